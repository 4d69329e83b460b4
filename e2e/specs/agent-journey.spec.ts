import { expect, test } from '@playwright/test';
import { adminSession, signIn } from '../support/api';
import { isoDateInDays, personData } from '../support/data';
import { pngImage } from '../support/images';
import { dismissOffersPopup, pickPlace } from '../support/page';

// Issue 5: an agent registers → cannot log in until approved → an admin approves → the agent adds
// an offer → it shows on the home page.

test('an agent registers, waits for approval, is approved by an admin, adds an offer and sees it on the home page', async ({
  page,
  browser,
  request,
}) => {
  test.skip((page.viewportSize()?.width ?? 0) < 768, 'desktop journey');
  const me = personData('agent');
  const amount = 2000 + Math.floor(Math.random() * 900);

  await test.step('register as an agent with an ID proof image', async () => {
    await page.goto('/register');
    await page.getByLabel('Role').selectOption('agent');
    await page.getByLabel('Full Name').fill(me.fullName);
    await page.getByLabel('Email').fill(me.email);
    await page.getByLabel('Mobile').fill(me.mobile);
    await page.getByLabel('Area').fill(me.area);
    await page.getByLabel('City').fill(me.city);
    await page.getByLabel('State').fill(me.state);
    await page.getByLabel('Pincode').fill(me.pincode);
    await page.getByLabel('Password', { exact: true }).fill(me.password);
    await page.getByLabel('Confirm Password').fill(me.password);
    await page.getByLabel('Traveler Name').fill('Narmada Travels');
    await page.getByLabel('ID Proof Type').selectOption('Aadhar Card');
    await page.getByLabel('ID Proof Image').setInputFiles({ name: 'aadhar.png', mimeType: 'image/png', buffer: pngImage() });
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page).toHaveURL(/\/awaiting-approval$/);
    await expect(page.getByRole('heading', { name: 'Waiting for approval' })).toBeVisible();
    await expect(page.getByText(/Expect the approval within one working day/)).toBeVisible();
  });

  const tryLogin = async () => {
    await page.goto('/login');
    await page.getByLabel('Email or Mobile').fill(me.email);
    await page.getByLabel('Password').fill(me.password);
    await page.getByRole('button', { name: 'Login' }).click();
  };

  await test.step('cannot log in before approval', async () => {
    await tryLogin();
    await expect(page.getByRole('alert')).toHaveText('Your account is awaiting approval by an admin.');
    await expect(page).toHaveURL(/\/login$/);
  });

  await test.step('an admin approves the agent from the admin profile, after checking the ID proof', async () => {
    const adminContext = await browser.newContext();
    const adminPage = await adminContext.newPage();
    await signIn(adminPage, await adminSession(request));
    await adminPage.goto('/adminprofile');
    const pending = adminPage.getByTestId('pending-account').filter({ hasText: me.fullName });
    await expect(pending).toContainText('Narmada Travels');
    await pending.getByRole('link', { name: me.fullName }).click();
    await expect(adminPage.getByRole('heading', { level: 1, name: me.fullName })).toBeVisible();
    const proof = adminPage.getByRole('img', { name: `Aadhaar Card of ${me.fullName}` });
    await expect(proof).toBeVisible();
    // Visible comes before loaded: the picture is a signed file URL that arrives over the network.
    await expect.poll(() => proof.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0))).toBeGreaterThan(0);
    await adminPage.goBack();
    await adminPage.getByRole('button', { name: `Approve ${me.fullName}` }).click();
    await expect(adminPage.getByRole('alert')).toContainText(`${me.fullName} is approved and can now log in.`);
    await adminContext.close();
  });

  await test.step('the approved agent logs in to the agent profile', async () => {
    await tryLogin();
    await expect(page).toHaveURL(/\/agentprofile$/);
    await expect(page.getByRole('heading', { name: me.fullName })).toBeVisible();
    await expect(page.getByText('You have not added any offers yet.')).toBeVisible();
  });

  await test.step('Add Travel Offer: places from 3 letters, the distance, and the reset after success', async () => {
    await page.getByRole('navigation', { name: 'Agent menu' }).getByRole('link', { name: 'Add Travel Offer' }).click();
    await expect(page).toHaveURL(/\/addoffer$/);
    await page.getByRole('button', { name: 'Submit Offer' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please fill all fields');

    await pickPlace(page, 'From', 'Jab', /^Jabalpur, Madhya Pradesh/);
    await pickPlace(page, 'To', 'Bho', /^Bhopal, Madhya Pradesh/);
    await expect(page.getByTestId('offer-distance')).toHaveText(/^Distance: [\d,.]+ km$/);
    await page.getByLabel('Vehicle').selectOption('Tavera');
    await page.getByLabel('Amount (₹)').fill(String(amount));
    await page.getByLabel('Date').fill(isoDateInDays(4));
    await page.getByLabel('Seats Available').fill('6');
    await page.getByLabel('Waiting Time: from').fill('08:00');
    await page.getByLabel('Waiting Time: until').fill('10:30');
    await page.getByRole('button', { name: 'Submit Offer' }).click();
    await expect(page.getByRole('alert')).toHaveText('✅ Offer submitted successfully! It is now live on the offers list.');
    await expect(page.getByRole('combobox', { name: 'From' })).toHaveValue('');
    await expect(page.getByRole('combobox', { name: 'To' })).toHaveValue('');
    await expect(page.getByLabel('Amount (₹)')).toHaveValue('');
    await expect(page.getByTestId('offer-distance')).toHaveCount(0);
  });

  await test.step('the offer is on the agent profile as open, and on the home page', async () => {
    await page.goto('/agentprofile');
    const mine = page.getByTestId('my-offer').filter({ hasText: `₹${amount.toLocaleString('en-IN')}` });
    await expect(mine).toContainText('Jabalpur → to Bhopal');
    await expect(mine.getByText('Open')).toBeVisible();

    await page.goto('/');
    await dismissOffersPopup(page);
    const row = page
      .getByRole('table')
      .getByRole('row')
      .filter({ hasText: `₹${amount.toLocaleString('en-IN')}` });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Tavera');
    await expect(row).toContainText('Bhopal');
    await expect(row).toContainText('8:00 am - 10:30 am');
  });
});
