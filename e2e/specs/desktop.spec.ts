import { expect, test, type Page } from '@playwright/test';
import { dismissOffersPopup } from '../support/page';

/** The computed colour of Tailwind's text-blue-600 in this build (browsers report lab()/oklch()). */
function blue600(page: Page): Promise<string> {
  return page.evaluate(() => {
    const probe = document.createElement('span');
    probe.className = 'text-blue-600';
    document.body.append(probe);
    const color = getComputedStyle(probe).color;
    probe.remove();
    return color;
  });
}

// Wide-screen behaviour of the navigation bar and the home page's scroll-in animation.

test.beforeEach(({ page }) => {
  test.skip((page.viewportSize()?.width ?? 0) < 768, 'desktop only');
});

test('Our Services opens on hover and closes when the pointer leaves', async ({ page }) => {
  await page.goto('/contactus');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
  const services = nav.getByRole('button', { name: 'Our Services' });
  await expect(nav.getByRole('link', { name: 'Flight Ticket' })).toBeHidden();
  await services.hover();
  await expect(nav.getByRole('link', { name: 'Flight Ticket' })).toBeVisible();
  await page.mouse.move(5, 700);
  await expect(nav.getByRole('link', { name: 'Flight Ticket' })).toBeHidden();
  await services.hover();
  await nav.getByRole('link', { name: 'Flight Ticket' }).click();
  await expect(page).toHaveURL(/\/flightticket$/);
  await expect(services).toHaveCSS('color', await blue600(page));
});

test('the active link is blue and the sticky bar gains blur and shadow after 10 px of scroll', async ({ page }) => {
  await page.goto('/todayoffer');
  const nav = page.getByRole('navigation', { name: 'Main' });
  const active = await nav.getByRole('link', { name: 'Limited-Time Offer' }).evaluate((el) => getComputedStyle(el).color);
  const other = await nav.getByRole('link', { name: 'Contact Us' }).evaluate((el) => getComputedStyle(el).color);
  expect(active).not.toBe(other);
  expect(active).toBe(await blue600(page));

  const header = page.getByRole('banner');
  await expect(header).toHaveAttribute('data-scrolled', 'false');
  await expect(header).toHaveCSS('box-shadow', 'none');
  await page.mouse.wheel(0, 400);
  await expect(header).toHaveAttribute('data-scrolled', 'true');
  await expect(header).not.toHaveCSS('box-shadow', 'none');
  expect(await header.evaluate((el) => getComputedStyle(el).backdropFilter)).toContain('blur');
  expect(await header.evaluate((el) => el.getBoundingClientRect().top)).toBe(0);
});

test('home sections fade in over 800 ms the first time they scroll into view, once', async ({ page }) => {
  await page.goto('/');
  await dismissOffersPopup(page);
  const section = page.locator('[data-revealed]').last();
  await expect(section).toHaveAttribute('data-revealed', 'false');
  await section.scrollIntoViewIfNeeded();
  await expect(section).toHaveAttribute('data-revealed', 'true');
  expect(await section.evaluate((el) => getComputedStyle(el).animationDuration)).toBe('0.8s');
  await page.evaluate(() => window.scrollTo(0, 0));
  // Playwright decides this with an IntersectionObserver too: once it reports the section gone,
  // the page's own observer (were it still watching) has been told as well.
  await expect(section).not.toBeInViewport();
  // ...and React has rendered whatever that told it: two frames have been painted since.
  await page.evaluate(() => new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted))));
  await expect(section).toHaveAttribute('data-revealed', 'true');
});
