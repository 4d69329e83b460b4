import { expect, test } from '@playwright/test';
import { newCustomer, register, signIn } from '../support/api';
import { personData } from '../support/data';

// The spec's message catalogue (section 8), with the exact words, shown in-page.

test.describe('login', () => {
  test("shows 'Invalid login credentials' in the red box for a wrong password", async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email or Mobile').fill('nobody@example.in');
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid login credentials');
  });

  test("shows the server's message for an agent awaiting approval", async ({ page, request }) => {
    const agent = await register(request, 'agent');
    await page.goto('/login');
    await page.getByLabel('Email or Mobile').fill(agent.email);
    await page.getByLabel('Password').fill(agent.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('alert')).toHaveText('Your account is awaiting approval by an admin.');
  });

  test("'New User? Register' leads to /register", async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Register' }).last().click();
    await expect(page).toHaveURL(/\/register$/);
  });
});

test.describe('register', () => {
  async function fill(page: import('@playwright/test').Page, data = personData(), confirm = data.password) {
    await page.getByLabel('Full Name').fill(data.fullName);
    await page.getByLabel('Email').fill(data.email);
    await page.getByLabel('Mobile').fill(data.mobile);
    await page.getByLabel('Area').fill(data.area);
    await page.getByLabel('City').fill(data.city);
    await page.getByLabel('State').fill(data.state);
    await page.getByLabel('Pincode').fill(data.pincode);
    await page.getByLabel('Password', { exact: true }).fill(data.password);
    await page.getByLabel('Confirm Password').fill(confirm);
    return data;
  }

  test("'Role is required'", async ({ page }) => {
    await page.goto('/register');
    await fill(page);
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByText('Role is required')).toBeVisible();
    await expect(page.getByLabel('Role')).toBeFocused();
  });

  test("'Passwords do not match!'", async ({ page }) => {
    await page.goto('/register');
    await page.getByLabel('Role').selectOption('customer');
    await fill(page, personData(), 'Different@123');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByText('Passwords do not match!')).toBeVisible();
  });

  test('a new customer is signed in; the same e-mail again is already registered, with a link to log in', async ({ page }) => {
    await page.goto('/register');
    await page.getByLabel('Role').selectOption('customer');
    const data = await fill(page);
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page).toHaveURL(/\/customerprofile$/);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Logout' }).click();

    await page.goto('/register');
    await page.getByLabel('Role').selectOption('customer');
    await fill(page, { ...personData(), email: data.email });
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByText('This e-mail address is already registered: log in instead.')).toBeVisible();
    await expect(page.getByLabel('Email')).toBeFocused();
    await page.getByRole('link', { name: 'log in', exact: true }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('agents see the traveler name, ID proof type and an image-only ID upload', async ({ page }) => {
    await page.goto('/register');
    await expect(page.getByLabel('Traveler Name')).toHaveCount(0);
    await page.getByLabel('Role').selectOption('agent');
    await expect(page.getByLabel('Traveler Name')).toBeVisible();
    await expect(page.getByLabel('ID Proof Type')).toBeVisible();
    await expect(page.getByLabel('ID Proof Image')).toHaveAttribute('accept', 'image/*');
  });
});

test.describe('booking flow messages', () => {
  test.beforeEach(async ({ page, request }) => {
    const { session } = await newCustomer(request);
    await signIn(page, session);
  });

  test("'Please fill all fields' on an incomplete one-way form", async ({ page }) => {
    await page.goto('/onewayshowvehical');
    await page.getByRole('button', { name: 'View Details' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please fill all fields');
  });

  for (const [path, message] of [
    ['/onewayconfirmvehical', 'No vehicle selected.'],
    ['/customerdetailform', 'No trip data found.'],
    ['/onewaypayadvance', 'No booking data found.'],
    ['/offerpayadvance', 'No booking data found.'],
    ['/offerconvehical', 'No offer selected.'],
  ] as const) {
    test(`'${message}' at ${path} without flow data`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByText(message)).toBeVisible();
    });
  }

  test("Go Back on 'No vehicle selected.' returns to the previous page", async ({ page }) => {
    await page.goto('/contactus');
    await page.goto('/onewayconfirmvehical');
    await page.getByRole('button', { name: 'Go Back' }).click();
    await expect(page).toHaveURL(/\/contactus$/);
  });
});
