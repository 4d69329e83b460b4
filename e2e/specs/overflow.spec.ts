import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminSession, createBooking, createOffer, newActiveAgent, newCustomer, signIn, type Session } from '../support/api';
import { personData, type PersonData } from '../support/data';

// Issue 15, "Layouts": every route of the three remotes' route tables, as each role allowed to see
// it, at each width, without horizontal overflow. The routes are read from the remotes' own
// routes.tsx, so a new route is checked the day it is added (a new path parameter fails here until
// it is given a sample below). One browser context per role; each route is opened once by an in-app
// navigation and then measured at every width by resizing the viewport in place.

const WIDTHS = [320, 375, 768, 1024, 1366] as const;
type Role = 'visitor' | 'customer' | 'agent' | 'admin';
const ROLES: Role[] = ['visitor', 'customer', 'agent', 'admin'];

interface TableRoute {
  path: string;
  /** Undefined: open to everyone. */
  allowedRoles?: string[];
}

/** Reads `path:` and `allowedRoles:` from a remote's routes.tsx (the table the shell loads). */
function readRouteTable(remote: 'public' | 'agent' | 'admin'): TableRoute[] {
  const source = readFileSync(join(__dirname, '..', '..', 'frontends', remote, 'src', 'routes.tsx'), 'utf8');
  const roleLists = new Map<string, string[]>();
  for (const [, name, list] of source.matchAll(/const (\w+): readonly Role\[\] = \[([^\]]*)\]/g)) {
    roleLists.set(
      name,
      [...list.matchAll(/'(\w+)'/g)].map((m) => m[1]),
    );
  }
  const table = source.slice(source.indexOf('export const routes'));
  // A table that ends `.map((route) => ({ ...route, allowedRoles: X }))` gives every route X.
  const forAll = /\.map\(\(route\) => \(\{ \.\.\.route, allowedRoles: (\w+) \}\)\)/.exec(table)?.[1];
  const entries = table.split(/(?=\{\s*path: ')/).slice(1);
  const routes = entries.map((entry) => {
    const path = /path: '([^']+)'/.exec(entry)?.[1] ?? '';
    const roles = forAll ?? /allowedRoles: (\w+)/.exec(entry)?.[1];
    if (roles && !roleLists.has(roles)) throw new Error(`${remote}/routes.tsx: unknown role list ${roles}`);
    return { path, allowedRoles: roles ? roleLists.get(roles) : undefined };
  });
  if (routes.length === 0 || routes.some((r) => !r.path)) throw new Error(`could not read ${remote}/routes.tsx`);
  return routes;
}

const ROUTES = [...readRouteTable('public'), ...readRouteTable('agent'), ...readRouteTable('admin')];

function routesFor(role: Role): TableRoute[] {
  return ROUTES.filter((r) => !r.allowedRoles || (role !== 'visitor' && r.allowedRoles.includes(role)));
}

/** Sample values for the path parameters, made per run (a new parameter has to be added here). */
interface Samples {
  tripType: string;
  token: string;
  packageId: string;
  bookingId: string;
  customerId: string;
  agentId: string;
}

function concrete(path: string, samples: Samples): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const key = ({ tripType: 'tripType', token: 'token' } as Record<string, keyof Samples>)[name] ?? idSample(path);
    return encodeURIComponent(samples[key]);
  });
}

function idSample(path: string): keyof Samples {
  if (path.startsWith('/packages/')) return 'packageId';
  if (path.startsWith('/bookingdetail/')) return 'bookingId';
  if (path.startsWith('/singlecustomerdetail/')) return 'customerId';
  if (path.startsWith('/singleagentdetail/')) return 'agentId';
  throw new Error(`no sample for the parameter of ${path}: add one to overflow.spec.ts`);
}

/** Someone with a long e-mail address (over 50 characters, no place to break a line), the hardest text to fit on a phone. */
function withLongEmail(role: 'customer' | 'agent'): PersonData {
  const person = personData(role);
  return { ...person, email: person.email.replace('@', '.bookingsdesk@narmadatravels.') };
}

