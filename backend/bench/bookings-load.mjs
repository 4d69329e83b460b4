// POST /api/bookings under load on three databases, each behind its own server: SQLite with a small
// bookings table, SQLite with 1,000,000 bookings already in it (the scale curve: the cost of a
// booking must not grow with the table), and MariaDB/MySQL when DATABASE_URL is set (a throwaway
// database made on that server and dropped after).
//
// Env: BENCH_BIG_BOOKINGS (default 1,000,000), BENCH_SMALL_BOOKINGS (default 1,000),
//      BENCH_BOOKINGS_WARMUP (seconds of load before each row is measured, default 20),
//      DATABASE_URL (mysql:// or mariadb://: adds the MariaDB row).
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, openSync } from 'node:fs';
import { join } from 'node:path';
import mysql from 'mysql2/promise';
import { account, bookingBody, p99Ratio, seedScale, stopServer } from './bench-support.mjs';

const HOST = '127.0.0.1';
/** Seconds of load before each row is measured: the first seconds run the JIT, not the code. */
const WARMUP = Number(process.env.BENCH_BOOKINGS_WARMUP ?? 20);

export async function benchBookings({ backend, workDir, startChild, waitForHealth, freePort, measure, fail, connections, duration }) {
  const small = Number(process.env.BENCH_SMALL_BOOKINGS ?? 1000);
  const big = Number(process.env.BENCH_BIG_BOOKINGS ?? 1_000_000);
  const cases = [
    { label: `SQLite, ${small.toLocaleString('en-IN')} bookings in the table`, sqlite: sizes(small) },
    { label: `SQLite, ${big.toLocaleString('en-IN')} bookings in the table`, sqlite: sizes(big) },
  ];
  const mysqlUrl = process.env.DATABASE_URL;
  if (mysqlUrl && /^(mysql|mariadb):\/\//.test(mysqlUrl)) cases.push({ label: 'MariaDB/MySQL, empty table', mysql: mysqlUrl });

  const rows = [];
  for (const c of cases) {
    const dir = mkdtempSync(join(workDir, 'bookings-'));
    const env = { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: dir, NODE_ENV: 'production', LOG_LEVEL: 'warn' };
    let dropDatabase;
    let seeded = '';
    if (c.sqlite) {
      console.log(`Seeding: ${c.label} …`);
      const out = seedScale(backend, env, c.sqlite);
      seeded = /Took ([\d.]+) s/.exec(out)?.[1] ?? '?';
    } else {
      const { url, drop } = await throwawayDatabase(c.mysql, fail);
      env.DATABASE_URL = url;
      env.DB_RETRY_ATTEMPTS = '1';
      dropDatabase = drop;
    }
    const port = await freePort();
    const log = join(dir, 'server.log');
    const server = startChild(process.execPath, [join(backend, 'dist', 'main.js')], {
      cwd: backend,
      env: { ...env, PORT: String(port), AUTH_RATE_LIMIT: '0', BOOKING_RATE_LIMIT: '0', LOG_LEVEL: 'info' },
      stdio: ['ignore', openSync(log, 'a'), openSync(log, 'a')],
    });
    try {
      const api = `http://${HOST}:${port}`;
      await waitForHealth(api, server, log);
      const target = await bookingTarget(api, fail);
      console.log(`${c.label}: POST /api/bookings, ${duration} s × ${connections} connections …`);
      // The server's CPU per booking, and the database server's when it runs on this machine: on a
      // machine whose speed varies from run to run they tell more than req/s alone.
      const database = c.mysql ? localDatabasePid(c.mysql) : undefined;
      const cpuOf = { server: server.pid, ...(database && { database }) };
      const figures = await measure(api, { ...target, connections, duration, warmup: WARMUP, cpuOf });
      rows.push({ label: c.label, seeded, figures, duration });
    } finally {
      await stopServer(server);
      await dropDatabase?.();
    }
  }
  return rows;
}

export function renderBookings(rows) {
  const lines = [
    '',
    '## POST /api/bookings: SQLite small and at scale, and MariaDB',
    '',
    'Each database behind its own server (`node backend/dist/main.js`, NODE_ENV=production); SQLite ones made by `seed:scale` and written to disk (`sync`) before the server starts; one customer books a one-way trip Jabalpur → Bhopal with a new Idempotency-Key per request.',
    '',
    `${WARMUP} s of the same load first (the JIT's warm-up), then ${rows[0]?.duration ?? '?'} s measured. CPU: milliseconds of CPU per booking over the measured run, of the server process (SQLite works inside it) and of MariaDB's server when it runs on this machine.`,
    '',
    '| Database | req/s | p50 ms | p99 ms | p99 ÷ first row | non-2xx/errors | server CPU ms/booking | database CPU ms/booking | seeded in s |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  const base = rows[0]?.figures.p99;
  for (const { label, figures, seeded } of rows) {
    lines.push(
      `| ${label} | ${Math.round(figures.rps)} | ${figures.p50} | ${figures.p99} | ${p99Ratio(figures.p99, base)} | ${figures.bad} | ${cpu(figures, 'server')} | ${cpu(figures, 'database')} | ${seeded || '—'} |`,
    );
  }
  return `${lines.join('\n')}\n`;
}

/** A figure of `measure`'s CPU per request, to a tenth of a millisecond, or '—'. */
function cpu(figures, label) {
  const ms = figures.cpuMsPerRequest?.[label];
  return typeof ms === 'number' ? ms.toFixed(1) : '—';
}

/** The pid of the MariaDB/MySQL server when DATABASE_URL names this machine and it runs here, else undefined. */
function localDatabasePid(url) {
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(new URL(url).hostname)) return undefined;
  try {
    const pid = Number(execFileSync('pgrep', ['-o', '-x', 'mariadbd|mysqld'], { encoding: 'utf8' }).trim());
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** The seed's proportions for `bookings`: a customer per five bookings, an offer per hundred. */
function sizes(bookings) {
  return {
    bookings,
    customers: Math.max(50, Math.round(bookings / 5)),
    agents: Math.max(5, Math.min(300, Math.round(bookings / 500))),
    offers: Math.max(50, Math.round(bookings / 100)),
  };
}

/** A new database on the DATABASE_URL's server, and how to drop it. */
async function throwawayDatabase(serverUrl, fail) {
  const url = new URL(serverUrl);
  const name = `jbp_bench_${Date.now()}`;
  const connect = () =>
    mysql.createConnection({
      host: url.hostname,
      port: Number(url.port || 3306),
      user: decodeURIComponent(url.username),
      password: decodeURIComponent(url.password),
    });
  let c;
  try {
    c = await connect();
  } catch (error) {
    fail(`DATABASE_URL does not answer: ${error.message}`);
  }
  await c.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await c.end();
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const d = await connect();
      await d.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await d.end();
    },
  };
}

/** A new customer's booking request, as the load sends it (a fresh Idempotency-Key each time). */
async function bookingTarget(api, fail) {
  const call = async (method, path, body, token) => {
    const res = await fetch(api + path, {
      method,
      headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
      body: body && JSON.stringify(body),
    });
    const text = await res.text();
    if (!res.ok) fail(`${method} ${path} answered ${res.status}: ${text.slice(0, 300)}`);
    return JSON.parse(text);
  };
  const customer = account('Customer');
  await call('POST', '/api/auth/register', customer);
  const { token } = await call('POST', '/api/auth/login', { emailOrMobile: customer.email, password: customer.password });
  const label = async (text) => (await call('GET', `/api/places?text=${encodeURIComponent(text)}&limit=1`))[0].value;
  const body = bookingBody(await label('Jabalpur'), await label('Bhopal'));
  return {
    name: 'POST /api/bookings',
    method: 'POST',
    path: '/api/bookings',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
    setupRequest: (req) => ({ ...req, headers: { ...req.headers, 'idempotency-key': randomUUID() } }),
  };
}
