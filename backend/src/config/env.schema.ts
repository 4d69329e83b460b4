import { z } from 'zod';

/** A bad setting: its message is one line naming the variable and what it expects. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

const blankToUndefined = (value: unknown) => (value === '' ? undefined : value);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());
const withDefault = <T extends z.ZodType>(schema: T, fallback: z.util.NoUndefined<z.output<T>>) =>
  z.preprocess(blankToUndefined, schema.default(fallback));

const wholeNumber = (expected: string, fallback: number, max = Number.MAX_SAFE_INTEGER) =>
  withDefault(
    z.coerce.number({ error: expected }).int({ error: expected }).min(0, { error: expected }).max(max, { error: expected }),
    fallback,
  );

function urlWith(protocols: string[], example: string) {
  const expected = `a URL like ${example}`;
  return z.string().refine((value) => {
    try {
      const url = new URL(value);
      return protocols.includes(url.protocol) && url.hostname !== '';
    } catch {
      return false;
    }
  }, expected);
}

/** jsonwebtoken's durations: a whole number with a unit (seconds, minutes, hours, days). */
const DURATION = /^[1-9]\d*(s|m|h|d)$/;

const ORIGIN = /^https?:\/\/[^/\s?#]+$/;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const remoteUrl = z
  .string()
  .refine(
    (value) => value.startsWith('/') || /^https?:\/\/[^/\s]+\/\S*$/.test(value),
    'a path like /remotes/admin/remoteEntry.js or a URL like https://cdn.example.in/admin/remoteEntry.js',
  );

/**
 * Every variable the server reads, checked once at start-up. Blank counts as unset, so
 * `FOO=` in a compose file takes the default.
 */
export const envSchema = z.object({
  NODE_ENV: optional(z.string()),
  PORT: wholeNumber('a port number from 0 to 65535', 3000, 65535),
  DATA_DIR: optional(z.string()),
  DATABASE_URL: optional(
    z
      .string()
      .refine(
        (value) => /^sqlite:.+/.test(value) || /^(mysql|mariadb):\/\/[^/\s]+(\/[^/\s?]+)(\?\S*)?$/.test(value),
        'a URL like mariadb://user:password@host:3306/cabs, mysql://… or sqlite:/path/to/file.sqlite',
      ),
  ),
  DB_RETRY_ATTEMPTS: wholeNumber('a whole number of connection attempts at start-up (0 means keep trying)', 0),
  JWT_SECRET: optional(z.string()),
  JWT_EXPIRES_IN: withDefault(z.string().regex(DURATION, 'a duration like 7d, 12h, 30m or 900s'), '7d'),
  AUTH_RATE_LIMIT: wholeNumber('a whole number of attempts a minute (0 turns the limit off)', 20),
  BOOKING_RATE_LIMIT: wholeNumber('a whole number of bookings an hour per account (0 turns the limit off)', 20),
  TRUST_PROXY: withDefault(
    z
      .string()
      .regex(
        /^(false|true|loopback|[1-9]\d?|[0-9a-f.:/]+(\s*,\s*[0-9a-f.:/]+)*)$/i,
        'false, true, loopback, a number of proxy hops, or a comma-separated list of proxy addresses',
      ),
    'false',
  ),
  CORS_ORIGINS: optional(
    z.string().refine(
      (value) =>
        value
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
          .every((origin) => ORIGIN.test(origin)),
      'comma-separated origins like https://admin.jabalpurcabs.in (scheme and host, no path)',
    ),
  ),
  UPI_ID: optional(z.string().regex(/^[\w.-]+@[\w.-]+$/, 'a UPI id like jabalpurcabs@upi')),
  UPI_NAME: optional(z.string()),
  REDIS_URL: optional(urlWith(['redis:', 'rediss:'], 'redis://127.0.0.1:6379')),
  REDIS_KEY_PREFIX: optional(z.string().regex(/^[\w:.-]+$/, 'letters, digits and : . - _ only')),
  SMTP_URL: optional(urlWith(['smtp:', 'smtps:'], 'smtp://user:password@mail.example.in:587 or smtps://…')),
  MAIL_FROM: optional(z.string()),
  OPERATOR_NAME: optional(z.string()),
  OPERATOR_PHONE: optional(z.string()),
  OPERATOR_EMAIL: optional(z.email({ error: 'an e-mail address' })),
  OPERATOR_ADDRESS: optional(z.string().min(5, 'a postal address')),
  OPERATOR_GSTIN: optional(
    z
      .string()
      .transform((v) => v.trim().toUpperCase())
      .pipe(z.string().regex(/^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/, 'a 15-character GSTIN like 23ABCDE1234F1Z5')),
  ),
  OSRM_URL: optional(urlWith(['http:', 'https:'], 'http://osrm.example.in:5000')),
  PUBLIC_URL: optional(z.string().regex(/^https?:\/\/[^/\s]+(\/\S*)?$/, 'an http(s) address like https://jabalpurcabs.in')),
  ADMIN_EMAIL: optional(z.string()),
  ADMIN_PASSWORD: optional(z.string()),
  ADMIN_MOBILE: optional(z.string()),
  ADMIN_NAME: optional(z.string()),
  FRONTENDS_DIR: optional(z.string()),
  REMOTE_PUBLIC_URL: optional(remoteUrl),
  REMOTE_AGENT_URL: optional(remoteUrl),
  REMOTE_ADMIN_URL: optional(remoteUrl),
  LOG_LEVEL: optional(z.enum(LOG_LEVELS, { error: `one of ${LOG_LEVELS.join(', ')}` })),
  // Read by auth/passwords.ts; checked here with the rest.
  BCRYPT_ROUNDS: wholeNumber('a whole number from 4 to 15 (the password hash cost)', 11, 15).refine(
    (n) => n === 0 || n >= 4,
    'a whole number from 4 to 15 (the password hash cost)',
  ),
  SHUTDOWN_TIMEOUT_MS: wholeNumber('a whole number of milliseconds', 10_000),
  OUTBOX_POLL_MS: wholeNumber('a whole number of milliseconds', 1000),
});

export type Env = z.infer<typeof envSchema>;

/** The checked variables, or a ConfigError whose one line names each bad variable and what it expects. */
export function parseEnv(env: NodeJS.ProcessEnv): Env {
  const result = envSchema.safeParse(env);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `${issue.path.join('.')} must be ${issue.message}`);
  return failWith(`Bad setting: ${problems.join('; ')}.`);
}

function failWith(message: string): never {
  throw new ConfigError(message);
}
