import { expect, test, type Page } from '@playwright/test';
import { createBooking, newCustomer, setBookingStatus, signIn } from '../support/api';
import { isoDateInDays } from '../support/data';
import { openWithState, revealAll, seriousA11yViolations } from '../support/page';

// axe-core on every page of the public remote and the shell: no serious or critical violations.
// axe is injected as a script tag; the site's CSP (script-src 'self') would block it.
test.use({ bypassCSP: true });

const ride = {
  from: 'Jabalpur, MP, India',
  to: 'Bhopal, Madhya Pradesh, India',
  date: isoDateInDays(6),
  startTime: '07:30',
  pickupInfo: 'Bus station to Bus station',
  distance: 315,
  duration: 370,
  vehicle: 'Dzire',
  seats: 5,
  baseAmount: 5040,
  driverAllowance: 200,
  totalAmount: 5240,
};
const passenger = { name: 'Asha Verma', phone: '9876543210', email: 'asha@example.in', idType: 'Aadhar Card', idNumber: '123412341234' };
const offer = {
  _id: 'o1',
  from: 'Jabalpur',
  to: 'Nagpur',
  vehicle: 'Crysta',
  seats: 7,
  date: isoDateInDays(5),
  startTime: '10:00',
  endTime: '12:00',
  distance: 280,
  amount: 3999,
};

async function expectAccessible(page: Page, name: string) {
  await revealAll(page);
  const violations = await seriousA11yViolations(page);
  expect(violations, `${name}: ${JSON.stringify(violations, null, 2)}`).toEqual([]);
}

const PUBLIC_PATHS = [
  '/todayoffer',
  '/contactus',
  '/railwayticket',
  '/flightticket',
  '/maiharropeway',
  '/login',
  '/register',
  '/resetpassword',
  '/resetpassword?token=e2e-a11y',
  '/unauthorized',
  '/missing-page',
];

for (const path of PUBLIC_PATHS) {
  test(`${path} has no serious accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expectAccessible(page, path);
  });
}

test('home, with and without the offers popup, has no serious accessibility violations', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('dialog', { name: 'Available Offers' })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.getByRole('dialog').getByRole('button', { name: 'Close', exact: true }).click();
  await expectAccessible(page, '/');
});

test('register as an agent has no serious accessibility violations', async ({ page }) => {
  await page.goto('/register');
  await page.getByLabel('Role').selectOption('agent');
  await expectAccessible(page, '/register (agent)');
});

test.describe('customer pages', () => {
  test.beforeEach(async ({ page, request }) => {
    const { session } = await newCustomer(request);
    const pending = await createBooking(request, session);
    const confirmed = await createBooking(request, session, { to: 'Katni, Madhya Pradesh, India' });
    await setBookingStatus(request, confirmed._id, 'confirmed');
    await signIn(page, session);
    test.info().annotations.push({ type: 'bookings', description: `${pending._id},${confirmed._id}` });
  });

  test('profile, terms and the one-way form', async ({ page }) => {
    await page.goto('/customerprofile');
    await expect(page.getByTestId('booking-card')).toHaveCount(2);
    await expectAccessible(page, '/customerprofile');
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await expectAccessible(page, '/customerprofile (editing)');

    await page.goto('/customertermsconditions');
    await expectAccessible(page, '/customertermsconditions (English)');
    // The terms' own toggle (the header's switch does the same).
    await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'हिन्दी' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    await expectAccessible(page, '/customertermsconditions (Hindi)');

    await page.goto('/oneway');
    await expectAccessible(page, '/oneway');
    await page.goto('/onewayshowvehical');
    await expectAccessible(page, '/onewayshowvehical (form)');
  });

  test('the booking flow pages', async ({ page }) => {
    await openWithState(page, '/onewayshowvehical', ride);
    await expect(page.getByRole('button', { name: 'Select Dzire' }).first()).toBeAttached();
    await expectAccessible(page, '/onewayshowvehical (vehicles)');

    await openWithState(page, '/onewayconfirmvehical', { offer: ride });
    await expectAccessible(page, '/onewayconfirmvehical');

    await openWithState(page, '/customerdetailform', { offer: ride, flow: 'oneway' });
    await expectAccessible(page, '/customerdetailform');

    await openWithState(page, '/onewaypayadvance', { offer: ride, flow: 'oneway', passenger });
    await expectAccessible(page, '/onewaypayadvance');

    await openWithState(page, '/offerconvehical', { offer });
    await expectAccessible(page, '/offerconvehical');

    await openWithState(page, '/offerpayadvance', { offer: { ...offer, offerId: 'o1' }, flow: 'offer', passenger });
    await expectAccessible(page, '/offerpayadvance');
  });

  test('Scan & Pay and the duty slip', async ({ page }) => {
    const [, confirmed] = (test.info().annotations.find((a) => a.type === 'bookings')?.description ?? '').split(',');
    await page.goto(`/qr-code?booking=${confirmed}`);
    await expect(page.getByRole('img', { name: /UPI QR code/ })).toBeVisible();
    await expectAccessible(page, '/qr-code');
    await page.goto(`/onewaydutyslip?booking=${confirmed}`);
    await expect(page.getByRole('heading', { name: 'Duty Slip (One Way Journey)' })).toBeVisible();
    await expectAccessible(page, '/onewaydutyslip');
  });
});
