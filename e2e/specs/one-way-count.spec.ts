import { expect, test } from '@playwright/test';
import { isoDateInDays, personData } from '../support/data';
import { journeyCounter } from '../support/journey-count';

// Issue 15's note: the clicks and fields of the one-way journey for a new visitor, home → booked,
// counted by walking it (the bar's Book a cab, registration that keeps the intent, the form, a
// vehicle, the passenger and addresses, the pay page).

test('a new visitor books a one-way cab from the home page: the clicks and fields are counted', async ({ page }) => {
  const me = personData();
  const { count, click, fill, select, report } = journeyCounter();

  await page.goto('/');
  await click(page.getByRole('dialog', { name: 'Available Offers' }).getByRole('button', { name: 'Close offers' }));
  await click(page.getByRole('banner').getByRole('link', { name: 'Book a cab' }));
  await expect(page).toHaveURL(/\/login\?returnTo=%2Foneway$/);
  await click(page.getByRole('main').getByRole('link', { name: 'Register' }));

  await select(page.getByLabel('Role'), 'customer');
  await fill(page.getByLabel('Full Name'), me.fullName);
  await fill(page.getByLabel('Email'), me.email);
  await fill(page.getByLabel('Mobile'), me.mobile);
  await fill(page.getByLabel('Area'), me.area);
  await fill(page.getByLabel('City'), me.city);
  await fill(page.getByLabel('State'), me.state);
  await fill(page.getByLabel('Pincode'), me.pincode);
  await fill(page.getByLabel('Password', { exact: true }), me.password);
  await fill(page.getByLabel('Confirm Password'), me.password);
  await click(page.getByRole('main').getByRole('button', { name: 'Register' }));
  await expect(page).toHaveURL(/\/oneway$/);

  await fill(page.getByRole('combobox', { name: 'Drop Place' }), 'Bhop');
  await click(page.getByRole('option', { name: /^Bhopal, Madhya Pradesh/ }).first());
  await fill(page.getByLabel('Date'), isoDateInDays(7));
  await fill(page.getByLabel('Time'), '07:30');
  await click(page.getByRole('button', { name: 'View Details' }));
  await expect(page).toHaveURL(/\/onewayshowvehical$/);
  await click(page.getByRole('button', { name: 'Select Dzire' }));
  await click(page.getByRole('button', { name: 'Add Passenger Details' }));
  await fill(page.getByLabel('Pickup Address'), '12 Napier Town, Jabalpur');
  await fill(page.getByLabel('Drop Address'), 'MP Nagar Zone 1, Bhopal');
  await fill(page.getByLabel('ID Number'), '1234 5678 9012');
  await click(page.getByRole('button', { name: 'Continue to Payment' }));
  await expect(page).toHaveURL(/\/onewaypayadvance$/);
  await fill(
    page.getByLabel('Enter the code shown (case-sensitive)'),
    (await page.getByTestId('captcha-code').textContent())?.trim() ?? '',
  );
  await click(page.getByRole('checkbox'));
  await click(page.getByRole('button', { name: 'Book' }));
  await expect(page).toHaveURL(/\/customerprofile$/);
  await expect(page.getByTestId('booking-confirmation')).toContainText(/JBP-\d{6}/);

  // Today's walk: 11 clicks and 17 fields. A change to the journey changes these on purpose.
  expect(count).toEqual({ clicks: 11, fields: 17 });
  report('one-way journey, home → booked');
});
