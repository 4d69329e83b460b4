import type { ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { adminSession, signIn } from '../support/api';
import { portAt, serveRemote } from '../support/ports';
import { stopProcessGroup, waitUntilAnswers } from '../support/processes';
import { startStaticServer, stopServer } from '../support/static-server';

// A remote served alone on its own port (vite preview with CORS, as `npm run serve -w
// frontends/public`), and the same shell build pointed at it through remotes.json: no rebuild.

const ROOT = resolve(__dirname, '..', '..');
const REMOTE_PORT = portAt(1);
const SHELL_PORT = portAt(21);

let remote: ChildProcess | undefined;
let shell: import('node:http').Server | undefined;

test.beforeAll(async () => {
  remote = serveRemote('public', REMOTE_PORT);
  shell = await startStaticServer({
    port: SHELL_PORT,
    mounts: [['/', resolve(ROOT, 'frontends/shell/dist')]],
    remotesJson: JSON.stringify({ public: `http://localhost:${REMOTE_PORT}/remoteEntry.js` }),
  });
  await waitUntilAnswers(`http://localhost:${REMOTE_PORT}/remoteEntry.js`, 'the public remote', 30_000);
});

test.afterAll(async () => {
  await stopProcessGroup(remote);
  await stopServer(shell);
});

test('the shell loads the public remote from another origin named in remotes.json', async ({ page }) => {
  test.skip((page.viewportSize()?.width ?? 0) < 768, 'desktop only');
  const remoteRequests: string[] = [];
  const manifestRequests: string[] = [];
  page.on('request', (r) => {
    if (r.url().startsWith(`http://localhost:${REMOTE_PORT}/`)) remoteRequests.push(r.url());
    if (r.url().endsWith('remotes.json')) manifestRequests.push(new URL(r.url()).pathname);
  });
  await page.goto(`http://localhost:${SHELL_PORT}/railwayticket`);
  await expect(page.getByRole('heading', { level: 1, name: 'Train tickets booked for you' })).toBeVisible();
  // This server inlines nothing: the shell reads remotes.json from its base, not from the deep link.
  expect(manifestRequests).toEqual(['/remotes.json']);
  expect(remoteRequests).toContain(`http://localhost:${REMOTE_PORT}/remoteEntry.js`);
  expect(remoteRequests.some((u) => u.includes('/assets/'))).toBeTruthy();
  // The remote's styles apply (its CSS came from the other origin too).
  const header = page.getByRole('heading', { level: 1 });
  expect(await header.evaluate((el) => getComputedStyle(el).fontWeight)).toBe('800');
});

// The shell knows no remote's paths: those of a remote remotes.json does not name do not exist.
test("a remote missing from remotes.json has no pages: its paths are '404 Page Not Found'", async ({ page, request }) => {
  test.skip((page.viewportSize()?.width ?? 0) < 768, 'desktop only');
  await signIn(page, await adminSession(request));
  await page.goto(`http://localhost:${SHELL_PORT}/adminprofile`);
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
});

test('Retry loads a remote that was unreachable when the page opened', async ({ page }) => {
  test.skip((page.viewportSize()?.width ?? 0) < 768, 'desktop only');
  const remotePort = portAt(24);
  const shellPort = portAt(22);
  const shellServer = await startStaticServer({
    port: shellPort,
    mounts: [['/', resolve(ROOT, 'frontends/shell/dist')]],
    remotesJson: JSON.stringify({ public: `http://localhost:${remotePort}/remoteEntry.js` }),
  });
  let remoteServer: import('node:http').Server | undefined;
  try {
    await page.goto(`http://localhost:${shellPort}/contactus`);
    await expect(page.getByText('This part of the site could not be loaded. Please try again in a moment.')).toBeVisible();
    remoteServer = await startStaticServer({ port: remotePort, mounts: [['/', resolve(ROOT, 'frontends/public/dist')]] });
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Talk to our Jabalpur office' })).toBeVisible();
  } finally {
    await stopServer(shellServer);
    await stopServer(remoteServer);
  }
});
