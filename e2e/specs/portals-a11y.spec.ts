import { expect, test, type Page } from '@playwright/test';
import { adminSession, createBooking, createOffer, newActiveAgent, newCustomer, signIn, type Session } from '../support/api';
import { isoDateInDays } from '../support/data';
import { openWithState, revealAll, seriousA11yViolations } from '../support/page';

// axe-core on every page of the agent and admin portals, on the desktop and the phone: no serious
// or critical violations.
test.use({ bypassCSP: true });

async function expectAccessible(page: Page, name: string) {
  await revealAll(page);
  const violations = await seriousA11yViolations(page);
  expect(violations, `${name}: ${JSON.stringify(violations, null, 2)}`).toEqual([]);
}

/** On phones the side menu is folded; open it so its links are checked too. */
async function openSideMenu(page: Page) {
  const toggle = page.getByRole('button', { name: /^(Agent portal|Admin desk)/ });
  if (await toggle.isVisible()) {
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  }
}

test.describe('agent portal', () => {
  let agent: Session;
  test.beforeEach(async ({ page, request }) => {
    const made = await newActiveAgent(request);
    agent = made.session;
    await createOffer(request, agent, { amount: 2750 });
    await signIn(page, agent);
  });

  test('profile, editing, add offer and terms', async ({ page }) => {
    await page.goto('/agentprofile');
    await expect(page.getByTestId('my-offer')).toHaveCount(1);
    await expectAccessible(page, '/agentprofile');
    await openSideMenu(page);
    await expectAccessible(page, '/agentprofile (menu open)');
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await expectAccessible(page, '/agentprofile (editing)');

    await page.goto('/addoffer');
    await page.getByRole('button', { name: 'Submit Offer' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please fill all fields');
    await page.getByRole('combobox', { name: 'From' }).fill('Jab');
    await expect(page.getByRole('option').first()).toBeVisible();
    await expectAccessible(page, '/addoffer (suggestions open)');

    await page.goto('/agenttermcondition');
    await expectAccessible(page, '/agenttermcondition');
  });
});

test.describe('admin portal', () => {
  test('every admin page', async ({ page, request }) => {
    // Nine pages, each loaded and scanned by axe: more than one page's worth of time.
    test.slow();
    const customer = await newCustomer(request);
    const booking = await createBooking(request, customer.session, { date: isoDateInDays(9) });
    const agent = await newActiveAgent(request);
    await createOffer(request, agent.session, { amount: 2650 });
    const admin = await adminSession(request);
    await signIn(page, admin);

    await page.goto('/adminprofile');
    await expect(page.getByRole('heading', { name: 'Pending approvals' })).toBeVisible();
    await expectAccessible(page, '/adminprofile');
    await openSideMenu(page);
    await expectAccessible(page, '/adminprofile (menu open)');

    await page.goto('/admin/view-bookings');
    await expect(page.getByText(/^Page 1 of/)).toBeVisible();
    await expectAccessible(page, '/admin/view-bookings');

    await page.goto(`/bookingdetail/${booking._id}`);
    await expect(page.getByRole('region', { name: 'Advance' })).toBeVisible();
    await expectAccessible(page, '/bookingdetail/:id');

    await page.goto(`/advanceconformation?booking=${booking._id}`);
    await expect(page.getByRole('button', { name: 'Yes' })).toBeVisible();
    await expectAccessible(page, '/advanceconformation');

    await page.goto('/allcustomers');
    await expect(page.getByTestId('account-row').first()).toBeVisible();
    await expectAccessible(page, '/allcustomers');
    await page.goto(`/singlecustomerdetail/${customer.session.user.id}`);
    await expect(page.getByRole('heading', { level: 1, name: customer.data.fullName })).toBeVisible();
    await expectAccessible(page, '/singlecustomerdetail/:id');

    await page.goto('/allagents');
    await expect(page.getByTestId('account-row').first()).toBeVisible();
    await expectAccessible(page, '/allagents');
    await page.goto(`/singleagentdetail/${agent.session.user.id}`);
    await expect(page.getByRole('heading', { level: 1, name: agent.data.fullName })).toBeVisible();
    await expectAccessible(page, '/singleagentdetail/:id');

    await page.goto('/alloffersforadmin');
    await expect(page.getByRole('heading', { level: 1, name: 'All Offers with Agent Info' })).toBeVisible();
    await expect(page.getByText('Loading offers...')).toHaveCount(0);
    await expectAccessible(page, '/alloffersforadmin');

    await page.goto('/addoffer');
    await expectAccessible(page, '/addoffer (admin)');

    const ride = {
      from: 'Jabalpur, MP, India',
      to: 'Katni, Madhya Pradesh, India',
      date: isoDateInDays(6),
      startTime: '07:30',
      distance: 95,
      duration: 120,
      vehicle: 'Dzire',
      seats: 5,
    };
    const passenger = {
      name: 'Kamla Bai',
      phone: '9876543210',
      email: 'kamla@example.in',
      idType: 'Aadhar Card',
      idNumber: '123412341234',
    };
    await openWithState(page, '/onewaypayadvance', { offer: ride, flow: 'oneway', passenger });
    await expect(page.getByRole('group', { name: 'Book for customer' })).toBeVisible();
    await expectAccessible(page, '/onewaypayadvance (admin, book for customer)');
  });
});
