import { defineConfig, devices } from '@playwright/test';

// Browser tests against the built site served by the real NestJS server. Run them with
// `npm run test:browser` (scripts/test-browser.mjs builds what is missing, starts the server on a
// fresh database, and sets E2E_BASE_URL). Debian's chromium is used; Playwright's own browsers
// are never downloaded.
const baseURL = process.env.E2E_BASE_URL ?? 'http://localhost:3100';

const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

export default defineConfig({
  testDir: './specs',
  // E2E_OUTPUT_DIR keeps runs apart when several people share one checkout.
  outputDir: process.env.E2E_OUTPUT_DIR ?? '../test-results',
  // Generous ceilings: every wait is for a condition, and on a busy 2-core machine (another worker
  // building a remote with vite) the shell's first render, which loads all three route tables, can
  // take over 10 s.
  timeout: 90_000,
  expect: { timeout: 20_000 },
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL,
    headless: true,
    launchOptions: chromium,
    // No film strip: it keeps a screencast running through every test, which doubled the suite's
    // time on 2 cores. A failed test still keeps DOM snapshots, network, console and a screenshot.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true },
    screenshot: 'only-on-failure',
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: chromium },
    },
    {
      name: 'phone',
      // 375 px wide, touch: the spec's narrow-screen behaviour (cards, menu toggle, tap dropdown).
      use: {
        viewport: { width: 375, height: 812 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
        userAgent: devices['Pixel 7'].userAgent,
        launchOptions: chromium,
      },
      testMatch: /(phone|routes|a11y|journey-intent)\.spec\.ts$/,
    },
  ],
});