/** What the role's pages show: an agent's offer (its long e-mail in the admin's tables), a customer's booking. */
async function makeSamples(request: APIRequestContext, role: Role): Promise<{ samples: Samples; session?: Session }> {
  const agent = role === 'agent' || role === 'admin' ? await newActiveAgent(request, withLongEmail('agent')) : undefined;
  if (agent) await createOffer(request, agent.session, { vehicle: 'Crysta' });
  const customer = role === 'customer' || role === 'admin' ? await newCustomer(request, withLongEmail('customer')) : undefined;
  const booking = customer ? await createBooking(request, customer.session) : undefined;
  const packages = (await (await request.get('/api/packages')).json()) as { data: { _id?: string | number; id?: string | number }[] };
  const first = packages.data[0];
  const session = {
    visitor: undefined,
    customer: customer?.session,
    agent: agent?.session,
    admin: role === 'admin' ? await adminSession(request) : undefined,
  }[role];
  return {
    samples: {
      tripType: 'round-trip',
      // No driver link exists without an assigned driver and cab: the sheet's "link not valid" page.
      token: 'no-such-token',
      packageId: String(first?._id ?? first?.id ?? 1),
      bookingId: String(booking?._id ?? 1),
      customerId: String(customer?.session.user.id ?? 1),
      agentId: String(agent?.session.user.id ?? 1),
    },
    session,
  };
}

/** Opens `path` inside the running app (React Router listens to popstate), so no page reloads. */
async function navigateInApp(page: Page, path: string) {
  await page.evaluate((p) => {
    window.history.pushState({ usr: null, key: `overflow-${Date.now()}`, idx: window.history.length }, '', p);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);
  await page.waitForFunction(pageShown);
}

/** Runs in the page: the page has drawn its content (not the loading spinner or a skeleton). */
function pageShown(): boolean {
  const main = document.querySelector('main');
  if (!main || document.querySelector('[aria-busy="true"], main .animate-spin')) return false;
  return (main.textContent ?? '').trim() !== '';
}

interface Overflow {
  scrollWidth: number;
  offenders: string[];
}

/**
 * Runs in the page: the document's scroll width, and every visible element that reaches past the
 * viewport's edges without an ancestor that clips or scrolls it sideways, plus text cut off by its own
 * box (overflow hidden without an ellipsis, the "₹3,8" kind).
 */
function measure(): Overflow {
  const width = document.documentElement.clientWidth;
  const describe = (el: Element) => {
    const id = el.id ? `#${el.id}` : '';
    const testId = el.getAttribute('data-testid') ? `[data-testid=${el.getAttribute('data-testid')}]` : '';
    const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    return `${el.tagName.toLowerCase()}${id}${testId} "${text}"`;
  };
  /** The nearest ancestor that clips or scrolls `el` sideways, if any, and whether `el` moves inside it (a marquee). */
  const clippingAncestor = (el: Element) => {
    let moving = el.getAnimations().length > 0;
    for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
      const style = getComputedStyle(a);
      if (style.overflowX !== 'visible') {
        return { box: a.getBoundingClientRect(), scrolls: style.overflowX === 'auto' || style.overflowX === 'scroll', moving };
      }
      if (style.position === 'fixed') return undefined;
      moving ||= a.getAnimations().length > 0;
    }
    return undefined;
  };
  const isText = (el: Element) => el.children.length === 0 && (el.textContent ?? '').trim() !== '';
  const offenders: string[] = [];
  // Styles are read only for the few elements whose box or text overflows (reading every element's
  // style at every width would be most of this spec's time).
  for (const el of Array.from(document.body.querySelectorAll('*'))) {
    const box = el.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    if (box.right > width + 1 || box.left < -1) {
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden') continue;
      const clip = clippingAncestor(el);
      if (clip) {
        // A scrolling ancestor shows the rest on a swipe, a moving part (the notice's marquee) shows it
        // in turn, and a part wholly outside its clipping ancestor is hidden on purpose (a carousel's
        // other slides); other text only partly shown is cut.
        const partlyShown = box.left < clip.box.right - 1 && box.right > clip.box.left + 1;
        const cutByAncestor =
          !clip.scrolls && !clip.moving && partlyShown && (box.right > clip.box.right + 1 || box.left < clip.box.left - 1);
        if (cutByAncestor && isText(el) && style.clip === 'auto' && style.textOverflow !== 'ellipsis') {
          offenders.push(
            `${describe(el)} cut by its container: ${Math.round(box.left)}–${Math.round(box.right)} px in ${Math.round(clip.box.left)}–${Math.round(clip.box.right)} px`,
          );
        }
        continue;
      }
      // Off-canvas parts (a closed drawer moved aside) are not in the page's flow.
      if (style.position === 'fixed' && (box.left >= width || box.right <= 0)) continue;
      offenders.push(`${describe(el)} spans ${Math.round(box.left)}–${Math.round(box.right)} px`);
      continue;
    }
    if (!isText(el) || el.scrollWidth <= el.clientWidth + 1) continue;
    const style = getComputedStyle(el);
    const cut =
      (style.overflowX === 'hidden' || style.overflowX === 'clip') &&
      style.textOverflow !== 'ellipsis' &&
      // Text hidden on purpose for screen readers (sr-only: clipped to nothing) is not cut.
      style.clip === 'auto' &&
      style.clipPath === 'none';
    if (cut) offenders.push(`${describe(el)} cut: ${el.scrollWidth} px in ${el.clientWidth} px`);
  }
  // The portals' side menu lines up with the header's content edge (the home link).
  const menu = document.querySelector('main aside nav');
  const home = document.querySelector('header a[href="/"]');
  if (menu && home && getComputedStyle(menu).display !== 'none') {
    const gap = menu.getBoundingClientRect().left - home.getBoundingClientRect().left;
    if (width >= 768 && Math.abs(gap) > 2) offenders.push(`the side menu starts ${Math.round(gap)} px from the header's edge`);
  }
  return { scrollWidth: document.documentElement.scrollWidth, offenders };
}

