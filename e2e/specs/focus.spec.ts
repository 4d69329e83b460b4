import { expect, test, type Page } from '@playwright/test';
import { adminSession, createOffer, newActiveAgent, signIn } from '../support/api';

// Issue 15, "Focus": after each route change focus is on the new page's h1, whichever remote (or the
// shell itself) draws the page; the offers popup keeps Tab and Shift+Tab inside and gives focus back.

/** Opens `path` inside the running app, as a link would (React Router listens to popstate). */
async function navigateInApp(page: Page, path: string) {
  await page.evaluate((p) => {
    window.history.pushState({ usr: null, key: `focus-${p}`, idx: window.history.length }, '', p);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);
}

const mainHeading = (page: Page) => page.locator('main h1').first();

test("after each route change focus is on the page's h1, in every remote and in the shell", async ({ page, request }) => {
  await signIn(page, await adminSession(request));
  await page.goto('/contactus');
  await expect(mainHeading(page)).toHaveText('Talk to our Jabalpur office');

  // A link click: the footer's policy link (public remote).
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(mainHeading(page)).toBeFocused();

  for (const [path, heading] of [
    ['/admin/view-bookings', 'All Bookings'], // admin remote
    ['/addoffer', 'Add Travel Offer'], // agent remote
    ['/oneway', 'Book a one-way cab from Jabalpur'], // public remote
    ['/no/such/page', '404 Page Not Found'], // the shell's own page
    ['/alloffersforadmin', /All Offers/], // back to the admin remote
  ] as const) {
    await navigateInApp(page, path);
    await expect(mainHeading(page)).toHaveText(heading);
    await expect(mainHeading(page), `focus after opening ${path}`).toBeFocused();
  }
});

test('the offers popup keeps Tab and Shift+Tab inside, closes on Escape and gives focus back', async ({ page, request }) => {
  const agent = await newActiveAgent(request);
  await createOffer(request, agent.session, { vehicle: 'Ertiga' });
  await createOffer(request, agent.session, { vehicle: 'Dzire' });
  await page.goto('/contactus');
  // The app has taken the page over: before that, the bar's link is the static first paint's plain
  // link, and a click on it loads the home page as a first visit, where focus stays the browser's.
  await expect(mainHeading(page)).toHaveText('Talk to our Jabalpur office');
  // Home through the bar's link: focus moves to the home page's h1, then the popup opens over it.
  await page.getByRole('banner').getByRole('link', { name: 'Jabalpur Cabs home' }).click();
  const dialog = page.getByRole('dialog', { name: 'Available Offers' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Close offers' })).toBeFocused();

  const focusInside = () => dialog.evaluate((d) => d.contains(document.activeElement));
  const stops = await dialog.evaluate((d) => d.querySelectorAll('button, a[href], input, select, textarea').length);
  expect(stops).toBeGreaterThan(2);
  for (let i = 0; i < stops + 2; i += 1) {
    await page.keyboard.press('Tab');
    expect(await focusInside(), `Tab ${i + 1} stays in the popup`).toBe(true);
  }
  for (let i = 0; i < stops + 2; i += 1) {
    await page.keyboard.press('Shift+Tab');
    expect(await focusInside(), `Shift+Tab ${i + 1} stays in the popup`).toBe(true);
  }

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(mainHeading(page)).toBeFocused();
});
