// Builds each workspace whose output is missing or older than its sources, so `npm start`
// works on a fresh clone and stays quick afterwards.
// Usage: node scripts/ensure-built.mjs [backend|frontends|all]
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

// What each build reads: a newer file in any of these makes its output stale.
const FRONTEND_SOURCES = [
  ...['src', 'public', 'package.json', 'vite.config.ts'],
  ...['../shared/src', '../shared/build', '../shared/package.json', '../widgets/src', '../widgets/package.json'],
];
const WORKSPACES = {
  backend: { dir: 'backend', output: 'dist/main.js', sources: ['src', 'package.json', 'tsconfig.json', 'tsconfig.build.json'] },
  shell: { dir: 'frontends/shell', output: 'dist/index.html', sources: [...FRONTEND_SOURCES, 'index.html'] },
  public: { dir: 'frontends/public', output: 'dist/remoteEntry.js', sources: FRONTEND_SOURCES },
  agent: { dir: 'frontends/agent', output: 'dist/remoteEntry.js', sources: FRONTEND_SOURCES },
  admin: { dir: 'frontends/admin', output: 'dist/remoteEntry.js', sources: FRONTEND_SOURCES },
};

const which = process.argv[2] ?? 'all';
const names = which === 'all' ? Object.keys(WORKSPACES) : which === 'frontends' ? ['shell', 'public', 'agent', 'admin'] : [which];

for (const name of names) {
  const ws = WORKSPACES[name];
  if (!ws) throw new Error(`Unknown workspace "${name}"`);
  const dir = join(root, ws.dir);
  if (!existsSync(join(dir, 'package.json'))) continue; // a remote not in this checkout
  const output = join(dir, ws.output);
  const built = existsSync(output) ? statSync(output).mtimeMs : 0;
  const newest = Math.max(...ws.sources.map((s) => newestMtime(join(dir, s))));
  if (built >= newest) continue;
  console.log(`Building ${ws.dir} …`);
  let result = build(ws.dir);
  if (result.status !== 0 && federationExportRace(result.output)) {
    // @module-federation/vite decides which names a remote takes from a shared module once the
    // module graph has gone quiet for 10 ms; on a busy machine it can decide too early and leave
    // those names out. That is rare, so one more build is tried; a real missing export fails again.
    console.log(
      `Building ${ws.dir} again: a missing export can be the federation plugin reading the module graph before it was complete …`,
    );
    result = build(ws.dir);
  }
  // Any workspace that fails to build stops everything: the site is never served without a remote.
  if (result.status !== 0) {
    const why = result.error ? result.error.message : result.signal ? `killed by ${result.signal}` : `exit code ${result.status}`;
    console.error(`BUILD FAILED: ${ws.dir} did not build (${why}); see the errors above.`);
    process.exit(result.status || 1);
  }
}

/** Runs the workspace's build, showing its output, and returns its status with that output. */
function build(dir) {
  const result = spawnSync('npm', ['run', 'build', '-w', dir], {
    cwd: root,
    stdio: ['inherit', 'pipe', 'pipe'],
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  process.stdout.write(result.stdout ?? '');
  process.stderr.write(result.stderr ?? '');
  return { ...result, output: (result.stdout ?? '') + (result.stderr ?? '') };
}

/**
 * The build failed on a missing export, which is how the race above shows. Rolldown names
 * whichever module the missing name was asked of: a `__loadShare__` proxy, or a module that
 * re-exports from one (such as the lucide stand-in of `frontends/shared/build/lucide.ts`, seen in CI
 * on 2026-12-03), so the check does not list module names.
 */
function federationExportRace(output) {
  // eslint-disable-next-line no-control-regex -- the build's colours
  return /\[MISSING_EXPORT\]/.test(output.replace(/\x1b\[[0-9;]*m/g, ''));
}

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}
