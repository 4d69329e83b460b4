// Keeps better-sqlite3's compiled binding where its installer looks before downloading one.
//
// better-sqlite3 installs with `prebuild-install || node-gyp rebuild`: prebuild-install fetches a
// ready binding from GitHub, which this machine cannot reach, so every `npm install` in a fresh
// clone compiles SQLite (about 60 s of one core). prebuild-install first looks in npm's cache
// (<cache>/_prebuilds/), under the name of the file it would download; this script puts the binding
// that was just compiled there, packed as prebuild-install packs it, so the next install on this
// machine unpacks it instead. prebuild-install loads what it unpacks and compiles after all if that
// fails; this script only caches a binding that opens a database.
// Usage (CI runs it after `npm install`): node scripts/cache-native-build.mjs
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(join(root, 'package.json'));
const packageDir = dirname(require.resolve('better-sqlite3/package.json'));
const binding = 'build/Release/better_sqlite3.node';

if (!existsSync(join(packageDir, binding))) {
  console.log(`better-sqlite3: no compiled binding at ${binding}; nothing to cache`);
  process.exit(0);
}

// npm hands its cache directory to install scripts as npm_config_cache; ask npm for the same one.
const npmCache = spawnSync('npm', ['config', 'get', 'cache'], { encoding: 'utf8' }).stdout.trim();
if (npmCache) process.env.npm_config_cache = npmCache;

const pkg = require('better-sqlite3/package.json');
const options = { ...require('prebuild-install/rc')(pkg), pkg };
const util = require('prebuild-install/util');
const cached = util.cachedPrebuild(util.getDownloadUrl(options));
if (existsSync(cached)) {
  console.log(`better-sqlite3: binding already cached at ${cached}`);
  process.exit(0);
}

const Database = require('better-sqlite3');
const db = new Database(':memory:');
const answer = db.prepare('SELECT 41 + 1 AS n').get();
db.close();
if (answer?.n !== 42) throw new Error('better-sqlite3: the compiled binding does not answer a query; not caching it');

mkdirSync(dirname(cached), { recursive: true });
const part = `${cached}.${process.pid}.part`;
const tar = spawnSync('tar', ['-czf', part, '-C', packageDir, binding], { encoding: 'utf8' });
if (tar.status !== 0) {
  rmSync(part, { force: true });
  throw new Error(`better-sqlite3: tar failed: ${tar.stderr}`);
}
renameSync(part, cached);
console.log(`better-sqlite3: compiled binding cached at ${cached}; the next npm install on this machine unpacks it`);
