import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { join, resolve } from 'node:path';

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
  readonly dbRetryAttempts: number;

  constructor(env: NodeJS.ProcessEnv = process.env) {
    this.port = int(env.PORT, 3000, 'PORT');
    this.dataDir = resolve(env.DATA_DIR || './data');
    this.database = parseDatabase(env.DATABASE_URL, this.dataDir);
    this.jwtSecret = env.JWT_SECRET || persistentSecret(this.dataDir);
    this.jwtExpiresIn = env.JWT_EXPIRES_IN || '7d';
    this.authRateLimit = int(env.AUTH_RATE_LIMIT, 20, 'AUTH_RATE_LIMIT');
    this.corsOrigins = list(env.CORS_ORIGINS);
    this.upiId = env.UPI_ID || 'jabalpurcabs@upi';
    this.upiName = env.UPI_NAME || 'Jabalpur Cabs';
    this.redisUrl = env.REDIS_URL || undefined;
    this.redisKeyPrefix = env.REDIS_KEY_PREFIX || 'jbp-socket.io';
    this.smtpUrl = env.SMTP_URL || undefined;
    this.mailFrom = env.MAIL_FROM || 'Jabalpur Cabs <bookings@jabalpurcabs.in>';
    // Defaults match the frontends' branding (frontends/shared/src/branding.ts).
    this.operator = {
      name: env.OPERATOR_NAME || 'Jabalpur Cabs',
      phone: env.OPERATOR_PHONE || '+91 761 400 1234',
      email: env.OPERATOR_EMAIL || 'bookings@jabalpurcabs.in',
    };
    this.gst = {
      address: env.OPERATOR_ADDRESS || 'Napier Town, Jabalpur, Madhya Pradesh 482001',
      gstin: gstin(env.OPERATOR_GSTIN),
    };
    this.osrmUrl = env.OSRM_URL || undefined;
    this.publicUrl = publicUrl(env.PUBLIC_URL, this.port);
    this.admin =
      env.ADMIN_EMAIL && env.ADMIN_PASSWORD
        ? { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD, mobile: env.ADMIN_MOBILE, name: env.ADMIN_NAME }
        : undefined;
    this.frontendsDir = resolve(env.FRONTENDS_DIR || join(import.meta.dirname, '..', '..', '..', 'frontends'));
    this.remoteUrls = {
      public: env.REMOTE_PUBLIC_URL || '/remotes/public/remoteEntry.js',
      agent: env.REMOTE_AGENT_URL || '/remotes/agent/remoteEntry.js',
      admin: env.REMOTE_ADMIN_URL || '/remotes/admin/remoteEntry.js',
    };
    this.dbRetryAttempts = int(env.DB_RETRY_ATTEMPTS, 5, 'DB_RETRY_ATTEMPTS');
    this.logLevel = env.LOG_LEVEL || (env.NODE_ENV === 'test' ? 'silent' : 'info');
  }
}

/** The operator's GSTIN; the default is a sample in Madhya Pradesh's state code (23) for a fresh install. */
function gstin(value: string | undefined): string {
  if (!value) return '23ABCDE1234F1Z5';
  const upper = value.trim().toUpperCase();
  if (!/^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/.test(upper))
    throw new Error(`OPERATOR_GSTIN must be a 15-character GSTIN like 23ABCDE1234F1Z5, got "${value}"`);
  return upper;
}

function int(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number, got "${value}"`);
  return n;
}

function publicUrl(value: string | undefined, port: number): string {
  if (!value) return `http://localhost:${port}`;
  if (!/^https?:\/\/[^/\s]+(\/\S*)?$/.test(value))
    throw new Error(`PUBLIC_URL must be an http(s) address like https://jabalpurcabs.in, got "${value}"`);
  return value.replace(/\/+$/, '');
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
  if (url.startsWith('sqlite:')) return { type: 'better-sqlite3', database: url.slice('sqlite:'.length) };
  throw new Error(`DATABASE_URL must start with mysql://, mariadb:// or sqlite:, got "${url.split(':')[0]}:…"`);
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
