// Browser tests against the real site: builds what is missing or stale, starts the NestJS server on
// a fresh database, waits for /api/health, runs Playwright with Debian's chromium, and stops the
// server. The site's port is 3100, or the first of 3200, 3300, … whose 32 ports are all free (some
// tests start servers on the ports above it); E2E_PORT sets it. Extra arguments go to
// `playwright test`, e.g.
//   npm run test:browser -- specs/routes.spec.ts --project desktop
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import console from 'node:console';
import process from 'node:process';
import { setTimeout as sleep } from 'node:timers/promises';
import { URL } from 'node:url';
import { probePort } from '../backend/bench/bench-support.mjs';

const root = resolve(import.meta.dirname, '..');
/** The ports the site and the tests' extra servers use (e2e/support/ports.ts: the site's and 31 above it). */
const PORTS_USED = 32;

const isFree = (port) =>
  probePort(port).then(
    () => true,
    () => false,
  );

/** 3100, or the next hundred whose ports are all free: a server left on 3100 must not answer for the site. */
async function freeBase() {
  for (let base = 3100; base < 6500; base += 100) {
    const free = await Promise.all(Array.from({ length: PORTS_USED }, (_, i) => isFree(base + i)));
    if (free.every(Boolean)) return base;
  }
  throw new Error('no free range of ports between 3100 and 6500');
}

const port = process.env.E2E_PORT ? Number(process.env.E2E_PORT) : await freeBase();
if (!process.env.E2E_PORT && port !== 3100) console.log(`Ports 3100–3131 are not all free: the site is served on ${port}.`);
const baseURL = `http://localhost:${port}`;
const admin = {
  email: process.env.ADMIN_EMAIL ?? 'admin@jabalpurcabs.test',
  password: process.env.ADMIN_PASSWORD ?? 'Admin@12345',
  mobile: process.env.ADMIN_MOBILE ?? '9000000001',
};

async function waitForHealth(child) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(new URL('/api/health', baseURL));
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(300);
  }
  throw new Error(`${baseURL}/api/health did not answer within 90 s`);
}

// The same staleness check as `npm start`: build each workspace whose output is older than its
// sources. Every one must build: a remote that fails stops the run (ensure-built names it), so no
// browser test ever runs against a site missing a part.
const built = spawnSync(process.execPath, [join(root, 'scripts', 'ensure-built.mjs'), 'all'], { cwd: root, stdio: 'inherit' });
if (built.status !== 0) process.exit(built.status || 1);

const dataDir = mkdtempSync(join(tmpdir(), 'jbp-e2e-'));
const server = spawn(process.execPath, ['backend/dist/main.js'], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    AUTH_RATE_LIMIT: '0',
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    ADMIN_MOBILE: admin.mobile,
    ADMIN_NAME: 'Office Admin',
  },
});

let code = 1;
try {
  await waitForHealth(server);
  const run = spawnSync('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...process.argv.slice(2)], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, E2E_PORT: String(port), E2E_BASE_URL: baseURL, ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password },
  });
  code = run.status ?? 1;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
} finally {
  // The server must have exited before its database folder is removed.
  if (server.exitCode === null && server.signalCode === null) {
    const exited = once(server, 'exit');
    server.kill('SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(code);
