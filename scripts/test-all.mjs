// `npm test`: every workspace's tests, two workspaces at a time, each one's output printed whole when
// it ends. The backend's Jest run keeps about one core busy (one worker, see backend/jest.config.mjs)
// and takes longer than the six frontends' Vitest runs together, so on two cores the frontends run
// beside it rather than after it. TEST_JOBS sets how many run at once; extra arguments go to each
// workspace's test script.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import console from 'node:console';
import process from 'node:process';

const root = join(import.meta.dirname, '..');
const { workspaces } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const withTests = workspaces.filter((dir) => {
  const manifest = JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8'));
  return typeof manifest.scripts?.test === 'string';
});
const jobs = Math.max(1, Number(process.env.TEST_JOBS ?? 2) || 1);
const extra = process.argv.slice(2);

/** Runs one workspace's tests, keeping its output (stdout and stderr in the order they came). */
function run(dir) {
  const started = Date.now();
  const output = [];
  const child = spawn('npm', ['run', 'test', '-w', dir, ...(extra.length ? ['--', ...extra] : [])], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    // Colours as on a terminal when the output goes to one.
    env: process.stdout.isTTY ? { ...process.env, FORCE_COLOR: '1' } : process.env,
  });
  child.stdout.on('data', (chunk) => output.push(chunk));
  child.stderr.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (code, signal) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      const passed = code === 0;
      console.log(`\n---- ${dir}: ${passed ? 'passed' : `FAILED (${signal ?? `exit code ${code}`})`} in ${seconds} s`);
      process.stdout.write(Buffer.concat(output));
      resolve({ dir, passed, seconds });
    });
  });
}

console.log(`Testing ${withTests.length} workspaces, ${jobs} at a time; each one's output follows when it ends.`);
const queue = [...withTests];
const results = [];
await Promise.all(
  Array.from({ length: Math.min(jobs, queue.length) }, async () => {
    for (let dir = queue.shift(); dir !== undefined; dir = queue.shift()) {
      console.log(`started ${dir}`);
      results.push(await run(dir));
    }
  }),
);

const failed = withTests.filter((dir) => results.some((r) => r.dir === dir && !r.passed));
const summary = `${results.length - failed.length} of ${results.length} workspaces passed`;
console.log(`\n${summary}${failed.length ? `; failed: ${failed.join(', ')}` : ''}.`);
process.exit(failed.length ? 1 : 0);
