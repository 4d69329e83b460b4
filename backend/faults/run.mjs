// Fault tests: the built server against a private MariaDB that is stopped and restarted under load,
// a kill -9 of the server under load, and two instances sharing Redis. Prints figures; exits 1 on a miss.
//   npm run test:faults        (the ports are free ones picked at start; FAULTS_PORT, the first of
//                              two API ports, FAULTS_DB_PORT and REDIS_URL may set them)
import { spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { io } from 'socket.io-client';
import mysql from 'mysql2/promise';
import { freePorts } from '../bench/bench-support.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
// Ports the system has free now, unless set: a fixed default collides with whatever else listens there.
const picked = await freePorts(3);
const API_PORT = Number(process.env.FAULTS_PORT ?? 0) || picked[0];
/** The second instance of scenario 3. */
const API_PORT_2 = process.env.FAULTS_PORT ? API_PORT + 1 : picked[1];
const DB_PORT = Number(process.env.FAULTS_DB_PORT ?? 0) || picked[2];
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const ADMIN = { email: 'faults-admin@example.test', password: 'faults-admin-password-1' };
const work = mkdtempSync(join(tmpdir(), 'jbp-faults-'));
const children = new Set();
const failures = [];
const figures = {};

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const log = (line) => console.log(`[faults] ${line}`);
function check(ok, what) {
  log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) failures.push(what);
}

// ---- a private MariaDB -------------------------------------------------------------------------

const dataDir = join(work, 'mariadb');
const socketPath = join(work, 'mariadb.sock');

function initDatabase() {
  const run = spawnSync(
    'mariadb-install-db',
    ['--no-defaults', `--datadir=${dataDir}`, '--user=root', '--skip-test-db', '--auth-root-authentication-method=normal'],
    {
      encoding: 'utf8',
    },
  );
  if (run.status !== 0) throw new Error(`mariadb-install-db failed: ${run.stderr}`);
}

