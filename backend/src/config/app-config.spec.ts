import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { AppConfig } from './app-config.js';
import { ConfigError } from './env.schema.js';

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

  it.each([
    ['DATABASE_URL', 'postgres://x', 'DATABASE_URL must be a URL like mariadb://user:password@host:3306/cabs'],
    ['DATABASE_URL', 'mariadb://host-without-database', 'DATABASE_URL must be a URL like mariadb://'],
    ['PORT', 'eighty', 'PORT must be a port number from 0 to 65535'],
    ['PORT', '65536', 'PORT must be a port number from 0 to 65535'],
    ['AUTH_RATE_LIMIT', '-1', 'AUTH_RATE_LIMIT must be a whole number of attempts a minute'],
    ['AUTH_RATE_LIMIT', '2.5', 'AUTH_RATE_LIMIT must be a whole number of attempts a minute'],
    ['BOOKING_RATE_LIMIT', 'many', 'BOOKING_RATE_LIMIT must be a whole number of bookings an hour'],
    ['JWT_EXPIRES_IN', 'seven days', 'JWT_EXPIRES_IN must be a duration like 7d, 12h, 30m or 900s'],
    ['JWT_EXPIRES_IN', '7', 'JWT_EXPIRES_IN must be a duration like 7d'],
    ['JWT_EXPIRES_IN', '0d', 'JWT_EXPIRES_IN must be a duration like 7d'],
    ['SMTP_URL', 'mail.example.in:587', 'SMTP_URL must be a URL like smtp://user:password@mail.example.in:587'],
    ['SMTP_URL', 'http://mail.example.in', 'SMTP_URL must be a URL like smtp://'],
    ['REDIS_URL', 'localhost:6379', 'REDIS_URL must be a URL like redis://127.0.0.1:6379'],
    ['OSRM_URL', 'osrm', 'OSRM_URL must be a URL like http://osrm.example.in:5000'],
    ['PUBLIC_URL', 'jabalpurcabs.in', 'PUBLIC_URL must be an http(s) address like https://jabalpurcabs.in'],
    ['CORS_ORIGINS', 'https://a.in/path', 'CORS_ORIGINS must be comma-separated origins like https://admin.jabalpurcabs.in'],
    ['CORS_ORIGINS', 'https://a.in, *', 'CORS_ORIGINS must be comma-separated origins'],
    ['LOG_LEVEL', 'verbose', 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent'],
    ['TRUST_PROXY', 'yes', 'TRUST_PROXY must be false, true, loopback, a number of proxy hops'],
    ['OPERATOR_EMAIL', 'bookings', 'OPERATOR_EMAIL must be an e-mail address'],
    ['UPI_ID', 'jabalpurcabs', 'UPI_ID must be a UPI id like jabalpurcabs@upi'],
    ['REMOTE_ADMIN_URL', 'admin.js', 'REMOTE_ADMIN_URL must be a path like /remotes/admin/remoteEntry.js'],
    ['SHUTDOWN_TIMEOUT_MS', '10s', 'SHUTDOWN_TIMEOUT_MS must be a whole number of milliseconds'],
  ])('refuses %s=%j with one line naming it', (name, value, message) => {
    let error: Error | undefined;
    try {
      new AppConfig({ [name]: value, JWT_SECRET: 's' });
    } catch (err) {
      error = err as Error;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect(error?.message).toContain(message);
    expect(error?.message).toMatch(/^Bad setting: [^\n]+\.$/);
  });

  it('names every bad variable in the same line', () => {
    expect(() => new AppConfig({ PORT: 'x', LOG_LEVEL: 'loud', JWT_SECRET: 's' })).toThrow(
      /^Bad setting: PORT must be a port number from 0 to 65535; LOG_LEVEL must be one of .+\.$/,
    );
  });

  it('takes blank values as unset and accepts every documented form', () => {
    const config = new AppConfig({
      PORT: '',
      JWT_EXPIRES_IN: '12h',
      SMTP_URL: 'smtps://u:p@mail.example.in:465',
      REDIS_URL: 'redis://127.0.0.1:6379/5',
      TRUST_PROXY: '10.0.0.1, 10.0.0.2',
      LOG_LEVEL: 'warn',
      JWT_SECRET: 's',
    });
    expect(config.port).toBe(3000);
    expect(config.jwtExpiresIn).toBe('12h');
    expect(config.trustProxy).toBe('10.0.0.1, 10.0.0.2');
    expect(new AppConfig({ TRUST_PROXY: '1', JWT_SECRET: 's' }).trustProxy).toBe(1);
    expect(new AppConfig({ JWT_SECRET: 's' }).trustProxy).toBe(false);
    expect(new AppConfig({ TRUST_PROXY: 'loopback', JWT_SECRET: 's' }).trustProxy).toBe('loopback');
  });

  it("reads the site's public address for links in e-mails, defaulting to this machine's port", () => {
    expect(new AppConfig({ PORT: '3600', JWT_SECRET: 's' }).publicUrl).toBe('http://localhost:3600');
    expect(new AppConfig({ PUBLIC_URL: 'https://jabalpurcabs.in/', JWT_SECRET: 's' }).publicUrl).toBe('https://jabalpurcabs.in');
    expect(new AppConfig({ PUBLIC_URL: 'https://example.in/cabs', JWT_SECRET: 's' }).publicUrl).toBe('https://example.in/cabs');
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
