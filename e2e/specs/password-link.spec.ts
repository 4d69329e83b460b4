import { expect, test } from '@playwright/test';
import { adminSession, bearer, bookForPhoneCustomer, signIn } from '../support/api';
import { personData } from '../support/data';

// A customer the office booked for by phone has a password nobody knows: the admin creates a
// one-time link, the customer sets a password with it and logs in; the link then stops working.

const CHANGED = 'Your password has been changed. You can log in now.';
const USED = 'This password link is invalid or has expired. Please ask our office for a new one.';

test('an admin sends a phone customer a password link; the customer sets a password, logs in and sees the booking; the link works once', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const admin = await adminSession(request);
  const { fullName, mobile } = personData('phone');
  const booking = await bookForPhoneCustomer(request, admin, { fullName, mobile });

  const customers = await request.get('/api/users/customers', { headers: bearer(admin) });
  expect(customers.ok(), await customers.text()).toBeTruthy();
  const customer = ((await customers.json()) as { _id: string | number; mobile: string }[]).find((c) => c.mobile === mobile);
  expect(customer, 'the phone customer is listed').toBeTruthy();

  let link = '';
  await test.step('the admin creates the link on the customer page', async () => {
    await signIn(page, admin);
    await page.goto(`/singlecustomerdetail/${customer?._id}`);
    await expect(page.getByRole('heading', { level: 1, name: fullName })).toBeVisible();
    const section = page.getByRole('region', { name: 'Password link' });
    await expect(section).toContainText('Create a one-time link for this person to set a password. It works once, for 24 hours.');
    await section.getByRole('button', { name: 'Create password link' }).click();
    const field = section.getByRole('textbox', { name: 'Password link' });
    await expect(field).toHaveValue(/\/resetpassword\?token=./);
    link = await field.inputValue();
    expect(link.startsWith(`${new URL(baseURL ?? page.url()).origin}/resetpassword?token=`)).toBe(true);
    await expect(section.getByText(/^Valid until \d{1,2} \w{3,4} \d{4}, \d{1,2}:\d{2}\s[ap]m$/i)).toBeVisible();
    const whatsapp = section.getByRole('link', { name: 'Send on WhatsApp' });
    const text = `Namaste ${fullName}, set your Jabalpur Cabs password here (valid for 24 hours): ${link}`;
    await expect(whatsapp).toHaveAttribute('href', `https://wa.me/91${mobile}?text=${encodeURIComponent(text)}`);
  });

  const password = 'Phone@2468';
  const visitor = await browser.newContext();
  const customerPage = await visitor.newPage();

  await test.step('the customer opens the link in another browser and sets a password', async () => {
    await customerPage.goto(link);
    await expect(customerPage.getByRole('heading', { level: 1, name: 'Set a New Password' })).toBeVisible();
    await customerPage.getByLabel('New Password').fill(password);
    await customerPage.getByLabel('Confirm Password').fill(password);
    await customerPage.getByRole('button', { name: 'Save Password' }).click();
    await expect(customerPage.getByRole('alert')).toHaveText(CHANGED);
    await expect(customerPage.getByLabel('New Password')).toBeHidden();
  });

  await test.step('Login, with the mobile and the new password, opens the profile with the booking', async () => {
    await customerPage.getByRole('main').getByRole('link', { name: 'Login', exact: true }).click();
    await expect(customerPage).toHaveURL(/\/login$/);
    await customerPage.getByLabel('Email or Mobile').fill(mobile);
    await customerPage.getByLabel('Password').fill(password);
    await customerPage.getByRole('button', { name: 'Login' }).click();
    await expect(customerPage).toHaveURL(/\/customerprofile$/);
    await expect(customerPage.getByRole('heading', { name: fullName })).toBeVisible();
    await expect(customerPage.getByRole('heading', { name: 'Ride History' })).toBeVisible();
    await expect(customerPage.getByTestId('booking-card').filter({ hasText: booking.reference ?? 'Bhopal' })).toHaveCount(1);
  });

  await test.step('the same link a second time is refused', async () => {
    await customerPage.goto(link);
    await customerPage.getByLabel('New Password').fill('Another@1357');
    await customerPage.getByLabel('Confirm Password').fill('Another@1357');
    await customerPage.getByRole('button', { name: 'Save Password' }).click();
    await expect(customerPage.getByRole('alert')).toHaveText(USED);
    await expect(customerPage.getByLabel('New Password')).toHaveValue('Another@1357');
  });

  await visitor.close();
});
