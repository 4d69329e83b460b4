import { expect, test } from '@playwright/test';
import { adminSession, bearer, createBooking, createOffer, newActiveAgent, newCustomer, setBookingStatus, signIn } from '../support/api';
import { isoDateInDays } from '../support/data';
import { dismissOffersPopup, openWithState, solveCaptcha } from '../support/page';

// Issue 5, the admin desk against the real server: the live new-booking notice, confirm → advance →
// verify → duty slip, deactivating an agent, and the lists.

test.beforeEach(({ page }) => {
  test.skip((page.viewportSize()?.width ?? 0) < 768, 'desktop journeys');
});

test("an admin sees 'New booking from …' live while a customer books in another browser", async ({ page, browser, request }) => {
  await signIn(page, await adminSession(request));
  await page.goto('/adminprofile');
  await expect(page.getByRole('heading', { name: 'Pending approvals' })).toBeVisible();

  const customer = await newCustomer(request);
  const customerContext = await browser.newContext();
  const customerPage = await customerContext.newPage();
  await signIn(customerPage, customer.session);
  const ride = {
    from: 'Jabalpur, MP, India',
    to: 'Katni, Madhya Pradesh, India',
    date: isoDateInDays(8),
    startTime: '06:45',
    pickupInfo: 'Railway Station to Railway Station',
    distance: 95,
    duration: 120,
    vehicle: 'Dzire',
    seats: 5,
  };
  const passenger = {
    name: customer.data.fullName,
    phone: customer.data.mobile,
    email: customer.data.email,
    idType: 'Aadhar Card',
    idNumber: '123412341234',
  };
  await openWithState(customerPage, '/onewaypayadvance', { offer: ride, flow: 'oneway', passenger });
  await solveCaptcha(customerPage);
  await customerPage.getByRole('checkbox').check();
  await customerPage.getByRole('button', { name: 'Book' }).click();
  await expect(customerPage.getByRole('alert')).toHaveText('Booking successful! Redirecting to your profile... 🎉');

  const notice = page.getByTestId('new-booking-notice').filter({ hasText: `New booking from ${customer.data.fullName}` });
  await expect(notice).toBeVisible();
  await expect(notice).toHaveClass(/bg-green-50/);
  // It goes after 5 seconds.
  await expect(notice).toBeHidden({ timeout: 7_000 });
  await customerContext.close();
});

