import { expect, test } from '@playwright/test';

// English and Hindi: the switch on the bar, remembered across reloads, <html lang>, page headings and
// titles, Accept-Language on API calls (server messages in Hindi), focus after navigation, and the
// footer's policy pages, and the fonts of both scripts (fetched after the page). The phone's switch is tried in phone.spec.ts.

test('one tap switches the site to Hindi, remembered, with Hindi headings, policies and server messages', async ({ page }) => {
  await page.goto('/contactus');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  await expect(page.getByRole('heading', { level: 1, name: 'Talk to our Jabalpur office' })).toBeVisible();

  await test.step('the switch turns the page Hindi at once', async () => {
    await page.getByRole('button', { name: 'हिन्दी' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    await expect(page.getByRole('heading', { level: 1, name: 'हमारे जबलपुर ऑफ़िस से बात करें' })).toBeVisible();
    await expect(page).toHaveTitle('संपर्क करें | Jabalpur Cabs');
    await expect(page.getByRole('button', { name: 'English' })).toBeVisible();
  });

  await test.step('the choice survives a reload', async () => {
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    await expect(page.getByRole('heading', { level: 1, name: 'हमारे जबलपुर ऑफ़िस से बात करें' })).toBeVisible();
  });

  await test.step('the footer links the policy pages; after a navigation focus is on the heading', async () => {
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'नियम और शर्तें' })).toHaveAttribute('href', '/terms');
    await expect(footer.getByRole('link', { name: 'रद्दीकरण और रिफ़ंड नीति' })).toHaveAttribute('href', '/refund-policy');
    await footer.getByRole('link', { name: 'गोपनीयता नीति' }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    const heading = page.getByRole('heading', { level: 1, name: 'गोपनीयता नीति' });
    await expect(heading).toBeFocused();
    await expect(page.getByRole('heading', { name: 'शिकायत अधिकारी' })).toBeVisible();
    await footer.getByRole('link', { name: 'नियम और शर्तें' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'ग्राहक नियम और शर्तें' })).toBeFocused();
    await expect(page.getByRole('button', { name: 'हिन्दी' })).toHaveAttribute('aria-pressed', 'true');
  });

  await test.step('API calls carry Accept-Language: hi, and the server message shows', async () => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'लॉग इन' })).toBeVisible();
    await page.getByLabel('ईमेल या मोबाइल').fill('nobody@example.in');
    await page.getByLabel('पासवर्ड').fill('Wrong@12345');
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/auth/login'));
    await page.getByRole('button', { name: 'लॉग इन' }).click();
    const response = await answer;
    expect(response.request().headers()['accept-language']).toBe('hi');
    // The red box shows the server's own message, in the language the server answered (Hindi once
    // the server's catalogue has it).
    const { message } = (await response.json()) as { message: string };
    await expect(page.getByRole('alert')).toHaveText(message);
  });

  await test.step('back to English', async () => {
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
    await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  });
});

test('the fonts come after the page: none is fetched before it has loaded, then English and Hindi text use them', async ({ page }) => {
  const loadedFaces = () =>
    page.evaluate(() => [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family.replace(/["']/g, '')));
  await page.goto('/contactus');
  await expect(page.getByRole('heading', { level: 1, name: 'Talk to our Jabalpur office' })).toBeVisible();
  await expect.poll(loadedFaces).toContain('Noto Sans Variable');
  const timing = await page.evaluate(() => ({
    loadEnd: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd,
    fonts: performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.endsWith('.woff2'))
      .map((entry) => ({ name: entry.name, startTime: entry.startTime })),
  }));
  expect(timing.fonts.map((f) => new URL(f.name).pathname)).toContainEqual(
    expect.stringMatching(/^\/assets\/noto-sans-latin-wght-normal-.*\.woff2$/),
  );
  for (const font of timing.fonts) expect(font.startTime).toBeGreaterThanOrEqual(timing.loadEnd);
  expect(await page.locator('body').evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(/^"?Noto Sans Variable"?,/);

  await page.getByRole('button', { name: 'हिन्दी' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'हमारे जबलपुर ऑफ़िस से बात करें' })).toBeVisible();
  await expect.poll(loadedFaces).toContain('Noto Sans Devanagari Variable');
});
