import { expect, test } from '@playwright/test';
import { personData, isoDateInDays } from '../support/data';
import { pickPlace, solveCaptcha } from '../support/page';

// The customer journey of issue 4: register → login → one-way booking → Ride History → cancel.

test('a customer registers, logs in, books a one-way cab once, sees it in Ride History and cancels it', async ({ page, request }) => {
  const me = personData();

  await test.step('register', async () => {
    await page.goto('/register');
    await page.getByLabel('Role').selectOption('customer');
    await page.getByLabel('Full Name').fill(me.fullName);
    await page.getByLabel('Email').fill(me.email);
    await page.getByLabel('Mobile').fill(me.mobile);
    await page.getByLabel('Area').fill(me.area);
    await page.getByLabel('City').fill(me.city);
    await page.getByLabel('State').fill(me.state);
    await page.getByLabel('Pincode').fill(me.pincode);
    await page.getByLabel('Password', { exact: true }).fill(me.password);
    await page.getByLabel('Confirm Password').fill(me.password);
    await page.getByRole('button', { name: 'Register' }).click();
    // Signed in at once; log out to try the login itself.
    await expect(page).toHaveURL(/\/customerprofile$/);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  await test.step('login lands on the customer profile', async () => {
    await page.goto('/login');
    await page.getByLabel('Email or Mobile').fill(me.mobile);
    await page.getByLabel('Password').fill(me.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/customerprofile$/);
    await expect(page.getByRole('heading', { name: me.fullName })).toBeVisible();
    await expect(page.getByText('No bookings found.')).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/customerprofile');
    await expect(nav.getByRole('button', { name: 'Logout' })).toBeVisible();
  });

  let distance = 0;
  await test.step('one-way form: Jabalpur to Bhopal', async () => {
    await page.goto('/oneway');
    await expect(page.getByLabel('Pickup', { exact: true })).toHaveValue('Jabalpur, MP, India');
    await pickPlace(page, 'Drop Place', 'Bhop', /^Bhopal, Madhya Pradesh/);
    await expect(page.getByTestId('route-distance')).toContainText('km');
    await expect(page.getByTestId('route-duration')).toHaveText(/^\d+ h \d+ min$/);
    distance = Number(((await page.getByTestId('route-distance').textContent()) ?? '').replace(/[^\d.]/g, ''));
    expect(distance).toBeGreaterThan(200);
    await page.getByLabel('Date').fill(isoDateInDays(7));
    await page.getByLabel('Time').fill('07:30');
    await page.getByRole('button', { name: 'View Details' }).click();
  });

  await test.step('vehicle table shows the server prices', async () => {
    await expect(page).toHaveURL(/\/onewayshowvehical$/);
    const table = page.getByRole('table');
    await expect(table.getByRole('row')).toHaveCount(6);
    const fares = (await (await request.get(`/api/fares?distance=${distance}`)).json()) as {
      vehicles: { vehicle: string; totalAmount: number }[];
    };
    const dzire = fares.vehicles.find((v) => v.vehicle === 'Dzire');
    const dzireRow = table.getByRole('row').filter({ has: page.getByRole('cell', { name: 'Dzire', exact: true }) });
    await expect(dzireRow).toContainText(`₹${dzire?.totalAmount.toLocaleString('en-IN')}`);
    await dzireRow.getByRole('button', { name: 'Select Dzire' }).click();
  });

  await test.step('confirm and passenger details', async () => {
    await expect(page.getByRole('heading', { name: 'Confirm Your Booking' })).toBeVisible();
    await page.getByRole('button', { name: 'Add Passenger Details' }).click();
    await expect(page.getByRole('heading', { name: 'Passenger Details' })).toBeVisible();
    await expect(page.getByLabel('Name')).toHaveValue(me.fullName);
    await expect(page.getByLabel('ID Type')).toHaveValue('Aadhar Card');
    await page.getByLabel('Pickup Address').fill('12 Napier Town, Jabalpur');
    await page.getByLabel('Drop Address').fill('MP Nagar Zone 1, Bhopal');
    await page.getByLabel('ID Number').fill('1234 5678 9012');
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
  });

  await test.step('pay page: captcha and terms gate Book; a double click books once', async () => {
    await expect(page).toHaveURL(/\/onewaypayadvance$/);
    await expect(page.getByRole('heading', { name: 'Journey Summary' })).toBeVisible();
    const book = page.getByRole('button', { name: 'Book' });
    await expect(book).toBeDisabled();
    await solveCaptcha(page);
    await expect(book).toBeDisabled();
    await page.getByRole('checkbox').check();
    await expect(book).toBeEnabled();
    await book.dblclick();
    await expect(page.getByRole('alert')).toHaveText('Booking successful! Redirecting to your profile... 🎉');
    await expect(page).toHaveURL(/\/customerprofile$/);
  });

  await test.step('Ride History shows the booking once, pending', async () => {
    const cards = page.getByTestId('booking-card');
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText('Bhopal');
    await expect(cards.first()).toContainText('Pending');
    await expect(cards.first()).toContainText(/₹[\d,]+\.\d{2}/);
    await expect(cards.first().getByRole('button', { name: 'Pay Advance' })).toHaveCount(0);
  });

  await test.step('cancel', async () => {
    await page.getByRole('button', { name: 'Cancel Booking' }).click();
    await page.getByRole('button', { name: 'Yes, cancel' }).click();
    await expect(page.getByTestId('booking-card').first()).toContainText('Cancellation Pending');
    await expect(page.getByRole('button', { name: 'Cancel Booking' })).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId('booking-card').first()).toContainText('Cancellation Pending');
  });

  await test.step('logout goes to /login', async () => {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Register' })).toBeVisible();
  });
});