test('the admin confirms → the customer sees Confirmed and Pay Advance → pays → the admin verifies → the duty slip shows the advance and balance', async ({
  page,
  browser,
  request,
}) => {
  const customer = await newCustomer(request);
  const booking = await createBooking(request, customer.session, { to: 'Bhopal, Madhya Pradesh, India', vehicle: 'Ertiga' });
  await signIn(page, await adminSession(request));

  await test.step('the admin finds the booking and confirms it', async () => {
    await page.goto('/admin/view-bookings');
    await page.getByLabel('Search').fill(booking.reference ?? customer.data.fullName);
    await page.getByRole('button', { name: 'Search' }).click();
    const row = page.getByTestId('booking-row').filter({ hasText: customer.data.fullName });
    await expect(row).toHaveCount(1);
    await expect(row.getByText('Pending')).toBeVisible();
    await row.getByRole('link', { name: /^View booking/ }).click();
    await expect(page).toHaveURL(new RegExp(`/bookingdetail/${booking._id}$`));
    const status = page.getByRole('region', { name: 'Status' });
    await expect(status.getByText('Pending', { exact: true })).toHaveAttribute('data-tone', 'yellow');
    await status.getByRole('button', { name: 'Confirm Booking' }).click();
    await expect(status.getByText('Confirmed', { exact: true })).toHaveAttribute('data-tone', 'green');
    await expect(status.getByRole('alert')).toHaveText('Status is now Confirmed.');
  });

  let advance = 0;
  await test.step('the customer sees Confirmed, pays the advance and sends the UTR', async () => {
    const customerContext = await browser.newContext();
    const customerPage = await customerContext.newPage();
    await signIn(customerPage, customer.session);
    await customerPage.goto('/customerprofile');
    const card = customerPage.getByTestId('booking-card').first();
    await expect(card).toContainText('Confirmed');
    await card.getByRole('button', { name: 'Pay Advance' }).click();
    await expect(customerPage.getByRole('heading', { name: 'Scan & Pay' })).toBeVisible();
    await expect(customerPage.getByRole('img', { name: /UPI QR code/ })).toBeVisible();
    await expect(customerPage.getByLabel('Amount paid (₹)')).not.toHaveValue('');
    advance = Number(await customerPage.getByLabel('Amount paid (₹)').inputValue());
    expect(advance).toBeGreaterThan(0);
    await customerPage.getByLabel('UPI transaction reference (UTR)').fill('412345678901');
    await customerPage.getByRole('button', { name: 'Submit reference' }).click();
    await expect(customerPage.getByRole('alert')).toContainText('We have received your UPI reference');
    await customerContext.close();
  });

  await test.step('the admin sees the UTR, adds charges and verifies the advance', async () => {
    await page.reload();
    const panel = page.getByRole('region', { name: 'Advance' });
    await expect(panel).toContainText('412345678901');
    await expect(panel.getByLabel('Advance received (₹)')).toHaveValue(String(advance));
    const charges = page.getByRole('form', { name: 'Extra charges' });
    await charges.getByLabel('Toll tax and parking (₹)').fill('250');
    await charges.getByRole('button', { name: 'Save Charges' }).click();
    await expect(charges.getByRole('alert')).toHaveText('Charges saved.');
    await panel.getByRole('button', { name: 'Verify Advance' }).click();
    await expect(panel.getByRole('alert')).toContainText('recorded.');
    await expect(panel.getByTestId('advance-state')).toHaveText('Advance verified.');
  });

  await test.step('the duty slip shows the advance paid and the balance due', async () => {
    const total = Number((await page.getByTestId('detail-total').textContent())?.replace(/[^\d.]/g, ''));
    await page.getByRole('link', { name: 'Duty Slip' }).click();
    await expect(page).toHaveURL(new RegExp(`/onewaydutyslip\\?booking=${booking._id}$`));
    await expect(page.getByRole('heading', { name: 'Duty Slip (One Way Journey)' })).toBeVisible();
    const fmt = (n: number) => `₹${n.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    await expect(page.getByRole('row', { name: /Advance Paid/ })).toContainText(fmt(advance));
    await expect(page.getByTestId('slip-total')).toHaveText(fmt(total));
    await expect(page.getByTestId('slip-balance')).toHaveText(fmt(total - advance));
    await page.getByRole('link', { name: '← Back' }).click();
    await expect(page).toHaveURL(new RegExp(`/bookingdetail/${booking._id}$`));
  });
});

test('the advance prompt: Yes records the advance and opens the duty slip; No opens it as it is', async ({ page, request }) => {
  const customer = await newCustomer(request);
  const first = await createBooking(request, customer.session);
  const second = await createBooking(request, customer.session, { to: 'Katni, Madhya Pradesh, India' });
  await signIn(page, await adminSession(request));

  // A pending booking cannot take an advance yet, and the page says why.
  await page.goto(`/advanceconformation?booking=${first._id}`);
  await expect(page.getByRole('alert')).toContainText('This booking is not confirmed yet');
  await expect(page.getByRole('button', { name: 'Yes' })).toBeDisabled();
  await setBookingStatus(request, first._id, 'confirmed');

  await page.goto(`/advanceconformation?booking=${first._id}`);
  await expect(page.getByText(/Click Yes if the customer paid an advance/)).toBeVisible();
  await page.getByLabel('Advance paid (₹)').fill('500');
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(page).toHaveURL(new RegExp(`/onewaydutyslip\\?booking=${first._id}$`));
  await expect(page.getByRole('row', { name: /Advance Paid/ })).toContainText('₹500.00');

  await page.goto(`/advanceconformation?booking=${second._id}`);
  await page.getByRole('button', { name: 'No' }).click();
  await expect(page).toHaveURL(new RegExp(`/onewaydutyslip\\?booking=${second._id}$`));
  await expect(page.getByRole('row', { name: /Advance Paid/ })).toContainText('₹0.00');
});

test('an agent deactivated by an admin cannot log in and its offers leave the home page', async ({ page, browser, request }) => {
  const agent = await newActiveAgent(request);
  // Drawn apart from other tests' prices (see createOffer): the row is found by it.
  const amount = 7000 + Math.floor(Math.random() * 900);
  await createOffer(request, agent.session, { amount, vehicle: 'Crysta', to: 'Nagpur, Maharashtra, India' });
  const offerRow = (p: typeof page) =>
    p
      .getByRole('table')
      .getByRole('row')
      .filter({ hasText: `₹${amount.toLocaleString('en-IN')}` });

  await page.goto('/');
  await dismissOffersPopup(page);
  await expect(offerRow(page)).toHaveCount(1);

  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await signIn(adminPage, await adminSession(request));
  await adminPage.goto('/allagents');
  await adminPage.getByLabel('Search agents').fill(agent.data.email);
  await adminPage.getByLabel('Search agents').press('Enter');
  const row = adminPage.getByTestId('account-row').filter({ hasText: agent.data.fullName });
  await expect(row.getByText('Active')).toBeVisible();
  await row.getByRole('button', { name: `Deactivate ${agent.data.fullName}` }).click();
  const dialog = adminPage.getByRole('dialog', { name: `Deactivate ${agent.data.fullName}?` });
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Repeated complaints from passengers.');
  await dialog.getByRole('button', { name: 'Yes, deactivate' }).click();
  await expect(row.getByRole('button', { name: `Activate ${agent.data.fullName}` })).toBeVisible();
  await expect(row.getByText('Inactive')).toBeVisible();
  // Saved on the server: still deactivated after a reload.
  await adminPage.reload();
  await adminPage.getByLabel('Search agents').fill(agent.data.email);
  await adminPage.getByLabel('Search agents').press('Enter');
  await expect(adminPage.getByTestId('account-row').filter({ hasText: agent.data.fullName }).getByText('Inactive')).toBeVisible();
  await adminContext.close();

  await page.goto('/login');
  await page.getByLabel('Email or Mobile').fill(agent.data.email);
  await page.getByLabel('Password').fill(agent.data.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert')).toHaveText('Your account has been deactivated.');

  await page.goto('/');
  await dismissOffersPopup(page).catch(() => undefined);
  await expect(page.getByRole('heading', { name: 'Available Offers' }).first()).toBeVisible();
  await expect(offerRow(page)).toHaveCount(0);
  const listed = (await (await request.get('/api/offers')).json()) as { data: { amount: number }[] };
  expect(listed.data.map((o) => o.amount)).not.toContain(amount);
});

test('All Offers with Agent Info lists the offer with its agent; customers and agents open their detail pages', async ({
  page,
  request,
}) => {
  const agent = await newActiveAgent(request);
  const amount = 2100 + Math.floor(Math.random() * 800);
  await createOffer(request, agent.session, { amount, vehicle: 'Dzire' });
  const customer = await newCustomer(request);
  await signIn(page, await adminSession(request));

  await page.goto('/alloffersforadmin');
  const row = page.getByTestId('offer-row').filter({ hasText: `₹${amount.toLocaleString('en-IN')}` });
  await expect(row).toContainText(agent.data.fullName);
  await expect(row).toContainText('Narmada Travels');
  await expect(row).toContainText(agent.data.mobile);
  await expect(row.getByText('Open')).toBeVisible();
  await row.getByRole('link', { name: agent.data.fullName }).click();
  await expect(page.getByRole('heading', { level: 1, name: agent.data.fullName })).toBeVisible();

  await page.goto('/allcustomers');
  await page.getByLabel('Search customers').fill(customer.data.email);
  await page.getByLabel('Search customers').press('Enter');
  await page.getByRole('link', { name: `Details of ${customer.data.fullName}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: customer.data.fullName })).toBeVisible();
  await page.getByRole('button', { name: `Deactivate ${customer.data.fullName}` }).click();
  await page.getByRole('textbox', { name: 'Reason' }).fill('Asked us to close the account.');
  await page.getByRole('button', { name: 'Yes, deactivate' }).click();
  await expect(page.getByRole('button', { name: `Activate ${customer.data.fullName}` })).toBeVisible();
  const admin = await adminSession(request);
  const saved = (await (await request.get(`/api/users/customers/${customer.session.user.id}`, { headers: bearer(admin) })).json()) as {
    active: boolean;
  };
  expect(saved.active).toBe(false);

  await page.goto('/singlecustomerdetail/999999');
  await expect(page.getByText('Customer not found.')).toBeVisible();
  await page.goto('/singleagentdetail/999999');
  await expect(page.getByText('Agent not found.')).toBeVisible();
  await page.goto('/bookingdetail/999999');
  await expect(page.getByText('Booking not found.')).toBeVisible();
});

