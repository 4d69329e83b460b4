import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { SMTPServer } from 'smtp-server';
import { adminSession, bearer, createBooking, login, newCustomer, register, setBookingStatus, signIn } from '../support/api';
import { ADMIN, isoDateInDays, personData } from '../support/data';
import { portAt } from '../support/ports';
import { stopProcessGroup, waitUntilAnswers } from '../support/processes';

// The operator's desk: a filtered list kept in the URL, its CSV, the dashboard, and the accounts a
// customer runs alone (a forgotten password reset from the e-mailed link, data export, deletion).

test.describe.configure({ mode: 'serial' });

test('the admin finds bookings by mobile and status; the filter survives a reload and Back; the CSV has exactly those rows', async ({
  page,
  request,
}) => {
  const admin = await adminSession(request);
  const { session: customer } = await newCustomer(request);
  const kept = await createBooking(request, customer);
  const cancelled = await createBooking(request, customer);
  await setBookingStatus(request, cancelled._id, 'cancelled');

  await signIn(page, admin);
  await page.goto('/admin/view-bookings');
  await expect(page.getByRole('heading', { level: 1, name: 'All Bookings' })).toBeVisible();
  await page.getByLabel('Search').fill(customer.user.mobile);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(new RegExp(`q=${customer.user.mobile}`));
  await expect(page.getByTestId('booking-row')).toHaveCount(2);
  await page.getByLabel('Status').selectOption('cancelled');
  await expect(page).toHaveURL(/status=cancelled/);
  await expect(page.getByTestId('booking-row')).toHaveCount(1);
  await expect(page.getByTestId('booking-row')).toContainText(String(cancelled.reference));
  await expect(page.getByTestId('list-total')).toHaveText('Page 1 of 1 · 1 match');

  await test.step('a reload (a bookmark) keeps the filter; Back undoes the last one', async () => {
    await page.reload();
    await expect(page.getByLabel('Search')).toHaveValue(customer.user.mobile);
    await expect(page.getByLabel('Status')).toHaveValue('cancelled');
    await expect(page.getByTestId('booking-row')).toHaveCount(1);
    await page.goBack();
    await expect(page).not.toHaveURL(/status=cancelled/);
    await expect(page.getByTestId('booking-row')).toHaveCount(2);
    await page.goForward();
    await expect(page.getByTestId('booking-row')).toHaveCount(1);
  });

  await test.step('Download CSV gives the filtered rows, Excel-safe', async () => {
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^bookings-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync((await download.path()) ?? '', 'utf8');
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const lines = csv.slice(1).trim().split(/\r?\n/);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^Reference,/);
    expect(lines[1]).toContain(String(cancelled.reference));
    expect(csv).not.toContain(String(kept.reference));
  });
});

test('the dashboard shows its tiles, opens the filtered list from one, and draws its charts', async ({ page, request }) => {
  const admin = await adminSession(request);
  const { session: customer } = await newCustomer(request);
  await createBooking(request, customer, { date: isoDateInDays(1) });
  // The charts end with this month (IST): on its last day tomorrow's trip is next month's, so the
  // charts get a trip of their own late today.
  if (isoDateInDays(1).slice(0, 7) !== isoDateInDays(0).slice(0, 7)) {
    await createBooking(request, customer, { date: isoDateInDays(0), time: '23:59' });
  }
  await signIn(page, admin);
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const tomorrow = page.getByTestId('tile-tripsTomorrow');
  await expect(tomorrow).toContainText("Tomorrow's trips");
  const count = Number((await tomorrow.locator('p').first().innerText()).replace(/\D/g, ''));
  expect(count).toBeGreaterThanOrEqual(1);
  await expect(page.getByTestId('tile-tripsToday')).toBeVisible();
  await expect(page.getByTestId('tile-advancesWaiting')).toBeVisible();
  const charts = page.getByTestId('dashboard-chart');
  await expect(charts).toHaveCount(3);
  // Recharts drew real bars (SVG paths), not an empty frame.
  await expect(charts.first().locator('.recharts-bar-rectangle path').first()).toBeVisible();

  await tomorrow.click();
  await expect(page).toHaveURL(new RegExp(`open=true&dateFrom=${isoDateInDays(1)}&dateTo=${isoDateInDays(1)}`));
  await expect(page.getByLabel('Status')).toHaveValue('open');
  await expect(page.getByTestId('list-total')).toContainText(`${count} match`);
});

