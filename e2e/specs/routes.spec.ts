import { expect, type Request, test } from '@playwright/test';
import { adminSession, newActiveAgent, newCustomer, signIn } from '../support/api';
import { dismissOffersPopup, revealAll } from '../support/page';

// Every route of the spec's table: what a visitor sees, and what the guard does.

const REMOTE_FAILED = 'This part of the site could not be loaded. Please try again in a moment.';

const PUBLIC_PAGES: [string, RegExp | string][] = [
  ['/todayoffer', "Today's cab deals from our partner agents"],
  ['/contactus', 'Talk to our Jabalpur office'],
  ['/railwayticket', 'Train tickets booked for you'],
  ['/flightticket', 'Flights from Jabalpur and nearby airports'],
  ['/maiharropeway', 'Maihar ropeway and darshan, made easy'],
  ['/login', 'Login'],
  ['/register', 'Create your account'],
  ['/resetpassword', 'Set a New Password'],
];

const CUSTOMER_ONLY = ['/customerprofile', '/customertermsconditions'];
const ADMIN_OR_CUSTOMER = [
  '/oneway',
  '/onewayshowvehical',
  '/onewayconfirmvehical',
  '/customerdetailform',
  '/onewaypayadvance',
  '/qr-code',
  '/onewaydutyslip',
  '/offerconvehical',
  '/offerpayadvance',
];
const AGENT_PATHS: [string, string[]][] = [
  ['/agentprofile', ['agent']],
  ['/addoffer', ['admin', 'agent']],
  ['/agenttermcondition', ['agent']],
];
const ADMIN_PATHS = [
  '/adminprofile',
  '/admin/view-bookings',
  '/bookingdetail/1',
  '/allcustomers',
  '/singlecustomerdetail/1',
  '/allagents',
  '/singleagentdetail/1',
  '/advanceconformation',
  '/alloffersforadmin',
];

test('home page loads with the hero and the offers popup, fetching nothing from outside the machine', async ({ page }) => {
  const external: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (/^https?:$/.test(url.protocol) && !['localhost', '127.0.0.1'].includes(url.hostname)) external.push(r.url());
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('One-way cabs from Jabalpur');
  await dismissOffersPopup(page);
  await expect(page.getByRole('heading', { name: 'Available Offers' })).toBeVisible();
  await revealAll(page);
  expect(external).toEqual([]);
});

test("the home page's fleet pictures are image files of their own, drawn and cached for a year", async ({ page }) => {
  const pictures: { url: string; type: string | undefined; cache: string | undefined }[] = [];
  page.on('response', (r) => {
    if (r.url().endsWith('.svg') && r.url().includes('/assets/'))
      pictures.push({ url: r.url(), type: r.headers()['content-type'], cache: r.headers()['cache-control'] });
  });
  await page.goto('/');
  await dismissOffersPopup(page);
  const fleet = page.getByRole('list', { name: 'Our fleet' }).getByRole('img', { name: /^(Crysta|Dzire|Tavera|Zest|Ertiga) cab$/ });
  await expect(fleet).toHaveCount(5);
  for (const picture of await fleet.all()) {
    await picture.scrollIntoViewIfNeeded();
    expect(await picture.getAttribute('src')).toMatch(/^\/assets\/\w+-[\w-]+\.svg$/);
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0))).toBeGreaterThan(0);
  }
  expect(pictures.length).toBeGreaterThanOrEqual(5);
  for (const p of pictures) {
    expect(p.type).toContain('image/svg+xml');
    expect(p.cache).toContain('immutable');
  }
});