test('the bookings list filters by status and trip dates on the server', async ({ page, request }) => {
  const customer = await newCustomer(request);
  const day = isoDateInDays(20 + Math.floor(Math.random() * 200));
  const made = [];
  for (let i = 0; i < 12; i++) made.push(await createBooking(request, customer.session, { date: day }));
  const admin = await adminSession(request);
  await request.patch(`/api/bookings/${made[0]._id}/status`, { headers: bearer(admin), data: { status: 'confirmed' } });
  await signIn(page, admin);

  await page.goto(`/admin/view-bookings?q=${encodeURIComponent(customer.data.fullName)}`);
  await expect(page.getByText('Page 1 of 1 · 12 matches')).toBeVisible();
  await expect(page.getByTestId('booking-row')).toHaveCount(12);

  await page.getByLabel('Status').selectOption('confirmed');
  await expect(page.getByTestId('booking-row')).toHaveCount(1);
  await expect(page.getByText('Page 1 of 1 · 1 match')).toBeVisible();

  await page.getByLabel('Status').selectOption('');
  await page.getByLabel('Trip date: From').fill(day);
  await page.getByLabel('Trip date: To').fill(day);
  await expect(page.getByText('Page 1 of 1 · 12 matches')).toBeVisible();
  await page.getByLabel('Trip date: To').fill('');
  await page.getByLabel('Trip date: From').fill(isoDateInDays(400));
  await expect(page.getByText('No bookings found.')).toBeVisible();
});