test('a customer downloads their data and deletes their account; the login then fails', async ({ page, request }) => {
  const data = await register(request, 'customer', personData('leaving'));
  const session = await login(request, data.email, data.password);
  await signIn(page, session);
  await page.goto('/customerprofile');
  const section = page.getByRole('region', { name: 'Your data' });
  const [download] = await Promise.all([page.waitForEvent('download'), section.getByRole('button', { name: 'Download my data' }).click()]);
  const exported = JSON.parse(readFileSync((await download.path()) ?? '', 'utf8')) as { profile?: { email?: string } };
  expect(JSON.stringify(exported)).toContain(data.email);

  await section.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Your past bookings and their bills stay in our accounts');
  await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
  await dialog.getByLabel('Your password').fill(data.password);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Your account has been deleted.');
  await dialog.getByRole('button', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
  const again = await request.post('/api/auth/login', { data: { emailOrMobile: data.email, password: data.password } });
  expect(again.status()).toBe(401);
  const admin = await adminSession(request);
  const left = await request.get(`/api/users/customers?q=${data.mobile}`, { headers: bearer(admin) });
  expect(await left.json()).toEqual([]);
});

// "Forgot password?" sends mail: a second server, told to use a mailbox this test runs.
test.describe('a forgotten password', () => {
  const ROOT = resolve(__dirname, '..', '..');
  const SITE_PORT = portAt(27);
  const SMTP_PORT = portAt(28);
  const SITE = `http://localhost:${SITE_PORT}`;
  const mails: string[] = [];
  let smtp: SMTPServer | undefined;
  let server: ChildProcess | undefined;
  let dataDir = '';

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    smtp = new SMTPServer({
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, _session, callback) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
        stream.on('end', () => {
          mails.push(raw);
          callback();
        });
      },
    });
    await new Promise<void>((done) => smtp?.listen(SMTP_PORT, '127.0.0.1', done));
    dataDir = mkdtempSync(join(tmpdir(), 'jbp-desk-mail-'));
    server = spawn(process.execPath, ['backend/dist/main.js'], {
      cwd: ROOT,
      stdio: 'ignore',
      detached: true,
      env: {
        ...process.env,
        PORT: String(SITE_PORT),
        DATA_DIR: dataDir,
        AUTH_RATE_LIMIT: '0',
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
        MAIL_FROM: 'Jabalpur Cabs <bookings@jabalpurcabs.test>',
        PUBLIC_URL: SITE,
      },
    });
    await waitUntilAnswers(`${SITE}/api/health`, 'the mail server', 90_000);
  });

  test.afterAll(async () => {
    await stopProcessGroup(server);
    await new Promise<void>((done) => (smtp ? smtp.close(() => done()) : done()));
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  test('a customer asks for a link on the login page, opens it from the e-mail, sets a new password and logs in', async ({
    page,
    request,
  }) => {
    const person = personData('forgot');
    const registered = await request.post(`${SITE}/api/auth/register`, {
      multipart: { role: 'customer', ...person, confirmPassword: person.password },
    });
    expect(registered.status(), await registered.text()).toBe(201);

    await page.goto(`${SITE}/login`);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot Password?' })).toBeVisible();
    await page.getByLabel('Email or Mobile').fill(person.mobile);
    await page.getByRole('button', { name: 'Send Link' }).click();
    await expect(page.getByRole('alert')).toContainText('The link works once, for 30 minutes.');

    await expect.poll(() => mails.find((m) => m.includes(person.email)), { timeout: 20_000 }).toBeTruthy();
    // Quoted-printable: soft line breaks and '=' written as =3D.
    const mail = (mails.find((m) => m.includes(person.email)) ?? '').replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    const link = /https?:\/\/[^\s"<>]+\/resetpassword\?token=[^\s"<>]+/.exec(mail)?.[0] ?? '';
    expect(link.startsWith(`${SITE}/resetpassword?token=`)).toBe(true);

    await page.goto(link.replaceAll('&amp;', '&'));
    await expect(page.getByText('This link works only once')).toBeVisible();
    const password = 'Fresh@86420';
    await page.getByLabel('New Password').fill(password);
    await page.getByLabel('Confirm Password').fill(password);
    await page.getByRole('button', { name: 'Save Password' }).click();
    await expect(page.getByRole('alert')).toContainText('Your password has been changed.');

    await page.goto(`${SITE}/login`);
    await page.getByLabel('Email or Mobile').fill(person.email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/customerprofile$/);
  });
});
