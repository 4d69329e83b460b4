import { expect, test } from '@playwright/test';
import { adminSession, bearer, createBooking, newCustomer, signIn } from '../support/api';

// Issue 15, "one money format": after the office adds charges, Ride History, the duty slip and the
// office's booking detail show the same server total (the bug was Ride History at the fare, ₹5,240,
// beside a slip at ₹6,090), in the one format.

test('after ₹850 of charges, Ride History, the duty slip and the booking detail show the same total', async ({ browser, request }) => {
  const customer = await newCustomer(request);
  const booking = await createBooking(request, customer.session);
  const admin = await adminSession(request);
  const charged = await request.patch(`/api/bookings/${booking._id}/charges`, {
    headers: bearer(admin),
    data: { haltingCharges: 300, tollTaxAndParking: 250, extraKmCharges: 300 },
  });
  expect(charged.ok(), await charged.text()).toBeTruthy();
  const { data } = (await charged.json()) as { data: { totalAmount: number; bill: { total: number } } };
  expect(data.bill.total).toBe(data.totalAmount + 850);
  const total = `₹${data.bill.total.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

  const customerContext = await browser.newContext();
  const page = await customerContext.newPage();
  await signIn(page, customer.session);
  await page.goto('/customerprofile');
  await expect(page.getByTestId('booking-card').first().getByTestId('card-total')).toHaveText(total);
  await page.goto(`/onewaydutyslip?booking=${booking._id}`);
  await expect(page.getByTestId('slip-total')).toHaveText(total);
  await customerContext.close();

  const adminContext = await browser.newContext();
  const desk = await adminContext.newPage();
  await signIn(desk, admin);
  await desk.goto(`/bookingdetail/${booking._id}`);
  await expect(desk.getByTestId('detail-total')).toHaveText(total);
  await adminContext.close();
});
