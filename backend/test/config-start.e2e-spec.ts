import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from '@jest/globals';

const root = join(import.meta.dirname, '..', '..');

/** The built server, started as `npm start` would, with one setting made bad. */
function start(env: Record<string, string>) {
  const dataDir = mkdtempSync(join(tmpdir(), 'jbp-config-'));
  return spawnSync(process.execPath, [join(root, 'backend', 'dist', 'main.js')], {
    env: { PATH: process.env.PATH, DATA_DIR: dataDir, PORT: '0', JWT_SECRET: 'config-start-secret', ...env },
    encoding: 'utf8',
    timeout: 30_000,
  });
}

describe('a bad setting stops the start', () => {
  beforeAll(() => {
    const build = spawnSync(process.execPath, [join(root, 'scripts', 'ensure-built.mjs'), 'backend'], { encoding: 'utf8' });
    if (build.status !== 0) throw new Error(build.stderr || build.stdout);
  }, 300_000);

  it.each([
    ['JWT_EXPIRES_IN', 'seven days', 'Bad setting: JWT_EXPIRES_IN must be a duration like 7d, 12h, 30m or 900s.'],
    ['SMTP_URL', 'mail.example.in', 'Bad setting: SMTP_URL must be a URL like smtp://user:password@mail.example.in:587 or smtps://….'],
    [
      'CORS_ORIGINS',
      '*',
      'Bad setting: CORS_ORIGINS must be comma-separated origins like https://admin.jabalpurcabs.in (scheme and host, no path).',
    ],
    ['LOG_LEVEL', 'loud', 'Bad setting: LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent.'],
    [
      'DATABASE_URL',
      'postgres://db/cabs',
      'Bad setting: DATABASE_URL must be a URL like mariadb://user:password@host:3306/cabs, mysql://… or sqlite:/path/to/file.sqlite.',
    ],
  ])('%s=%j exits with one line on stderr', (name, value, line) => {
    const run = start({ [name]: value });
    expect(run.status).toBe(1);
    expect(run.stderr).toBe(`${line}\n`);
    expect(run.stdout).toBe('');
  });
});
