import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { createBooking, newCustomer, setBookingStatus, signIn } from '../support/api';

// After the office confirms: Pay Advance → Scan & Pay with the server's QR → UTR; the duty slip
// prints and downloads as PDF.

test('a confirmed booking offers Pay Advance with the real UPI QR, takes the UTR, and has a duty slip', async ({ page, request }) => {
  const customer = await newCustomer(request);
  const booking = await createBooking(request, customer.session);
  await setBookingStatus(request, booking._id, 'confirmed');
  await signIn(page, customer.session);

  await page.goto('/customerprofile');
  const card = page.getByTestId('booking-card').first();
  await expect(card).toContainText('Confirmed');
  await card.getByRole('button', { name: 'Pay Advance' }).click();

  await expect(page).toHaveURL(new RegExp(`/qr-code\\?booking=${booking._id}$`));
  await expect(page.getByRole('heading', { name: 'Scan & Pay' })).toBeVisible();
  const qr = page.getByRole('img', { name: /UPI QR code/ });
  await expect(qr).toBeVisible();
  expect(await qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
  await expect(page.getByRole('link', { name: 'Pay Now' })).toHaveAttribute('href', /^upi:\/\/pay\?/);

  await page.getByLabel('UPI transaction reference (UTR)').fill('412345678901');
  await page.getByRole('button', { name: 'Submit reference' }).click();
  await expect(page.getByRole('alert')).toContainText('We have received your UPI reference');

  await page.goto('/customerprofile');
  await page.getByTestId('booking-card').first().getByRole('link', { name: 'Duty Slip' }).click();
  await expect(page.getByRole('heading', { name: 'Duty Slip (One Way Journey)' })).toBeVisible();
  if (booking.reference) await expect(page.getByText(booking.reference).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print Duty Slip' })).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^duty-slip-.+\.pdf$/);
  const path = await file.path();
  expect(readFileSync(path).subarray(0, 4).toString()).toBe('%PDF');
});

test('the duty slip hides the navbar, footer and buttons when printed', async ({ page, request }) => {
  const customer = await newCustomer(request);
  const booking = await createBooking(request, customer.session);
  await signIn(page, customer.session);
  await page.goto(`/onewaydutyslip?booking=${booking._id}`);
  await expect(page.getByRole('heading', { name: 'Duty Slip (One Way Journey)' })).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print Duty Slip' })).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Duty Slip (One Way Journey)' })).toBeVisible();
});
