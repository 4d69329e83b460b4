import { expect, test } from '@playwright/test';
import { createOffer, newActiveAgent, newCustomer, signIn } from '../support/api';
import { isoDateInDays } from '../support/data';
import { dismissOffersPopup } from '../support/page';

// The 375 px phone: cards instead of tables, the menu toggle, and the tap-to-open services menu.

test.beforeEach(({ page }) => {
  test.skip((page.viewportSize()?.width ?? 0) >= 768, 'phone viewport only');
});

test('the menu icon toggles the navigation, and Our Services opens on tap', async ({ page }) => {
  await page.goto('/contactus');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).tap();
  await expect(nav).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Limited-Time Offer' })).toBeVisible();

  const services = nav.getByRole('button', { name: 'Our Services' });
  await expect(nav.getByRole('link', { name: 'Railway Ticket' })).toBeHidden();
  await services.tap();
  await expect(services).toHaveAttribute('aria-expanded', 'true');
  await nav.getByRole('link', { name: 'Railway Ticket' }).tap();
  await expect(page).toHaveURL(/\/railwayticket$/);
  await expect(nav).toBeHidden();

  await page.getByRole('button', { name: 'Open menu' }).tap();
  await page.getByRole('button', { name: 'Close menu' }).tap();
  await expect(nav).toBeHidden();
});

test('home offers show as cards, not a table', async ({ page, request }) => {
  const agent = await newActiveAgent(request);
  await createOffer(request, agent.session, { amount: 2999, vehicle: 'Dzire', seats: 5 });
  await page.goto('/');
  await dismissOffersPopup(page);
  await expect(page.getByRole('table')).toBeHidden();
  const cards = page.getByRole('list', { name: 'Available Offers' });
  await expect(cards).toBeVisible();
  await expect(cards.getByRole('listitem').filter({ hasText: '₹2,999' }).first()).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('the vehicle list shows cards on a phone, without sideways scrolling', async ({ page, request }) => {
  const { session } = await newCustomer(request);
  await signIn(page, session);
  await page.goto('/');
  await dismissOffersPopup(page);
  await page.goto('/onewayshowvehical');
  await page.getByRole('combobox', { name: 'Drop Place' }).fill('Katn');
  await page.getByRole('listbox', { name: 'Drop Place suggestions' }).getByRole('option').first().tap();
  await expect(page.getByTestId('route-distance')).toBeVisible();
  await page.getByLabel('Date').fill(isoDateInDays(3));
  await page.getByLabel('Time').fill('09:00');
  await page.getByRole('button', { name: 'View Details' }).tap();
  const cards = page.getByRole('list', { name: 'Vehicles and fares' });
  await expect(cards.getByRole('listitem')).toHaveCount(5);
  await expect(page.getByRole('table')).toBeHidden();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('the password page fits a phone, with and without a link token', async ({ page }) => {
  await page.goto('/resetpassword');
  await expect(page.getByRole('heading', { level: 1, name: 'Set a New Password' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contactus');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  await page.goto('/resetpassword?token=e2e-phone');
  await page.getByLabel('New Password').fill('Phone@2468');
  await page.getByLabel('Confirm Password').fill('Phone@1357');
  await page.getByRole('button', { name: 'Save Password' }).tap();
  await expect(page.getByRole('alert')).toHaveText('Passwords do not match!');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test('the language switch sits on the phone bar: one tap turns the site Hindi, remembered', async ({ page }) => {
  await page.goto('/contactus');
  const toHindi = page.getByRole('button', { name: 'हिन्दी' });
  await expect(toHindi).toBeVisible();
  await toHindi.tap();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await page.getByRole('button', { name: 'मेन्यू खोलें' }).tap();
  await expect(page.getByRole('navigation', { name: 'मुख्य' }).getByRole('link', { name: 'सीमित समय का ऑफ़र' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'हमारे जबलपुर ऑफ़िस से बात करें' })).toBeVisible();
  await page.getByRole('button', { name: 'English' }).tap();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
});
