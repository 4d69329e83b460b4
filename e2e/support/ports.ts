// Ports of the extra servers some browser tests start (a remote served alone, a second shell),
// counted from E2E_PORT (the site's port, 3100 by default), so two runs on one machine with
// different E2E_PORT values never collide. With the default they are 3101–3131.
import { resolve } from 'node:path';
import { spawn } from 'node:child_process';

export const SITE_PORT = Number(process.env.E2E_PORT ?? 3100);

/** The port `offset` above the site's. */
export const portAt = (offset: number) => SITE_PORT + offset;

const ROOT = resolve(__dirname, '..', '..');

/**
 * `vite preview` of one remote's dist (what `npm run serve -w frontends/<name>` runs, with CORS) on
 * `port`, in its own process group so `stopProcessGroup` ends it.
 */
export function serveRemote(name: 'public' | 'agent' | 'admin', port: number) {
  return spawn(resolve(ROOT, 'node_modules', '.bin', 'vite'), ['preview', '--port', String(port), '--strictPort'], {
    cwd: resolve(ROOT, 'frontends', name),
    stdio: 'ignore',
    detached: true,
  });
}
