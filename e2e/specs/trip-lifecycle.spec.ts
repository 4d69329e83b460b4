import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { pdfTextLines } from '../../backend/test/helpers/pdf-text';
import { adminSession, createBooking, newCustomer, setBookingStatus, signIn } from '../support/api';
import { isoDateInDays } from '../support/data';

// Issue 11 as a person tries it: book → the office adds a driver and a cab and assigns them → the
// customer sees the driver and the start code → the driver's phone link records the trip with 100
// extra km and a ₹150 toll → the customer downloads the GST invoice and it reads right.

const digits = (n: number) => String(Math.floor(Math.random() * 10 ** n)).padStart(n, '0');

test('from booking to GST invoice: assign, customer sees the driver, driver link records the trip, invoice', async ({
  browser,
  page,
  request,
}) => {
  const customer = await newCustomer(request);
  const date = isoDateInDays(9);
  const booking = await createBooking(request, customer.session, { date, time: '07:30' });
  await setBookingStatus(request, booking._id, 'confirmed');
  const admin = await adminSession(request);

  // The office adds a driver and a cab on the Drivers and Cabs page.
  await signIn(page, admin);
  await page.goto('/admin/fleet');
  const driverName = `Ramesh ${digits(4)}`;
  const driverMobile = `98${digits(8)}`;
  const driverForm = page.getByRole('form', { name: 'Add: Drivers' });
  await driverForm.getByLabel('Name').fill(driverName);
  await driverForm.getByLabel('Mobile').fill(driverMobile);
  await driverForm.getByLabel('Licence number').fill('MP20 2019001');
  await driverForm.getByLabel('Licence valid until').fill(isoDateInDays(20));
  await driverForm.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByRole('list', { name: 'Drivers' })).toContainText(driverName);
  // Its licence runs out within 30 days: the list warns.
  await expect(page.getByRole('list', { name: 'Drivers' }).getByTestId('fleet-warnings').first()).toContainText('driving licence expires');

  const registration = `MP20AB${digits(4)}`;
  const cabForm = page.getByRole('form', { name: 'Add: Cabs' });
  await cabForm.getByLabel('Registration number').fill(registration);
  await cabForm.getByLabel('Model').fill('Dzire');
  await cabForm.getByLabel('Seats').fill('4');
  for (const label of ['Permit valid until', 'Fitness valid until', 'Insurance valid until', 'PUC valid until']) {
    await cabForm.getByLabel(label).fill(isoDateInDays(400));
  }
  await cabForm.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByRole('list', { name: 'Cabs' })).toContainText(registration);

  // The office assigns them on booking detail.
  await page.goto(`/bookingdetail/${booking._id}`);
  const assign = page.getByRole('region', { name: 'Driver and cab' });
  // The driver's licence expires within 30 days: the choice carries the warning sign.
  await assign.getByLabel('Driver', { exact: true }).selectOption({ label: `${driverName} (${driverMobile}) ⚠` });
  await assign.getByLabel('Cab', { exact: true }).selectOption({ label: `${registration} Dzire` });
  await assign.getByRole('button', { name: 'Assign' }).click();
  await expect(assign.getByRole('alert')).toContainText('Driver and cab assigned.');
  await expect(assign.getByTestId('assignment')).toContainText(driverName);
  await expect(assign.getByRole('link', { name: 'WhatsApp' }).first()).toHaveAttribute('href', /^https:\/\/wa\.me\/91\d{10}\?text=Booking/);

  // The customer sees the driver, the cab and the start code.
  const customerContext = await browser.newContext();
  const customerPage = await customerContext.newPage();
  await signIn(customerPage, customer.session);
  await customerPage.goto('/customerprofile');
  const card = customerPage.getByTestId('booking-card').first();
  await expect(card.getByTestId('driver-card')).toContainText(driverName);
  await expect(card.getByTestId('driver-card')).toContainText(registration);
  const startCode = (await card.getByTestId('start-code').textContent())?.trim() ?? '';
  expect(startCode).toMatch(/^\d{4}$/);

  // The office makes the driver's link; the driver opens it on a phone, without logging in.
  const sheet = page.getByRole('region', { name: 'Trip sheet' });
  await sheet.getByRole('button', { name: 'Make driver link' }).click();
  const url = await sheet.getByTestId('driver-link').getByRole('link').getAttribute('href');
  expect(url).toContain('/trip/');
  const driverContext = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
  const driver = await driverContext.newPage();
  await driver.goto(new URL(url ?? '').pathname);
  await expect(driver.getByRole('heading', { name: /^Trip JBP-/ })).toBeVisible();
  const form = driver.getByRole('form', { name: 'Trip sheet' });
  await form.getByLabel('Start km').fill('20000');
  await form.getByLabel('Start time').fill(`${date}T07:35`);
  await form.getByLabel('Start code').fill(startCode);
  await form.getByRole('button', { name: 'Save trip sheet' }).click();
  await expect(driver.getByText('On trip', { exact: true }).first()).toBeVisible();

  const read = await request.get(`/api/bookings/${booking._id}`, { headers: { Authorization: `Bearer ${admin.token}` } });
  const included = Math.ceil(Number(((await read.json()) as { data: { distance: number } }).data.distance));
  const form2 = driver.getByRole('form', { name: 'Trip sheet' });
  await form2.getByLabel('End km').fill(String(20000 + included + 100));
  await form2.getByLabel('End time').fill(`${date}T14:00`);
  await form2.getByLabel('Tolls (₹)').fill('150');
  await form2.getByRole('button', { name: 'Save trip sheet' }).click();
  await expect(driver.getByText('Trip completed. Thank you!')).toBeVisible();
  await expect(driver.getByTestId('final-bill')).toContainText('Extra km (100 × ₹16)');

  // The customer downloads the invoice from ride history.
  await customerPage.reload();
  const done = customerPage.getByTestId('booking-card').first();
  await expect(done).toContainText('Completed');
  const download = customerPage.waitForEvent('download');
  await done.getByRole('button', { name: 'GST invoice' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^invoice-JBP-\d+\.pdf$/);
  const text = pdfTextLines(readFileSync(await file.path())).join('\n');
  expect(text).toMatch(/JC\/\d{4}-\d{2}\/\d{5}/);
  expect(text).toContain('Service (SAC 9964)');
  expect(text).toContain('Extra km (100 × ₹16)');
  expect(text).toContain('Tolls');
  expect(text).toContain('₹150.00');
  expect(text).toContain('CGST @ 2.5%');
  expect(text).toMatch(/Rupees .+ Only/);

  await customerContext.close();
  await driverContext.close();
});