test.describe.configure({ mode: 'parallel' });

for (const role of ROLES) {
  test(`every route as ${role} at ${WIDTHS.join(', ')} px has no horizontal overflow`, async ({ browser, request }) => {
    test.setTimeout(240_000);
    const { samples, session } = await makeSamples(request, role);
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    if (session) await signIn(page, session);
    // Home's offers popup opens on "/" and is measured with the page.
    await page.goto('/contactus');
    await page.waitForFunction(pageShown);

    const problems: string[] = [];
    let checks = 0;
    for (const route of routesFor(role)) {
      const path = concrete(route.path, samples);
      await navigateInApp(page, path);
      const landed = new URL(page.url()).pathname;
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
        const { scrollWidth, offenders } = await page.evaluate(measure);
        checks += 1;
        if (scrollWidth > width || offenders.length > 0) {
          problems.push(
            `${path}${landed !== path ? ` (→ ${landed})` : ''} at ${width} px: scrollWidth ${scrollWidth}; ${offenders.slice(0, 4).join('; ')}`,
          );
        }
      }
      await page.setViewportSize({ width: 1366, height: 900 });
    }
    const note = `${role}: ${routesFor(role).length} routes × ${WIDTHS.length} widths = ${checks} checks`;
    test.info().annotations.push({ type: 'overflow', description: note });
    console.log(note);
    expect(problems, problems.join('\n')).toEqual([]);
    await context.close();
  });
}

/** Pages whose loading placeholders (skeleton cards, the profile's card) show before their data. */
const LOADING_PAGES: { role: 'customer' | 'agent'; path: string }[] = [
  { role: 'customer', path: '/customerprofile' },
  { role: 'agent', path: '/agentprofile' },
];

for (const { role, path } of LOADING_PAGES) {
  test(`${path} while its data loads fits a 320 px phone`, async ({ browser, request }) => {
    const { session } =
      role === 'agent' ? await newActiveAgent(request, withLongEmail('agent')) : await newCustomer(request, withLongEmail('customer'));
    const context = await browser.newContext({ viewport: { width: 320, height: 900 } });
    const page = await context.newPage();
    await signIn(page, session);
    // Every answer of the API is held back, so the page stays on its loading placeholders.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/**', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(path);
    await expect(page.getByRole('status', { name: 'Loading profile' })).toBeVisible();
    const { scrollWidth, offenders } = await page.evaluate(measure);
    release();
    expect(offenders).toEqual([]);
    expect(scrollWidth).toBe(320);
    await expect(page.getByText(session.user.email)).toBeVisible();
    await context.close();
  });
}

test('the route tables are read: each remote has routes, guarded ones carry their roles', () => {
  expect(ROUTES.find((r) => r.path === '/')).toEqual({ path: '/', allowedRoles: undefined });
  expect(ROUTES.find((r) => r.path === '/addoffer')?.allowedRoles).toEqual(['admin', 'agent']);
  expect(ROUTES.find((r) => r.path === '/admin/view-bookings')?.allowedRoles).toEqual(['admin']);
  expect(routesFor('visitor').every((r) => !r.allowedRoles)).toBe(true);
});
