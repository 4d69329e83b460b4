// The servers a browser test starts for itself: wait until they answer, and stop them and wait until
// they have gone, so a test never guesses how long either takes.
import type { ChildProcess } from 'node:child_process';
import { expect } from '@playwright/test';

/** Polls `url` (with Playwright's back-off) until it answers 2xx; fails after `timeout` ms naming `what`. */
export async function waitUntilAnswers(url: string, what: string, timeout = 60_000): Promise<void> {
  const answers = () =>
    fetch(url, { signal: AbortSignal.timeout(5_000) })
      .then((response) => response.ok)
      .catch(() => false);
  await expect.poll(answers, { message: `${what} did not start (${url})`, timeout }).toBe(true);
}

/**
 * Ends a child spawned with `detached: true` together with everything it started (its process group,
 * e.g. npm and the vite preview under it), and resolves once the child has exited. A child still
 * running after `timeout` ms is killed outright.
 */
export async function stopProcessGroup(child: ChildProcess | undefined, timeout = 10_000): Promise<void> {
  if (!child?.pid || child.exitCode !== null || child.signalCode !== null) return;
  const pid = child.pid;
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  signalGroup(pid, 'SIGTERM');
  let timer: NodeJS.Timeout | undefined;
  const overdue = new Promise<'overdue'>((done) => {
    timer = setTimeout(() => done('overdue'), timeout);
  });
  const outcome = await Promise.race([exited, overdue]);
  clearTimeout(timer);
  if (outcome === 'overdue') {
    signalGroup(pid, 'SIGKILL');
    await exited;
  }
}

function signalGroup(pid: number, signal: NodeJS.Signals) {
  try {
    process.kill(-pid, signal);
  } catch {
    // the group has already gone
  }
}
