import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';

// Specs are compiled as CommonJS (the root package is not "type": "module").
const AXE_PATH = createRequire(__filename).resolve('axe-core/axe.min.js');

/** The home page's offers popup opens 300 ms after load; close it so it does not cover the page. */
export async function dismissOffersPopup(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Available Offers' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog).toBeHidden();
}

/**
 * Brings every scroll-in section into view and waits until it has appeared, the images in view have
 * loaded and every fade has ended (only endless animations such as the marquee may still run), then
 * returns to the top.
 */
export async function revealAll(page: Page) {
  for (const section of await page.locator('[data-revealed]').all()) {
    await section.scrollIntoViewIfNeeded();
    await expect(section).toHaveAttribute('data-revealed', 'true');
    await page.waitForFunction(imagesInViewLoaded);
  }
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForFunction(imagesInViewLoaded);
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity),
  );
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** Runs in the page: every image at least partly in the viewport has loaded (or failed). */
function imagesInViewLoaded(): boolean {
  return Array.from(document.images).every((img) => {
    const box = img.getBoundingClientRect();
    const inView = box.width > 0 && box.bottom > 0 && box.top < window.innerHeight;
    return !inView || img.complete;
  });
}

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** Runs axe-core (injected from node_modules, nothing fetched) and returns serious/critical violations. */
export async function seriousA11yViolations(page: Page): Promise<AxeViolation[]> {
  await page.addScriptTag({ path: AXE_PATH });
  const violations = await page.evaluate(async () => {
    // Something may have come in since the page settled (an admin's new-booking notice pops in over
    // 200 ms): scan it once its fade has ended, not half-transparent.
    const finite = document.getAnimations().filter((a) => a.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
    const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: unknown[] }> } }).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
    });
    return result.violations as { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }[];
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.slice(0, 5).map((n) => ({ target: n.target })) }));
}

/** Types the captcha shown on the pay page. */
export async function solveCaptcha(page: Page) {
  const code = (await page.getByTestId('captcha-code').textContent())?.trim() ?? '';
  expect(code).toMatch(/^[A-Za-z0-9]{6}$/);
  await page.getByLabel('Enter the code shown (case-sensitive)').fill(code);
}

/** Picks a place from the autocomplete: types, waits for the suggestion, clicks it. */
export async function pickPlace(page: Page, label: string, typed: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: label }).fill(typed);
  await page.getByRole('option', { name: option }).first().click();
}

/**
 * Opens an in-app page with navigation state, as if the previous page had navigated there:
 * React Router reads the state from history.state.usr.
 */
export async function openWithState(page: Page, path: string, state: unknown) {
  if (!/^https?:/.test(page.url())) await page.goto('/contactus');
  await page.evaluate(({ path: p, state: s }) => window.history.replaceState({ usr: s, key: 'e2e', idx: 0 }, '', p), { path, state });
  await page.reload();
}
