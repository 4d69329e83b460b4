import { expect, test, type Locator } from '@playwright/test';
import { createOffer, newActiveAgent } from '../support/api';
import { isoDateInDays, personData } from '../support/data';
import { journeyCounter } from '../support/journey-count';

// Issue 15, "done when": a visitor picks an offer from the popup, registers, lands back on that
// offer, enters a pickup address, sees each mistake beside its field, books, and reads the
// reference and next steps, in Hindi after one tap on the switch. Clicks and fields are counted.

test('a visitor picks an offer, registers, returns to it, books and reads the confirmation, in Hindi with one tap', async ({
  page,
  request,
}) => {
  const agent = await newActiveAgent(request);
  const offer = await createOffer(request, agent.session, { vehicle: 'Zest', seats: 4, amount: 2999, date: isoDateInDays(1) });
  const me = personData();
  const { click, fill, select, report } = journeyCounter();
  /** The message shown beside a field (its aria-describedby). */
  const beside = (field: Locator) => expect(field).toHaveAccessibleDescription;

  await test.step('the offer chosen in the popup sends a visitor to log in, keeping it', async () => {
    await page.goto('/');
    const popup = page.getByRole('dialog', { name: 'Available Offers' });
    await expect(popup).toBeVisible();
    await click(popup.getByRole('button').filter({ hasText: 'Zest' }).first());
    await expect(page).toHaveURL(/\/login\?returnTo=%2Fofferconvehical$/);
    await expect(page.getByText('Log in or register to go on with your booking; what you chose is kept.')).toBeVisible();
    await click(page.getByRole('main').getByRole('link', { name: 'Register' }));
    await expect(page).toHaveURL(/\/register\?returnTo=%2Fofferconvehical$/);
  });

  await test.step('registration says what is wrong beside each field, then signs in and returns to the offer', async () => {
    await select(page.getByLabel('Role'), 'customer');
    await fill(page.getByLabel('Full Name'), me.fullName);
    await fill(page.getByLabel('Email'), me.email);
    const mobile = page.getByLabel('Mobile');
    await fill(mobile, '12345');
    await mobile.blur();
    await beside(mobile)('Enter a 10-digit mobile number starting with 6, 7, 8 or 9.');
    await mobile.fill(`+91 ${me.mobile.slice(0, 5)} ${me.mobile.slice(5)}`);
    await mobile.blur();
    await expect(mobile).toHaveValue(me.mobile);
    await fill(page.getByLabel('Area'), me.area);
    await fill(page.getByLabel('City'), me.city);
    await fill(page.getByLabel('State'), me.state);
    await fill(page.getByLabel('Pincode'), me.pincode);
    await fill(page.getByLabel('Password', { exact: true }), me.password);
    await fill(page.getByLabel('Confirm Password'), me.password);
    await click(page.getByRole('button', { name: 'Register' }));
    await expect(page).toHaveURL(/\/offerconvehical$/);
    await expect(page.getByRole('heading', { name: 'Offer Details' })).toBeVisible();
    await expect(page.getByText('₹2,999.00').first()).toBeVisible();
  });

  await test.step('the pickup address, each mistake told beside its field, the first one focused', async () => {
    await click(page.getByRole('button', { name: 'Add Passenger Detail' }));
    await expect(page.getByRole('heading', { name: 'Passenger Details' })).toBeVisible();
    const pickup = page.getByLabel('Pickup Address');
    await fill(pickup, 'abc');
    await click(page.getByRole('button', { name: 'Continue to Payment' }));
    await expect(pickup).toBeFocused();
    await beside(pickup)('Enter at least 5 characters so the driver can find the place.');
    await beside(page.getByLabel('Drop Address'))('Enter at least 5 characters so the driver can find the place.');
    await pickup.fill('12 Napier Town, near Bhawartal Garden');
    await fill(page.getByLabel('Landmark (optional)'), 'Opposite the Gurudwara');
    await fill(page.getByLabel('Drop Address'), 'Sitabuldi, Nagpur');
    await fill(page.getByLabel('ID Number'), '1234 5678 9012');
    await click(page.getByRole('button', { name: 'Continue to Payment' }));
  });

  await test.step('Book says what it waits for, a wrong code says so, then it books', async () => {
    await expect(page).toHaveURL(/\/offerpayadvance$/);
    await expect(page.getByText('12 Napier Town, near Bhawartal Garden')).toBeVisible();
    const book = page.getByRole('button', { name: 'Book' });
    await expect(book).toBeDisabled();
    await expect(book).toHaveAccessibleDescription('To book: accept the terms, type the code from the picture.');
    const captcha = page.getByLabel('Enter the code shown (case-sensitive)');
    await fill(captcha, 'zzzzzz');
    await beside(captcha)('The code does not match the picture; type it again.');
    await captcha.fill((await page.getByTestId('captcha-code').textContent())?.trim() ?? '');
    await click(page.getByRole('checkbox'));
    await expect(book).toBeEnabled();
    await click(book);
    await expect(page.getByRole('alert')).toHaveText('Booking successful! Redirecting to your profile... 🎉');
  });

  await test.step('the profile opens with the reference and what happens next', async () => {
    await expect(page).toHaveURL(/\/customerprofile$/);
    const card = page.getByTestId('booking-confirmation');
    await expect(card).toBeVisible();
    await expect(card).toContainText(/Your booking reference: JBP-\d{6}/);
    await expect(card).toContainText('₹2,999.00');
    await expect(card).toContainText(`Our office calls you on ${me.mobile} within 2 hours`);
    await expect(card.getByRole('link', { name: 'Download Duty Slip' })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Pay Advance' })).toBeDisabled();
    const answer = (await (await request.get('/api/offers')).json()) as { data: { _id: string | number }[] };
    expect(answer.data.map((o) => String(o._id))).not.toContain(String(offer._id));
  });

  await test.step('one tap on the switch reads it in Hindi', async () => {
    await click(page.getByRole('button', { name: 'हिन्दी' }));
    const card = page.getByTestId('booking-confirmation');
    await expect(card.getByRole('heading', { name: 'धन्यवाद! आपकी बुकिंग हमें मिल गई है।' })).toBeVisible();
    await expect(card).toContainText('आगे क्या होगा');
    await expect(card).toContainText(/JBP-\d{6}/);
  });

  report('offer journey');
});

test('the header offers Login and Book a cab, and Book a cab returns after login to the one-way form', async ({ page }) => {
  await page.goto('/contactus');
  const book = page.getByRole('banner').getByRole('link', { name: 'Book a cab' });
  await expect(book).toBeVisible();
  const menu = page.getByRole('button', { name: 'Open menu' });
  if (await menu.isVisible()) await menu.click();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' })).toBeVisible();
  if (await page.getByRole('button', { name: 'Close menu' }).isVisible()) await page.getByRole('button', { name: 'Close menu' }).click();
  await book.click();
  await expect(page).toHaveURL(/\/login\?returnTo=%2Foneway$/);
  // No horizontal overflow on the bar at this width.
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
});
