// Browser tests against the real site: builds what is missing or stale, starts the NestJS server on
// a fresh database (PORT 3100 by default), waits for /api/health, runs Playwright with Debian's
// chromium, and stops the server. Extra arguments go to `playwright test`, e.g.
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

const root = resolve(import.meta.dirname, '..');
const port = Number(process.env.E2E_PORT ?? 3100);
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
    env: { ...process.env, E2E_BASE_URL: baseURL, ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password },
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