test("the scripts every first load runs carry V8's compile hint, a later page's code does not", async ({ page, request }) => {
  const HINT = '//# allFunctionsCalledOnLoad';
  const scripts = new Set<string>();
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script') scripts.add(new URL(r.url()).pathname);
  });
  const firstLine = async (path: string) => (await (await request.get(path)).text()).split('\n', 1)[0];
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('One-way cabs from Jabalpur');
  // The shell's app and shared libraries, the public remote's entry, route table and home page.
  const firstLoad = [
    /^\/assets\/app-/,
    /^\/assets\/loadShare-eager-/,
    /^\/remotes\/public\/remoteEntry\.js$/,
    /^\/remotes\/public\/assets\/routes-/,
    /^\/remotes\/public\/assets\/first-page-/,
  ];
  for (const pattern of firstLoad) {
    const path = [...scripts].find((p) => pattern.test(p));
    expect(path, `a script matching ${pattern}`).toBeDefined();
    expect(await firstLine(path!), path).toBe(HINT);
  }
  // The login page's code runs only on that page: it is compiled as its functions are called.
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Login', level: 1 })).toBeVisible();
  const login = [...scripts].find((p) => /^\/remotes\/public\/assets\/LoginPage-/.test(p));
  expect(login).toBeDefined();
  expect(await firstLine(login!)).not.toBe(HINT);
});

// Each path below is opened by its address (a full page load, as a deep link or a bookmark does) in
// one page per test: the browser's cache is warm after the first, which these checks do not depend on.
// Every path is checked even after one fails (soft expectations), and a failure names its path.
const TIMEOUT_PER_PATH_MS = 15_000;

test('a visitor opens each public page', async ({ page }) => {
  test.setTimeout(PUBLIC_PAGES.length * TIMEOUT_PER_PATH_MS);
  for (const [path, heading] of PUBLIC_PAGES) {
    await page.goto(path);
    await expect.soft(page.getByRole('heading', { level: 1, name: heading }), path).toBeVisible();
  }
});

const GUARDED = [...CUSTOMER_ONLY, ...ADMIN_OR_CUSTOMER, ...AGENT_PATHS.map(([p]) => p), ...ADMIN_PATHS];

test('a visitor at a guarded path is sent to /login, which keeps where they were going', async ({ page }) => {
  test.setTimeout(GUARDED.length * TIMEOUT_PER_PATH_MS);
  for (const path of GUARDED) {
    await page.goto(path);
    // The login page keeps where the visitor was going, to return there after signing in.
    await expect.soft(page, path).toHaveURL(/\/login\?returnTo=/);
    expect.soft(new URL(page.url()).searchParams.get('returnTo'), path).toBe(path);
    await expect.soft(page.getByRole('heading', { name: 'Login' }), path).toBeVisible();
  }
});

test.describe('signed-in customer', () => {
  test.beforeEach(async ({ page, request }) => {
    const { session } = await newCustomer(request);
    await signIn(page, session);
  });

  const NOT_FOR_CUSTOMERS = [...ADMIN_PATHS, '/agentprofile', '/addoffer', '/agenttermcondition'];

  test("a customer at an admin's or agent's path is sent to /unauthorized", async ({ page }) => {
    test.setTimeout(NOT_FOR_CUSTOMERS.length * TIMEOUT_PER_PATH_MS);
    for (const path of NOT_FOR_CUSTOMERS) {
      await page.goto(path);
      await expect.soft(page, path).toHaveURL(/\/unauthorized$/);
      await expect.soft(page.getByText('You do not have permission to view this page.'), path).toBeVisible();
    }
  });

  test('customer opens the customer pages', async ({ page }) => {
    await page.goto('/customerprofile');
    await expect(page.getByRole('heading', { name: 'Ride History' })).toBeVisible();
    await page.getByRole('link', { name: 'Customer Terms & Conditions' }).click();
    await expect(page).toHaveURL(/\/customertermsconditions$/);
    await page.goto('/customertermsconditions');
    await expect(page.getByRole('heading', { name: 'Customer Terms & Conditions' })).toBeVisible();
    await page.goto('/oneway');
    await expect(page.getByRole('heading', { name: 'Book a one-way cab from Jabalpur' })).toBeVisible();
    await page.goto('/onewayshowvehical');
    await expect(page.getByLabel('Pickup', { exact: true })).toHaveValue('Jabalpur, MP, India');
  });

  test('the history back button does not return to a guarded page the user was sent away from', async ({ page }) => {
    await page.goto('/contactus');
    await page.goto('/adminprofile');
    await expect(page).toHaveURL(/\/unauthorized$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/contactus$/);
  });
});