let mariadb;
async function startDatabase() {
  mariadb = spawn(
    'mariadbd',
    [
      '--no-defaults',
      `--datadir=${dataDir}`,
      `--port=${DB_PORT}`,
      `--socket=${socketPath}`,
      '--bind-address=127.0.0.1',
      '--user=root',
      '--skip-grant-tables',
      '--skip-log-bin',
      '--innodb-buffer-pool-size=64M',
      `--pid-file=${join(work, 'mariadb.pid')}`,
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  children.add(mariadb);
  let stderr = '';
  mariadb.stderr.on('data', (d) => (stderr += d));
  const started = Date.now();
  while (Date.now() - started < 30_000) {
    if (await databaseAnswers()) return Date.now();
    if (mariadb.exitCode !== null) throw new Error(`mariadbd exited: ${stderr.slice(-500)}`);
    await sleep(100);
  }
  throw new Error('mariadbd did not answer within 30 s');
}

async function databaseAnswers() {
  try {
    const c = await mysql.createConnection({ host: '127.0.0.1', port: DB_PORT, user: 'root', connectTimeout: 1000 });
    await c.end();
    return true;
  } catch {
    return false;
  }
}

async function stopDatabase() {
  const proc = mariadb;
  proc.kill('SIGTERM');
  await new Promise((resolve) => (proc.exitCode !== null ? resolve() : proc.once('exit', resolve)));
  children.delete(proc);
}

async function sql(query, params = []) {
  const c = await mysql.createConnection({ host: '127.0.0.1', port: DB_PORT, user: 'root', database: 'jbp_faults' });
  try {
    const [rows] = await c.query(query, params);
    return rows;
  } finally {
    await c.end();
  }
}

// ---- the server --------------------------------------------------------------------------------

function startApi(port, extra = {}) {
  const proc = spawn(process.execPath, [join(root, 'backend', 'dist', 'main.js')], {
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      DATA_DIR: join(work, `data-${port}`),
      DATABASE_URL: `mariadb://root@127.0.0.1:${DB_PORT}/jbp_faults`,
      JWT_SECRET: 'faults-secret-that-is-long-enough-0123456789',
      AUTH_RATE_LIMIT: '0',
      BOOKING_RATE_LIMIT: '0',
      DB_RETRY_ATTEMPTS: '0',
      LOG_LEVEL: 'error',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      FRONTENDS_DIR: join(work, 'no-frontends'),
      ...extra,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.add(proc);
  proc.once('exit', () => children.delete(proc));
  return proc;
}

async function waitHealthy(port, ms = 60_000) {
  const started = Date.now();
  while (Date.now() - started < ms) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.status === 200) return;
    } catch {
      /* not listening yet */
    }
    await sleep(100);
  }
  throw new Error(`the server on ${port} was not healthy within ${ms} ms`);
}

async function api(port, method, path, { token, body, key } = {}) {
  const res = await fetch(`http://127.0.0.1:${port}${path}`, {
    method,
    headers: {
      'Content-Type': 'application/json',
      ...(token && { Authorization: `Bearer ${token}` }),
      ...(key && { 'Idempotency-Key': key }),
    },
    body: body && JSON.stringify(body),
    signal: AbortSignal.timeout(15_000),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

async function login(port, emailOrMobile, password) {
  const res = await api(port, 'POST', '/api/auth/login', { body: { emailOrMobile, password } });
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.token;
}

async function newCustomer(port) {
  const n = Math.floor(Math.random() * 1e8);
  const account = {
    role: 'customer',
    fullName: `Fault Customer ${n}`,
    email: `fault-${n}@example.test`,
    mobile: `9${String(n).padStart(9, '0')}`,
    area: 'Napier Town',
    city: 'Jabalpur',
    state: 'Madhya Pradesh',
    pincode: '482001',
    password: 'fault-password-1',
    confirmPassword: 'fault-password-1',
  };
  const res = await api(port, 'POST', '/api/auth/register', { body: account });
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${JSON.stringify(res.body)}`);
  return login(port, account.email, account.password);
}

function istDate(days) {
  return new Date(Date.now() + 5.5 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

const booking = (i) => ({
  from: 'Jabalpur, MP, India',
  to: 'Bhopal, Madhya Pradesh, India',
  date: istDate(7),
  time: '09:30',
  vehicle: 'Dzire',
  passenger: {
    name: `Fault Passenger ${i}`,
    phone: `98${String(i).padStart(8, '0')}`,
    email: `passenger-${i}@example.test`,
    idType: 'Aadhar Card',
    idNumber: String(100000000000 + i),
  },
});

/**
 * `workers` clients book in a loop until `stop()`; each booking is retried with its key on 503 or a
 * lost connection until it is acknowledged (201). Returns the statuses seen and the acknowledged ids.
 */
function load(portOf, token, workers) {
  const statuses = {};
  const acknowledged = new Map(); // key -> booking id
  const acknowledgedAt = [];
  let running = true;
  let n = 0;
  const worker = async () => {
    while (running) {
      const key = randomUUID();
      const body = booking(n++);
      for (;;) {
        let res;
        try {
          res = await api(portOf(), 'POST', '/api/bookings', { token, body, key });
        } catch {
          statuses.network = (statuses.network ?? 0) + 1;
          await sleep(200);
          continue;
        }
        statuses[res.status] = (statuses[res.status] ?? 0) + 1;
        if (res.status === 201) {
          acknowledged.set(key, res.body.data.id);
          acknowledgedAt.push(Date.now());
          break;
        }
        if (res.status !== 503 && res.status !== 429) {
          log(`unexpected ${res.status}: ${JSON.stringify(res.body)}`);
          break;
        }
        await sleep(250);
      }
    }
  };
  const done = Promise.all(Array.from({ length: workers }, worker));
  return {
    statuses,
    acknowledged,
    acknowledgedAt,
    stop: async () => {
      running = false;
      await done;
    },
  };
}

async function everyBookingOnce(acknowledged, label) {
  const keys = [...acknowledged.keys()];
  const rows = await sql('SELECT id, idempotencyKey FROM bookings WHERE idempotencyKey IN (?)', [keys]);
  const byKey = new Map();
  for (const row of rows) byKey.set(row.idempotencyKey, [...(byKey.get(row.idempotencyKey) ?? []), row.id]);
  const missing = keys.filter((k) => !byKey.has(k)).length;
  const doubled = [...byKey.values()].filter((ids) => ids.length > 1).length;
  const wrongId = keys.filter((k) => byKey.get(k)?.[0] !== acknowledged.get(k)).length;
  figures[`${label}: acknowledged`] = keys.length;
  check(
    keys.length > 0 && missing === 0 && doubled === 0 && wrongId === 0,
    `${label}: ${keys.length} acknowledged bookings each present once (missing ${missing}, doubled ${doubled})`,
  );
  return keys;
}

// A notice sent just as the database went away stays claimed by its worker until the claim lapses
// (60 s), then goes again: at least once.
async function everyNoticeDelivered(label, ms = 75_000) {
  const started = Date.now();
  let pending;
  do {
    [{ pending }] = await sql('SELECT COUNT(*) AS pending FROM outbox WHERE deliveredAt IS NULL');
    if (Number(pending) === 0) break;
    await sleep(250);
  } while (Date.now() - started < ms);
  figures[`${label}: all notices delivered after (s)`] = ((Date.now() - started) / 1000).toFixed(1);
  const [{ notices }] = await sql("SELECT COUNT(*) AS notices FROM outbox WHERE topic = 'booking.created.notice'");
  const [{ bookings }] = await sql('SELECT COUNT(*) AS bookings FROM bookings');
  check(
    Number(pending) === 0 && Number(notices) === Number(bookings),
    `${label}: every booking's notice written (${notices}/${bookings}) and delivered (${pending} pending)`,
  );
}

// ---- the scenarios -----------------------------------------------------------------------------

async function databaseOutage() {
  log('scenario 1: the database stops under load and comes back');
  const api1 = startApi(API_PORT);
  await waitHealthy(API_PORT);
  const token = await newCustomer(API_PORT);
  const run = load(() => API_PORT, token, 6);
  await sleep(3000);
  const before = run.acknowledged.size;
  await stopDatabase();
  const stoppedAt = Date.now();
  await sleep(4000);
  const health = await api(API_PORT, 'GET', '/api/health');
  check(health.status === 503, `health answers 503 while the database is down (got ${health.status})`);
  const backAt = await startDatabase();
  let recoveredAt;
  while (!recoveredAt && Date.now() - backAt < 30_000) {
    recoveredAt = run.acknowledgedAt.find((t) => t > backAt);
    await sleep(50);
  }
  await sleep(2000);
  await run.stop();
  const recovery = recoveredAt ? (recoveredAt - backAt) / 1000 : Infinity;
  figures['outage: down for (s)'] = ((backAt - stoppedAt) / 1000).toFixed(1);
  figures['outage: recovery after the database is back (s)'] = recovery.toFixed(2);
  figures['outage: answers'] = JSON.stringify(run.statuses);
  check(before > 0, `bookings were acknowledged before the outage (${before})`);
  check(!run.statuses[500], `no answer 500 (${run.statuses[500] ?? 0})`);
  check((run.statuses[503] ?? 0) > 0, `503 answered while the database was down (${run.statuses[503] ?? 0})`);
  check(recovery <= 5, `recovered within 5 s of the database coming back (${recovery.toFixed(2)} s)`);
  await everyBookingOnce(run.acknowledged, 'outage');
  await everyNoticeDelivered('outage');
  api1.kill('SIGTERM');
  await new Promise((resolve) => (api1.exitCode !== null ? resolve() : api1.once('exit', resolve)));
}

async function apiKilled() {
  log('scenario 2: kill -9 of the server under load');
  let api1 = startApi(API_PORT);
  await waitHealthy(API_PORT);
  const token = await newCustomer(API_PORT);
  const run = load(() => API_PORT, token, 6);
  await sleep(3000);
  api1.kill('SIGKILL');
  const killedAt = Date.now();
  await sleep(500);
  api1 = startApi(API_PORT);
  await waitHealthy(API_PORT);
  figures['kill -9: back after (s)'] = ((Date.now() - killedAt) / 1000).toFixed(1);
  await sleep(3000);
  await run.stop();
  figures['kill -9: answers'] = JSON.stringify(run.statuses);
  check(!run.statuses[500], `no answer 500 (${run.statuses[500] ?? 0})`);
  await everyBookingOnce(run.acknowledged, 'kill -9');
  await everyNoticeDelivered('kill -9 (the outbox survives the restart)');
  api1.kill('SIGTERM');
  await new Promise((resolve) => (api1.exitCode !== null ? resolve() : api1.once('exit', resolve)));
}

async function twoInstances() {
  log('scenario 3: two instances sharing Redis');
  const prefix = `jbp-infra-test:${process.pid}`;
  const shared = { REDIS_URL, REDIS_KEY_PREFIX: prefix, AUTH_RATE_LIMIT: '8' };
  const a = startApi(API_PORT, shared);
  const b = startApi(API_PORT_2, shared);
  await Promise.all([waitHealthy(API_PORT), waitHealthy(API_PORT_2)]);
  const adminToken = await login(API_PORT_2, ADMIN.email, ADMIN.password);
  const socket = io(`http://127.0.0.1:${API_PORT_2}/api`, { auth: { token: adminToken }, transports: ['websocket'] });
  await new Promise((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  const heard = new Promise((resolve) => socket.on('newBooking', resolve));
  const token = await newCustomer(API_PORT);
  const sentAt = Date.now();
  const made = await api(API_PORT, 'POST', '/api/bookings', { token, body: booking(900001) });
  const notice = await Promise.race([heard, sleep(10_000).then(() => null)]);
  figures['two instances: booking on A heard on B after (ms)'] = notice ? Date.now() - sentAt : 'never';
  check(notice?.bookingId === made.body?.data?.id, `a booking on A reaches an admin socket on B (${notice?.reference ?? 'nothing heard'})`);
  socket.close();

  // So far 3 of the 8 allowed: the admin's login on B, the customer's registration and login on A.
  const wrong = { emailOrMobile: 'nobody@example.test', password: 'whatever1' };
  const seen = [];
  for (const port of [API_PORT, API_PORT_2, API_PORT, API_PORT_2, API_PORT, API_PORT_2, API_PORT]) {
    seen.push((await api(port, 'POST', '/api/auth/login', { body: wrong })).status);
  }
  figures['two instances: wrong logins A,B,A,B,A,B,A after 3 allowed calls'] = seen.join(',');
  check(seen.join(',') === '401,401,401,401,401,429,429', `the login limit (8) counts both instances (${seen.join(',')})`);
  for (const proc of [a, b]) proc.kill('SIGTERM');
  await Promise.all([a, b].map((p) => new Promise((resolve) => (p.exitCode !== null ? resolve() : p.once('exit', resolve)))));
}

async function gracefulStop() {
  log('scenario 4: SIGTERM lets requests in flight finish');
  const api1 = startApi(API_PORT);
  await waitHealthy(API_PORT);
  const token = await newCustomer(API_PORT);
  const inFlight = Array.from({ length: 4 }, (_, i) =>
    api(API_PORT, 'POST', '/api/bookings', { token, body: booking(800000 + i) }).catch(() => ({ status: 'network' })),
  );
  await sleep(30);
  const stoppedAt = Date.now();
  api1.kill('SIGTERM');
  const [results, code] = await Promise.all([Promise.all(inFlight), new Promise((resolve) => api1.once('exit', resolve))]);
  figures['SIGTERM: stopped after (ms)'] = Date.now() - stoppedAt;
  figures['SIGTERM: in-flight answers'] = results.map((r) => r.status).join(',');
  check(code === 0, `the server exits 0 on SIGTERM (${code})`);
  check(Date.now() - stoppedAt <= 10_000, `it stops within 10 s (${Date.now() - stoppedAt} ms)`);
  check(!results.some((r) => r.status === 500), 'no request in flight answered 500');
}

// ---- main --------------------------------------------------------------------------------------

const started = Date.now();
try {
  const build = spawnSync(process.execPath, [join(root, 'scripts', 'ensure-built.mjs'), 'backend'], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error('the backend did not build');
  log(`ports: server ${API_PORT} (second instance ${API_PORT_2}), MariaDB ${DB_PORT}`);
  initDatabase();
  await startDatabase();
  const c = await mysql.createConnection({ host: '127.0.0.1', port: DB_PORT, user: 'root' });
  await c.query('CREATE DATABASE jbp_faults CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci');
  await c.end();
  await databaseOutage();
  await apiKilled();
  await twoInstances();
  await gracefulStop();
} catch (err) {
  failures.push(`error: ${err.stack ?? err}`);
  console.error(err);
} finally {
  for (const child of children) child.kill('SIGKILL');
  await sleep(300);
  rmSync(work, { recursive: true, force: true });
}
console.log('\n[faults] figures');
for (const [name, value] of Object.entries(figures)) console.log(`  ${name}: ${value}`);
console.log(
  `[faults] ${failures.length === 0 ? 'all passed' : `${failures.length} failed`} in ${((Date.now() - started) / 1000).toFixed(0)} s`,
);
process.exit(failures.length === 0 ? 0 : 1);
