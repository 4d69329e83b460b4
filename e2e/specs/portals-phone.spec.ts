import { expect, test } from '@playwright/test';
import { adminSession, createBooking, createOffer, newActiveAgent, newCustomer, signIn } from '../support/api';

// The agent and admin portals on a 375 px phone: the side menu folds behind a toggle, lists become cards.

test.beforeEach(({ page }) => {
  test.skip((page.viewportSize()?.width ?? 0) >= 768, 'phone viewport only');
});

test('the agent menu toggles, and the own offers show as cards', async ({ page, request }) => {
  const agent = await newActiveAgent(request);
  await createOffer(request, agent.session, { amount: 2345 });
  await signIn(page, agent.session);
  await page.goto('/agentprofile');
  const menu = page.getByRole('navigation', { name: 'Agent menu' });
  const toggle = page.getByRole('button', { name: /^Agent portal/ });
  await expect(menu).toBeHidden();
  await toggle.tap();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(menu.getByRole('link', { name: 'Terms & Conditions' })).toBeVisible();
  await menu.getByRole('link', { name: 'Add Travel Offer' }).tap();
  await expect(page).toHaveURL(/\/addoffer$/);
  await expect(menu).toBeHidden();
  await expect(page.getByRole('button', { name: 'Submit Offer' })).toBeVisible();

  await page.goto('/agentprofile');
  await expect(page.getByTestId('my-offer')).toContainText('₹2,345');
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);
});

test('the admin menu toggles; bookings and offers show as cards without sideways scrolling', async ({ page, request }) => {
  const customer = await newCustomer(request);
  const booking = await createBooking(request, customer.session);
  const agent = await newActiveAgent(request);
  await createOffer(request, agent.session, { amount: 2456 });
  await signIn(page, await adminSession(request));

  await page.goto('/adminprofile');
  const menu = page.getByRole('navigation', { name: 'Admin menu' });
  await expect(menu).toBeHidden();
  await page.getByRole('button', { name: /^Admin desk/ }).tap();
  for (const name of ['All Bookings', 'Customers', 'Agents', 'All Offers']) await expect(menu.getByRole('link', { name })).toBeVisible();
  await menu.getByRole('link', { name: 'All Bookings' }).tap();
  await expect(page).toHaveURL(/\/admin\/view-bookings$/);

  await expect(page.getByRole('table')).toBeHidden();
  const card = page.getByTestId('booking-card').filter({ hasText: customer.data.fullName });
  await expect(card).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await card.getByRole('link', { name: /^View booking/ }).tap();
  await expect(page).toHaveURL(new RegExp(`/bookingdetail/${booking._id}$`));
  await page.getByRole('button', { name: 'Confirm Booking' }).tap();
  await expect(page.getByRole('region', { name: 'Status' }).getByText('Confirmed', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  await page.goto('/alloffersforadmin');
  await expect(page.getByTestId('offer-card').filter({ hasText: '₹2,456' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