test("a link the mouse rests on has its page's code fetched first, so the page is drawn without the loading indicator", async ({
  page,
}) => {
  await page.goto('/');
  await dismissOffersPopup(page);
  await page.waitForLoadState('networkidle');
  // The public remote's code only: the other remotes' route tables load whenever the browser is idle.
  const isPublicCode = (r: Request) => r.resourceType() === 'script' && new URL(r.url()).pathname.startsWith('/remotes/public/');
  const publicCode: string[] = [];
  const arrived = new Set<string>();
  page.on('request', (r) => {
    if (isPublicCode(r)) publicCode.push(r.url());
  });
  page.on('requestfinished', (r) => {
    if (isPublicCode(r)) arrived.add(r.url());
  });
  // A visitor's "Book" leads to the login page (the one-way form is for signed-in customers).
  const book = page.locator('main a[href="/oneway"]').first();
  await book.hover();
  await expect.poll(() => publicCode.length).toBeGreaterThan(0);
  // The page's code has arrived and run (an idle callback comes after the tasks that run downloaded
  // modules). Not waitForLoadState('networkidle'): the page reached that before the hover, so it
  // returns at once, and the click could come while the code was still downloading.
  await expect
    .poll(async () => {
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(null))));
      return publicCode.every((url) => arrived.has(url));
    })
    .toBe(true);
  await page.evaluate(() => {
    const seen = { spinner: false };
    Object.assign(window, { __fallbackSeen: seen });
    new MutationObserver(() => {
      if (document.querySelector('main [role="status"] .animate-spin')) seen.spinner = true;
    }).observe(document.body, { childList: true, subtree: true });
  });
  const fetchedBeforeClick = publicCode.length;
  await book.click();
  await expect(page.getByRole('heading', { name: 'Login', level: 1 })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __fallbackSeen: { spinner: boolean } }).__fallbackSeen.spinner)).toBe(false);
  expect(publicCode).toHaveLength(fetchedBeforeClick);
});

test("an unknown path shows '404 Page Not Found'", async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
});

test('/unauthorized shows the Access Denied text', async ({ page }) => {
  await page.goto('/unauthorized');
  await expect(page.getByText('You do not have permission to view this page.')).toBeVisible();
});

// Only the remotes draw these headings: the shell alone (or its "could not be loaded" message) fails here.
test("an admin at /adminprofile and /addoffer gets the admin and agent remotes' own pages", async ({ page, request }) => {
  await signIn(page, await adminSession(request));
  await page.goto('/adminprofile');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Profile' })).toBeAttached();
  await expect(page.getByRole('heading', { name: 'Pending approvals' })).toBeVisible();
  await expect(page.getByText(REMOTE_FAILED)).toHaveCount(0);
  await page.goto('/addoffer');
  await expect(page.getByRole('heading', { level: 1, name: 'Add Travel Offer' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'How offers work' })).toBeVisible();
  await expect(page.getByText(REMOTE_FAILED)).toHaveCount(0);
});

test("an agent at /agentprofile and /agenttermcondition gets the agent remote's own pages", async ({ page, request }) => {
  const { session } = await newActiveAgent(request);
  await signIn(page, session);
  await page.goto('/agentprofile');
  await expect(page.getByRole('heading', { level: 1, name: 'Agent Profile' })).toBeAttached();
  await expect(page.getByRole('heading', { name: 'My Offers', exact: true })).toBeVisible();
  await expect(page.getByText(REMOTE_FAILED)).toHaveCount(0);
  await page.goto('/agenttermcondition');
  await expect(page.getByRole('heading', { level: 1, name: 'Agent Terms & Conditions' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Agent terms' })).toBeVisible();
  await expect(page.getByText(REMOTE_FAILED)).toHaveCount(0);
});

test('deep links get the shell (SPA fallback) with the remotes inlined: no remotes.json request before a page shows', async ({ page }) => {
  // (Served without the inlined block, the shell reads remotes.json from its base: standalone-remote.spec.ts.)
  const manifestRequests: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('remotes.json')) manifestRequests.push(new URL(r.url()).pathname);
  });
  await page.goto('/bookingdetail/12');
  await expect(page).toHaveURL(/\/login\?returnTo=%2Fbookingdetail%2F12$/);
  await page.goto('/some/deep/unknown/link');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await page.goto('/railwayticket');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(manifestRequests).toEqual([]);
});
