import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
  type Response,
} from '@playwright/test';
import { adminSession, bearer, newCustomer, signIn, type Session } from '../support/api';
import { isoDateInDays, personData } from '../support/data';
import { dismissOffersPopup, pickPlace, solveCaptcha } from '../support/page';

// Issue 10, "done when": from the home page a visitor quotes and a customer books a two-day round
// trip Jabalpur → Bandhavgarh → Jabalpur, an 8 h local car, an airport drop and a national-park
// package, each with its fare line by line; the lines and totals the server gave are the ones ride
// history shows; an admin changes a rate and the old booking keeps its price; an enquiry reaches the
// admin's page live. One customer and one package are shared by the steps (serial, desktop only).

test.describe.configure({ mode: 'serial' });

interface QuoteLine {
  code: string;
  label: string;
  quantity?: number;
  rate?: number;
  amount: number;
}
interface VehicleQuote {
  vehicle: string;
  lines: QuoteLine[];
  taxable: number;
  gst: number;
  total: number;
  advance: number;
  /** Paid on top (tolls, parking, a local car's extra km and hours), said up front. */
  extra: string[];
}
interface QuoteAnswer {
  data: { distance: number; fareVersion: number; vehicles: VehicleQuote[] };
}
interface FareTable {
  vehicles: { vehicle: string; roundTripPerKm: number }[];
}

const VEHICLE = 'Dzire';
const rupees = (n: number) => new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 }).format(n);
/** What the journey saw, for the report: vehicle, lines and total of each trip type. */
const seen: string[] = [];

let customer: Session;
let password = '';
let packageTitle = '';
let roundTrip: { reference: string; total: number; lines: QuoteLine[] } | undefined;
/** One tab for the whole journey (the visitor who becomes the customer), so the site loads once. */
let page: Page;
/** The admin's tab, opened by the fare step and kept for the enquiry step. */
let office: { context: BrowserContext; page: Page } | undefined;

