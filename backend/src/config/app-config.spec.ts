import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { AppConfig } from './app-config.js';

describe(AppConfig.name, () => {
  it('defaults to SQLite under DATA_DIR and port 3000', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cfg-'));
    const config = new AppConfig({ DATA_DIR: dir });
    expect(config.port).toBe(3000);
    expect(config.database).toEqual({ type: 'better-sqlite3', database: join(dir, 'app.sqlite') });
    expect(config.authRateLimit).toBe(20);
  });

  it('generates a JWT secret once and keeps it in DATA_DIR', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cfg-'));
    const first = new AppConfig({ DATA_DIR: dir }).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(48);
    expect(new AppConfig({ DATA_DIR: dir }).jwtSecret).toBe(first);
    expect(readFileSync(join(dir, 'jwt-secret'), 'utf8')).toBe(first);
  });

  it('reads MySQL and MariaDB URLs', () => {
    expect(new AppConfig({ DATABASE_URL: 'mysql://u:p@db:3306/cabs', JWT_SECRET: 's' }).database).toEqual({
      type: 'mysql',
      url: 'mysql://u:p@db:3306/cabs',
    });
    expect(new AppConfig({ DATABASE_URL: 'mariadb://u@db/cabs', JWT_SECRET: 's' }).database).toEqual({
      type: 'mariadb',
      url: 'mysql://u@db/cabs',
    });
  });

  it('fails fast with a readable message on bad values', () => {
    expect(() => new AppConfig({ DATABASE_URL: 'postgres://x', JWT_SECRET: 's' })).toThrow(
      'DATABASE_URL must start with mysql://, mariadb:// or sqlite:',
    );
    expect(() => new AppConfig({ PORT: 'eighty', JWT_SECRET: 's' })).toThrow('PORT must be a whole number, got "eighty"');
    expect(() => new AppConfig({ AUTH_RATE_LIMIT: '-1', JWT_SECRET: 's' })).toThrow('AUTH_RATE_LIMIT must be a whole number');
  });

  it("reads the site's public address for links in e-mails, defaulting to this machine's port", () => {
    expect(new AppConfig({ PORT: '3600', JWT_SECRET: 's' }).publicUrl).toBe('http://localhost:3600');
    expect(new AppConfig({ PUBLIC_URL: 'https://jabalpurcabs.in/', JWT_SECRET: 's' }).publicUrl).toBe('https://jabalpurcabs.in');
    expect(new AppConfig({ PUBLIC_URL: 'https://example.in/cabs', JWT_SECRET: 's' }).publicUrl).toBe('https://example.in/cabs');
    expect(() => new AppConfig({ PUBLIC_URL: 'jabalpurcabs.in', JWT_SECRET: 's' })).toThrow(
      'PUBLIC_URL must be an http(s) address like https://jabalpurcabs.in, got "jabalpurcabs.in"',
    );
  });

  it('takes the first admin only when both e-mail and password are set', () => {
    expect(new AppConfig({ ADMIN_EMAIL: 'a@b.in', JWT_SECRET: 's' }).admin).toBeUndefined();
    expect(new AppConfig({ ADMIN_EMAIL: 'a@b.in', ADMIN_PASSWORD: 'longsecret', JWT_SECRET: 's' }).admin).toMatchObject({
      email: 'a@b.in',
    });
  });

  it('lists CORS origins and remote URLs from the environment', () => {
    const config = new AppConfig({
      CORS_ORIGINS: 'https://a.in, https://b.in',
      REMOTE_ADMIN_URL: 'https://admin.cdn.in/remoteEntry.js',
      JWT_SECRET: 's',
    });
    expect(config.corsOrigins).toEqual(['https://a.in', 'https://b.in']);
    expect(config.remoteUrls).toEqual({
      public: '/remotes/public/remoteEntry.js',
      agent: '/remotes/agent/remoteEntry.js',
      admin: 'https://admin.cdn.in/remoteEntry.js',
    });
  });
});
