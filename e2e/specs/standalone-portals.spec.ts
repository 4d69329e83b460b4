import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { signIn, type Session } from '../support/api';
import { ADMIN, personData } from '../support/data';
import { portAt, serveRemote } from '../support/ports';
import { stopProcessGroup, waitUntilAnswers } from '../support/processes';

// The agent and admin portals each served alone (`npm run serve -w frontends/agent|admin`, vite
// preview of their own dist, two and three ports above E2E_PORT), and a second copy of the real server told where they
// are through REMOTE_AGENT_URL and REMOTE_ADMIN_URL. The shell build is the same one: no rebuild.

const ROOT = resolve(__dirname, '..', '..');
const AGENT_PORT = portAt(2);
const ADMIN_PORT = portAt(3);
const SITE_PORT = Number(process.env.E2E_STANDALONE_PORT ?? portAt(31));
const SITE = `http://localhost:${SITE_PORT}`;

const children: ChildProcess[] = [];
let dataDir = '';

test.beforeAll(async () => {
  test.setTimeout(120_000);
  children.push(serveRemote('agent', AGENT_PORT), serveRemote('admin', ADMIN_PORT));
  dataDir = mkdtempSync(join(tmpdir(), 'jbp-standalone-'));
  children.push(
    spawn(process.execPath, ['backend/dist/main.js'], {
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
        REMOTE_AGENT_URL: `http://localhost:${AGENT_PORT}/remoteEntry.js`,
        REMOTE_ADMIN_URL: `http://localhost:${ADMIN_PORT}/remoteEntry.js`,
      },
    }),
  );
  await waitUntilAnswers(`http://localhost:${AGENT_PORT}/remoteEntry.js`, 'the agent remote');
  await waitUntilAnswers(`http://localhost:${ADMIN_PORT}/remoteEntry.js`, 'the admin remote');
  await waitUntilAnswers(`${SITE}/api/health`, 'the second server', 90_000);
});

test.afterAll(async () => {
  // The server must have exited before its database folder is removed.
  await Promise.all(children.map((child) => stopProcessGroup(child)));
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function loginAt(request: APIRequestContext, emailOrMobile: string, password: string): Promise<Session> {
  const response = await request.post(`${SITE}/api/auth/login`, { data: { emailOrMobile, password } });
  expect(response.ok(), await response.text()).toBeTruthy();
  return (await response.json()) as Session;
}

function remoteRequests(page: import('@playwright/test').Page, port: number): string[] {
  const seen: string[] = [];
  page.on('request', (r) => {
    if (r.url().startsWith(`http://localhost:${port}/`)) seen.push(r.url());
  });
  return seen;
}

test('remotes.json names the portals on their own ports', async ({ request }) => {
  const manifest = (await (await request.get(`${SITE}/remotes.json`)).json()) as Record<string, string>;
  expect(manifest.agent).toBe(`http://localhost:${AGENT_PORT}/remoteEntry.js`);
  expect(manifest.admin).toBe(`http://localhost:${ADMIN_PORT}/remoteEntry.js`);
});

test('the shell loads the admin portal from its own port', async ({ page, request }) => {
  test.skip((page.viewportSize()?.width ?? 0) < 768, 'desktop only');
  const seen = remoteRequests(page, ADMIN_PORT);
  await signIn(page, await loginAt(request, ADMIN.email, ADMIN.password));
  await page.goto(`${SITE}/admin/view-bookings`);
  await expect(page.getByRole('heading', { level: 1, name: 'All Bookings' })).toBeVisible();
  await expect(page.getByText('No bookings found.')).toBeVisible();
  expect(seen).toContain(`http://localhost:${ADMIN_PORT}/remoteEntry.js`);
  expect(seen.some((u) => u.includes('/assets/'))).toBeTruthy();
  // Its own styles arrived too: the page title is extra bold.
  expect(await page.getByRole('heading', { level: 1 }).evaluate((el) => getComputedStyle(el).fontWeight)).toBe('800');
});

test('the shell loads the agent portal from its own port', async ({ page, request }) => {
  test.skip((page.viewportSize()?.width ?? 0) < 768, 'desktop only');
  const me = personData('agent');
  const registered = await request.post(`${SITE}/api/auth/register`, {
    multipart: { role: 'agent', ...me, confirmPassword: me.password, travelerName: 'Narmada Travels', idProofType: 'Aadhar Card' },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const admin = await loginAt(request, ADMIN.email, ADMIN.password);
  const agents = (await (
    await request.get(`${SITE}/api/users/agents`, { headers: { Authorization: `Bearer ${admin.token}` } })
  ).json()) as { _id: number; email: string }[];
  const id = agents.find((a) => a.email === me.email)?._id;
  await request.put(`${SITE}/api/users/agents/${id}/status`, {
    headers: { Authorization: `Bearer ${admin.token}` },
    data: { active: true },
  });

  const seen = remoteRequests(page, AGENT_PORT);
  await signIn(page, await loginAt(request, me.email, me.password));
  await page.goto(`${SITE}/agentprofile`);
  await expect(page.getByRole('heading', { name: me.fullName })).toBeVisible();
  await page.getByRole('navigation', { name: 'Agent menu' }).getByRole('link', { name: 'Add Travel Offer' }).click();
  await expect(page.getByRole('button', { name: 'Submit Offer' })).toBeVisible();
  expect(seen).toContain(`http://localhost:${AGENT_PORT}/remoteEntry.js`);
  expect(seen.some((u) => u.includes('/assets/'))).toBeTruthy();
});
