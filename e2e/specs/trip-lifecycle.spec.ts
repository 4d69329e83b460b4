import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { pdfTextLines } from '../../backend/test/helpers/pdf-text';
import { adminSession, bearer, createBooking, createOffer, newActiveAgent, newCustomer, setBookingStatus, signIn } from '../support/api';
import { isoDateInDays } from '../support/data';
import { pngImage } from '../support/images';

// Issue 11 as a person tries it: book → the office adds a driver and a cab and assigns them → the
// customer sees the driver and the start code → the driver's phone link records the trip with 100
// extra km and a ₹150 toll → the customer downloads the GST invoice and it reads right.

const digits = (n: number) => String(Math.floor(Math.random() * 10 ** n)).padStart(n, '0');

test('from booking to GST invoice: assign, customer sees the driver, driver link records the trip, invoice', async ({
  browser,
  page,
  request,
}) => {
  // A long journey through three portals: on a shared machine it takes minutes.
  test.setTimeout(300_000);
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

  // A second trip that overlaps this one cannot take the same driver: refused, naming the booking.
  const someoneElse = await newCustomer(request);
  const overlapping = await createBooking(request, someoneElse.session, { date, time: '08:30' });
  await setBookingStatus(request, overlapping._id, 'confirmed');
  await page.goto(`/bookingdetail/${overlapping._id}`);
  const second = page.getByRole('region', { name: 'Driver and cab' });
  await second.getByLabel('Driver', { exact: true }).selectOption({ label: `${driverName} (${driverMobile}) ⚠` });
  await second.getByLabel('Cab', { exact: true }).selectOption({ index: 1 });
  await second.getByRole('button', { name: 'Assign' }).click();
  await expect(second.getByRole('alert')).toContainText(
    `Driver ${driverName} is already assigned to booking ${booking.reference} at an overlapping time.`,
  );
  await page.goto(`/bookingdetail/${booking._id}`);

  // The cab comes back from Bhopal empty: the desk publishes the return as an offer at 30 % off.
  const back = page.getByRole('region', { name: 'Empty return as an offer' });
  await expect(back).toContainText('Bhopal → Jabalpur');
  await back.getByLabel('Discount (%)').fill('30');
  await back.getByRole('button', { name: 'Publish on the offers list' }).click();
  await expect(back.getByRole('alert')).toContainText(/Published as offer \d+/);
  const offers = (await (await request.get('/api/offers')).json()) as {
    data: { from: string; to: string; vehicle: string; date: string }[];
  };
  expect(offers.data.some((o) => o.from.startsWith('Bhopal') && o.to.startsWith('Jabalpur') && o.vehicle === 'Dzire')).toBe(true);

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
  // The toll receipt, photographed on the phone.
  await driver.getByTestId('receipt-tolls').setInputFiles({ name: 'toll.png', mimeType: 'image/png', buffer: pngImage(64) });
  await expect(driver.getByRole('img', { name: 'Toll receipt' })).toBeVisible();
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

test("an agent's offer: the agent hears the booking live, sees whom to pick up, sends a driver and cab, and the customer sees them", async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const agent = await newActiveAgent(request);
  const customer = await newCustomer(request);
  const offer = await createOffer(request, agent.session);

  await signIn(page, agent.session);
  await page.goto('/agentprofile');
  const section = page.getByRole('region', { name: 'Bookings of my offers' });
  await expect(section).toContainText('No customer has booked your offers yet.');

  // A customer books the offer while the agent's page is open: the notice arrives on its own.
  const made = await request.post('/api/bookings', {
    headers: bearer(customer.session),
    data: {
      offerId: offer._id,
      passenger: { name: 'Kavita Rao', phone: '9876501234', email: customer.data.email, idType: 'Aadhar Card', idNumber: '123412341234' },
      addresses: { pickupAddress: 'Sadar Bazaar, near the clock tower', dropAddress: 'Sitabuldi, Nagpur' },
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const reference = ((await made.json()) as { data: { reference: string } }).data.reference;
  await expect(section.getByRole('alert')).toContainText(`New booking ${reference}: Kavita Rao`);
  const card = section.getByTestId('agent-booking').first();
  await expect(card).toContainText('9876501234');
  await expect(card).toContainText('Sadar Bazaar, near the clock tower');

  await card.getByLabel("Driver's name").fill('Suresh Patel');
  await card.getByLabel("Driver's mobile").fill('9826012345');
  await card.getByLabel('Cab number').fill('MP20 CD 5678');
  await card.getByLabel('Cab model').fill('Ertiga');
  await card.getByRole('button', { name: 'Save driver and cab' }).click();
  await expect(card.getByRole('alert')).toContainText('Driver and cab saved.');
  await expect(card.getByTestId('agent-sent')).toContainText('Suresh Patel (9826012345) · Ertiga MP20CD5678');

  const customerContext = await browser.newContext();
  const customerPage = await customerContext.newPage();
  await signIn(customerPage, customer.session);
  await customerPage.goto('/customerprofile');
  const driverCard = customerPage.getByTestId('booking-card').first().getByTestId('driver-card');
  await expect(driverCard).toContainText('Suresh Patel', { timeout: 60_000 });
  await expect(driverCard).toContainText('Ertiga MP20CD5678');
  await customerContext.close();
});