test('safe actions: the admin cancels with a reason the customer then reads; an agent edits and withdraws an open offer', async ({
  page,
  browser,
  request,
}) => {
  const customer = await newCustomer(request);
  const booking = await createBooking(request, customer.session, { to: 'Katni, Madhya Pradesh, India' });
  const reason = 'The road to Katni is closed for repairs on that day.';
  await signIn(page, await adminSession(request));

  await test.step('the admin cancels in the confirm dialog, which asks for the reason', async () => {
    await page.goto(`/bookingdetail/${booking._id}`);
    const status = page.getByRole('region', { name: 'Status' });
    const cancel = status.getByRole('button', { name: 'Cancel Booking' });
    await cancel.click();
    const dialog = page.getByRole('dialog', { name: `Cancel booking ${booking.reference}?` });
    await expect(dialog.getByRole('textbox', { name: 'Reason' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(cancel).toBeFocused();
    await cancel.click();
    await dialog.getByRole('button', { name: 'Yes, cancel the booking' }).click();
    await expect(dialog.getByText('Please give a reason in one sentence.')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Reason' }).fill(reason);
    await dialog.getByRole('button', { name: 'Yes, cancel the booking' }).click();
    await expect(status.getByText('Cancelled', { exact: true })).toBeVisible();
    await expect(status).toContainText(reason);
  });

  await test.step('the customer reads the reason on the booking card', async () => {
    const customerContext = await browser.newContext();
    const customerPage = await customerContext.newPage();
    await signIn(customerPage, customer.session);
    await customerPage.goto('/customerprofile');
    const card = customerPage.getByTestId('booking-card').filter({ hasText: String(booking.reference) });
    await expect(card.getByTestId('status-reason')).toHaveText(`Reason from our office: ${reason}`);
    await customerContext.close();
  });

  await test.step('an agent edits an open offer, then withdraws it and it leaves the public list', async () => {
    const agent = await newActiveAgent(request);
    const amount = 2200 + Math.floor(Math.random() * 700);
    const offer = await createOffer(request, agent.session, { amount, vehicle: 'Dzire' });
    const agentContext = await browser.newContext();
    const agentPage = await agentContext.newPage();
    await signIn(agentPage, agent.session);
    await agentPage.goto('/agentprofile');
    const card = agentPage.getByTestId('my-offer').filter({ hasText: `₹${amount.toLocaleString('en-IN')}` });
    await card.getByRole('button', { name: /^Edit the offer/ }).click();
    await card.getByLabel('Amount (₹)').fill(String(amount + 100));
    await card.getByRole('button', { name: 'Save changes' }).click();
    await expect(agentPage.getByText('Offer updated: the offers list shows the new terms now.')).toBeVisible();
    const listed = async () => ((await (await request.get('/api/offers')).json()) as { data: { _id: number; amount: number }[] }).data;
    expect((await listed()).find((o) => String(o._id) === String(offer._id))?.amount).toBe(amount + 100);

    const edited = agentPage.getByTestId('my-offer').filter({ hasText: `₹${(amount + 100).toLocaleString('en-IN')}` });
    await edited.getByRole('button', { name: /^Withdraw the offer/ }).click();
    await agentPage.getByRole('dialog', { name: 'Withdraw this offer?' }).getByRole('button', { name: 'Yes, withdraw it' }).click();
    await expect(agentPage.getByText('Offer withdrawn: it is no longer on the offers list.')).toBeVisible();
    await expect(edited.getByText('Withdrawn')).toBeVisible();
    expect((await listed()).map((o) => String(o._id))).not.toContain(String(offer._id));
    await agentContext.close();
  });
});