test.beforeAll(async ({ playwright, browser }, info) => {
  page = await browser.newPage();
  const api = await playwright.request.newContext({ baseURL: info.project.use.baseURL });
  const made = await newCustomer(api);
  customer = made.session;
  password = made.data.password;
  const admin = await adminSession(api);
  packageTitle = `Bandhavgarh safari weekend ${personData().fullName.slice(-4)}`;
  const created = await api.post('/api/packages', {
    headers: bearer(admin),
    data: {
      tripType: 'national-park',
      title: packageTitle,
      titleHi: 'बांधवगढ़ सफ़ारी वीकेंड',
      itinerary: ['Day 1: Jabalpur to Tala, Bandhavgarh', 'Day 2: morning safari, back to Jabalpur'],
      itineraryHi: ['दिन 1: जबलपुर से ताला, बांधवगढ़', 'दिन 2: सुबह सफ़ारी, जबलपुर वापसी'],
      inclusions: ['Fuel', 'Driver allowance'],
      inclusionsHi: ['ईंधन', 'ड्राइवर भत्ता'],
      exclusions: ['Safari permits and gypsy'],
      exclusionsHi: ['सफ़ारी परमिट और जिप्सी'],
      places: ['Bandhavgarh'],
      km: 500,
      hours: 36,
      prices: [
        { vehicle: 'Dzire', price: 6500 },
        { vehicle: 'Ertiga', price: 8200 },
      ],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  await api.dispose();
});

test.afterAll(async () => {
  await office?.context.close();
  await page.close();
  console.log(`quotes seen:\n${seen.join('\n')}`);
});

const isQuote = (r: Response) => r.url().endsWith('/api/quotes') && r.request().method() === 'POST';

/** The quote the server answered, shown on the quote page line by line for the vehicle. */
async function readQuote(answer: Promise<Response>, tripType: string): Promise<VehicleQuote> {
  const response = await answer;
  expect(response.status()).toBe(200);
  const quote = ((await response.json()) as QuoteAnswer).data;
  const priced = quote.vehicles.find((v) => v.vehicle === VEHICLE);
  expect(priced, `${VEHICLE} is quoted`).toBeTruthy();
  const card = page.getByRole('listitem', { name: VEHICLE, exact: true });
  await expectLines(card, priced as VehicleQuote);
  await expect(card).toContainText(rupees((priced as VehicleQuote).advance));
  for (const extra of (priced as VehicleQuote).extra) await expect(card).toContainText(extra);
  const p = priced as VehicleQuote;
  const lines = p.lines.map(
    (l) => `${l.label}${l.quantity !== undefined && l.rate !== undefined ? ` (${l.quantity} × ₹${l.rate})` : ''} ₹${l.amount}`,
  );
  seen.push(
    `${tripType}, ${VEHICLE}, ${quote.distance} km, fare version ${quote.fareVersion}: ${lines.join('; ')}; taxable ₹${p.taxable} + GST ₹${p.gst} = total ₹${p.total}, advance ₹${p.advance}`,
  );
  return priced as VehicleQuote;
}

/** Every line's label and amount, then the taxable value, GST and total, in this table. */
async function expectLines(table: Locator, priced: Pick<VehicleQuote, 'lines' | 'taxable' | 'gst' | 'total'>) {
  for (const line of priced.lines) {
    const row = table.locator(`tr[data-code="${line.code}"]`);
    await expect(row).toContainText(line.label);
    await expect(row).toContainText(rupees(line.amount));
  }
  await expect(table.getByRole('row', { name: /^Taxable Value/ })).toContainText(rupees(priced.taxable));
  await expect(table.getByRole('row', { name: /^GST \(included\)/ })).toContainText(rupees(priced.gst));
  await expect(table.getByTestId('quote-total')).toHaveText(rupees(priced.total));
}

/** From the quote page: Book the vehicle, passenger details, the pay page's lines and terms, Book; then ride history. */
async function bookQuoted(priced: VehicleQuote, tripType: string, drop: string) {
  await page.getByRole('button', { name: `Book ${VEHICLE}` }).click();
  await expect(page.getByRole('heading', { name: 'Passenger Details' })).toBeVisible();
  await page.getByLabel('Pickup Address').fill('12 Napier Town, near Bhawartal Garden');
  await page.getByLabel('Drop Address').fill(drop);
  await page.getByLabel('ID Number').fill('1234 5678 9012');
  await page.getByRole('button', { name: 'Continue to Payment' }).click();

  await expect(page).toHaveURL(/\/trippayadvance$/);
  const payment = page.getByRole('region', { name: 'Payment Summary' });
  for (const line of priced.lines) {
    await expect(payment).toContainText(line.label);
    await expect(payment).toContainText(rupees(line.amount));
  }
  await expect(payment).toContainText(rupees(priced.total));
  await expect(page.getByRole('region', { name: 'Cancellation terms' })).toBeVisible();
  await solveCaptcha(page);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Book' }).click();
  await expect(page.getByRole('alert')).toHaveText('Booking successful! Redirecting to your profile... 🎉');

  await expect(page).toHaveURL(/\/customerprofile$/);
  const reference = /JBP-\d{6}/.exec((await page.getByTestId('booking-confirmation').textContent()) ?? '')?.[0] ?? '';
  expect(reference).not.toBe('');
  const card = page.getByTestId('booking-card').filter({ hasText: reference });
  await expect(card.getByTestId('card-trip-type')).toHaveText(tripType);
  await expect(card.getByTestId('card-total')).toHaveText(rupees(priced.total));
  await card.getByText('Fare, line by line').click();
  await expectLines(card.getByTestId('card-fare'), priced);
  return reference;
}

/** The home page, by its logo once the site is open (no reload), with the offers popup closed. */
async function openHome() {
  if (page.url().startsWith('http'))
    await page
      .getByRole('banner')
      .getByRole('link', { name: / home$/ })
      .click();
  else await page.goto('/');
  await dismissOffersPopup(page);
}

async function openHomeTab(tab: string) {
  await openHome();
  await page.getByRole('tab', { name: tab }).click();
}

test('a visitor quotes a two-day round trip to Bandhavgarh, logs in on choosing a vehicle, returns to it and books', async () => {
  let priced: VehicleQuote | undefined;
  await test.step('the home page quotes the round trip line by line', async () => {
    await openHomeTab('Round trip');
    const form = page.getByRole('form', { name: 'Round trip search' });
    await expect(form.getByLabel('Pickup', { exact: true })).toHaveValue('Jabalpur, MP, India');
    await pickPlace(page, 'Destination', 'Bandhav', /^Bandhavgarh/);
    await form.getByLabel('Date', { exact: true }).fill(isoDateInDays(7));
    await form.getByLabel('Pickup Time').fill('06:00');
    await form.getByLabel('Return Date').fill(isoDateInDays(8));
    await form.getByLabel('Return Time').fill('20:00');
    const answer = page.waitForResponse(isQuote);
    await form.getByRole('button', { name: 'See Fares' }).click();
    await expect(page).toHaveURL(/\/quote\?tripType=round-trip/);
    priced = await readQuote(answer, 'round trip Jabalpur → Bandhavgarh → Jabalpur, 2 days');
    expect(priced.lines.map((l) => l.code)).toEqual(expect.arrayContaining(['distance', 'driver-allowance']));
  });

  await test.step('choosing a vehicle asks to log in, and the login returns to the same quote with it chosen', async () => {
    const quoteUrl = page.url();
    await page.getByRole('button', { name: `Book ${VEHICLE}` }).click();
    await expect(page).toHaveURL(/\/login\?returnTo=%2Fquote%3F/);
    await page.getByLabel('Email or Mobile').fill(customer.user.email);
    await page.getByLabel('Password').fill(password);
    const answer = page.waitForResponse(isQuote);
    await page.getByRole('main').getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(`${quoteUrl}&vehicle=${VEHICLE}`);
    const again = await readQuote(answer, 'round trip (after login)');
    seen.pop();
    expect(again.total).toBe(priced?.total);
    const card = page.getByRole('listitem', { name: VEHICLE, exact: true });
    await expect(card).toHaveAttribute('aria-current', 'true');
    await expect(card.getByTestId('chosen-vehicle')).toBeVisible();
    await expect(card.getByRole('button', { name: `Book ${VEHICLE}` })).toBeFocused();
  });

  await test.step('books it; ride history shows the same lines and total', async () => {
    const p = priced as VehicleQuote;
    const reference = await bookQuoted(p, 'Round trip', 'Tala Gate, Bandhavgarh');
    roundTrip = { reference, total: p.total, lines: p.lines };
  });
});

test('a customer books an 8 h local car from the home page', async () => {
  await openHomeTab('Local');
  const form = page.getByRole('form', { name: 'Local cab search' });
  // A local car's pickup is any address in the city (no distance is measured).
  await page.getByRole('combobox', { name: 'Pickup address in Jabalpur' }).fill('12 Napier Town, Jabalpur');
  await expect(form.getByLabel('Package')).toHaveValue('8');
  await form.getByLabel('Date', { exact: true }).fill(isoDateInDays(6));
  await form.getByLabel('Pickup Time').fill('09:00');
  const answer = page.waitForResponse(isQuote);
  await form.getByRole('button', { name: 'See Fares' }).click();
  const priced = await readQuote(answer, 'local 8 h / 80 km from Napier Town');
  // The extra-km and extra-hour rates are shown up front (readQuote checks every extra the server named).
  expect(priced.extra.join(' ')).toMatch(/Extra km: .* per km.*Extra hour: .* per hour/);
  await bookQuoted(priced, 'Local', 'Back at Napier Town');
});

test('a customer books an airport drop at Dumna from the home page', async () => {
  await openHomeTab('Airport/Railway');
  const form = page.getByRole('form', { name: 'Airport and railway station search' });
  await expect(form.getByLabel('Trip')).toHaveValue('to-station');
  await expect(form.getByLabel('Airport or station')).toHaveValue('Dumna Airport, Jabalpur');
  // The fare is banded by road distance from a place the gazetteer knows.
  await pickPlace(page, 'Your address in Jabalpur', 'Jabalp', /^Jabalpur, Madhya Pradesh/);
  await form.getByLabel('Date', { exact: true }).fill(isoDateInDays(5));
  await form.getByLabel('Pickup Time').fill('05:30');
  const answer = page.waitForResponse(isQuote);
  await form.getByRole('button', { name: 'See Fares' }).click();
  const priced = await readQuote(answer, 'airport drop Jabalpur → Dumna');
  await bookQuoted(priced, 'Airport/Railway', 'Dumna Airport departures');
});

test('a customer books a national-park package from the home page', async () => {
  await openHome();
  await page.getByRole('heading', { name: packageTitle }).getByRole('link').click();
  await expect(page.getByRole('heading', { name: packageTitle, level: 1 })).toBeVisible();
  await page.getByLabel('Date', { exact: true }).fill(isoDateInDays(9));
  await page.getByLabel('Pickup Time').fill('05:00');
  const answer = page.waitForResponse(isQuote);
  await page.getByRole('button', { name: 'Book this package' }).click();
  const priced = await readQuote(answer, `national-park package "${packageTitle}"`);
  expect(priced.total).toBe(6500);
  await bookQuoted(priced, 'National park', 'Tala Gate, Bandhavgarh');
});

async function fareTable(request: APIRequestContext, admin: Session): Promise<FareTable> {
  const response = await request.get('/api/fares/table', { headers: bearer(admin) });
  expect(response.ok()).toBeTruthy();
  return ((await response.json()) as { data: { table: FareTable } }).data.table;
}

async function officeTab(browser: Browser, admin: Session) {
  if (office) return office.page;
  const context = await browser.newContext();
  office = { context, page: await context.newPage() };
  await signIn(office.page, admin);
  return office.page;
}

test('an admin raises a rate on the Fares page; the round trip booked before keeps its price', async ({ browser, request }) => {
  expect(roundTrip, 'the round trip was booked').toBeTruthy();
  const admin = await adminSession(request);
  const before = await fareTable(request, admin);
  const rate = before.vehicles.find((v) => v.vehicle === VEHICLE)?.roundTripPerKm ?? 0;
  const desk = await officeTab(browser, admin);
  try {
    await desk.goto('/admin/fares');
    const dzire = desk.getByRole('group', { name: VEHICLE, exact: true });
    await dzire.getByLabel('Round trip and tour, per km').fill(String(rate + 2));
    await desk.getByRole('button', { name: 'Save as a new version' }).click();
    await expect(desk.getByText(/^Saved as version \d+\./)).toBeVisible();
    expect((await fareTable(request, admin)).vehicles.find((v) => v.vehicle === VEHICLE)?.roundTripPerKm).toBe(rate + 2);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profile' }).click();
    const card = page.getByTestId('booking-card').filter({ hasText: roundTrip?.reference ?? '' });
    await expect(card.getByTestId('card-total')).toHaveText(rupees(roundTrip?.total ?? 0));
    await card.getByText('Fare, line by line').click();
    for (const line of roundTrip?.lines ?? [])
      await expect(card.locator(`tr[data-code="${line.code}"]`)).toContainText(rupees(line.amount));
  } finally {
    // The other journeys on this server price with the table as it was.
    const restored = await request.put('/api/fares/table', { headers: bearer(admin), data: before });
    expect(restored.ok(), await restored.text()).toBeTruthy();
  }
});

test("an enquiry reaches the admin's Enquiries page live", async ({ browser, request }) => {
  const desk = await officeTab(browser, await adminSession(request));
  await desk.getByRole('navigation').getByRole('link', { name: 'Enquiries' }).first().click();
  await expect(desk.getByRole('heading', { name: 'Enquiries' })).toBeVisible();
  await desk.waitForLoadState('networkidle');
  const someone = personData();
  await page.goto('/enquiry?tripType=marriage');
  await page.getByLabel('Name').fill(someone.fullName);
  await page.getByLabel('Mobile').fill(someone.mobile);
  await page.getByLabel('Your message').fill('Five cars for a wedding in Jabalpur on the 12th, Wright Town to Gwarighat.');
  await page.getByRole('button', { name: 'Send Enquiry' }).click();
  await expect(page.getByText('Thank you, your enquiry has reached our office.')).toBeVisible();
  // No reload: the socket's notice brings it onto the open page.
  await expect(desk.getByRole('listitem', { name: someone.fullName })).toContainText('Five cars for a wedding');
});
