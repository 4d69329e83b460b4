import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { join, resolve } from 'node:path';
import { type Env, parseEnv } from './env.schema.js';

export type DatabaseConfig = { type: 'better-sqlite3'; database: string } | { type: 'mysql' | 'mariadb'; url: string };

/** Everything the server reads from the environment, read once at start-up. */
export class AppConfig {
  readonly port: number;
  readonly dataDir: string;
  readonly database: DatabaseConfig;
  readonly jwtSecret: string;
  readonly jwtExpiresIn: string;
  readonly authRateLimit: number;
  readonly corsOrigins: string[];
  readonly upiId: string;
  readonly upiName: string;
  readonly redisUrl: string | undefined;
  /** Prefix of the socket.io adapter's Redis channels: instances of one site share it. */
  readonly redisKeyPrefix: string;
  readonly smtpUrl: string | undefined;
  readonly mailFrom: string;
  /** The operator's contact details, as shown in e-mails and documents. */
  readonly operator: { name: string; phone: string; email: string };
  /** What the GST invoice prints about the operator (rule 46): postal address and GSTIN. */
  readonly gst: { address: string; gstin: string };
  readonly osrmUrl: string | undefined;
  /** The site's address as people open it, for links in e-mails (password reset, e-mail confirmation). */
  readonly publicUrl: string;
  readonly admin: { email: string; password: string; mobile?: string; name?: string } | undefined;
  readonly frontendsDir: string;
  readonly remoteUrls: Record<string, string>;
  readonly logLevel: string;
  /** Connection attempts at start-up before giving up; 0 keeps trying (with backoff) for ever. */
  readonly dbRetryAttempts: number;

  readonly bookingRateLimit: number;
  /** Express's `trust proxy`: forwarded headers (X-Forwarded-For) count only from these proxies. */
  readonly trustProxy: boolean | number | string;
  readonly shutdownTimeoutMs: number;
  readonly outboxPollMs: number;
  /** The checked variables, for ConfigService. */
  readonly env: Env;

  constructor(env: NodeJS.ProcessEnv = process.env) {
    const e = parseEnv(env);
    this.env = e;
    this.port = e.PORT;
    this.dataDir = resolve(e.DATA_DIR ?? './data');
    this.database = parseDatabase(e.DATABASE_URL, this.dataDir);
    this.jwtSecret = e.JWT_SECRET ?? persistentSecret(this.dataDir);
    this.jwtExpiresIn = e.JWT_EXPIRES_IN;
    this.authRateLimit = e.AUTH_RATE_LIMIT;
    this.bookingRateLimit = e.BOOKING_RATE_LIMIT;
    this.trustProxy = parseTrustProxy(e.TRUST_PROXY);
    this.corsOrigins = list(e.CORS_ORIGINS);
    this.upiId = e.UPI_ID ?? 'jabalpurcabs@upi';
    this.upiName = e.UPI_NAME ?? 'Jabalpur Cabs';
    this.redisUrl = e.REDIS_URL;
    this.redisKeyPrefix = e.REDIS_KEY_PREFIX ?? 'jbp-socket.io';
    this.smtpUrl = e.SMTP_URL;
    this.mailFrom = e.MAIL_FROM ?? 'Jabalpur Cabs <bookings@jabalpurcabs.in>';
    // Defaults match the frontends' branding (frontends/shared/src/branding.ts).
    this.operator = {
      name: e.OPERATOR_NAME ?? 'Jabalpur Cabs',
      phone: e.OPERATOR_PHONE ?? '+91 761 400 1234',
      email: e.OPERATOR_EMAIL ?? 'bookings@jabalpurcabs.in',
    };
    // What the GST invoice prints; the GSTIN default is a sample in Madhya Pradesh's state code (23).
    this.gst = {
      address: e.OPERATOR_ADDRESS ?? 'Napier Town, Jabalpur, Madhya Pradesh 482001',
      gstin: e.OPERATOR_GSTIN ?? '23ABCDE1234F1Z5',
    };
    this.osrmUrl = e.OSRM_URL;
    this.publicUrl = (e.PUBLIC_URL ?? `http://localhost:${this.port}`).replace(/\/+$/, '');
    this.admin =
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD
        ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD, mobile: e.ADMIN_MOBILE, name: e.ADMIN_NAME }
        : undefined;
    this.frontendsDir = resolve(e.FRONTENDS_DIR ?? join(import.meta.dirname, '..', '..', '..', 'frontends'));
    this.remoteUrls = {
      public: e.REMOTE_PUBLIC_URL ?? '/remotes/public/remoteEntry.js',
      agent: e.REMOTE_AGENT_URL ?? '/remotes/agent/remoteEntry.js',
      admin: e.REMOTE_ADMIN_URL ?? '/remotes/admin/remoteEntry.js',
    };
    this.dbRetryAttempts = e.DB_RETRY_ATTEMPTS;
    this.logLevel = e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info');
    this.shutdownTimeoutMs = e.SHUTDOWN_TIMEOUT_MS;
    this.outboxPollMs = e.OUTBOX_POLL_MS;
  }
}

function parseTrustProxy(value: string): boolean | number | string {
  if (value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

function list(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

function parseDatabase(url: string | undefined, dataDir: string): DatabaseConfig {
  if (!url) return { type: 'better-sqlite3', database: join(dataDir, 'app.sqlite') };
  if (url.startsWith('mysql://')) return { type: 'mysql', url };
  if (url.startsWith('mariadb://')) return { type: 'mariadb', url: url.replace(/^mariadb:/, 'mysql:') };
  return { type: 'better-sqlite3', database: url.slice('sqlite:'.length) };
}

/** The embedded default keeps a random JWT secret beside the database, made once. */
function persistentSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
