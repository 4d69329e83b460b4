// What the bench's parts share: the booking they send, a server on a seeded database with the
// desk admin signed in, a plain GET and free ports (the fault tests take their ports here too).
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, openSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { createServer } from 'node:net';
import { join } from 'node:path';

const HOST = '127.0.0.1';
let accounts = 0;

/** A new account's registration body, unique e-mail and mobile: `{role, …, password}`. */
export function account(role, extra = {}) {
  accounts += 1;
  const password = `Bench-${randomUUID()}`;
  return {
    role,
    fullName: `Bench ${role} ${accounts}`,
    email: `bench-${role.toLowerCase()}-${accounts}-${Date.now()}@example.test`,
    mobile: `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`,
    area: 'Napier Town',
    city: 'Jabalpur',
    state: 'Madhya Pradesh',
    pincode: '482001',
    password,
    confirmPassword: password,
    ...extra,
  };
}

/** A one-way booking a week ahead (IST) between two gazetteer labels. */
export function bookingBody(from, to) {
  return {
    from,
    to,
    date: new Date(Date.now() + 5.5 * 3600e3 + 7 * 86400e3).toISOString().slice(0, 10),
    time: '07:30',
    vehicle: 'Dzire',
    pickupInfo: 'Railway Station to Railway Station',
    passenger: {
      name: 'Bench Passenger',
      phone: '9876543210',
      email: 'passenger@example.test',
      idType: 'Aadhar Card',
      idNumber: '123456789012',
    },
  };
}

/**
 * `seed:scale` with `counts` (`{bookings: n, …}`) into the database `env` names; what it printed.
 * The kernel then writes the seed's pages to disk (`sync`): left to itself it wrote a million
 * bookings' 1.8 GB about 30 s later, in the middle of the measurement (a booking load measured 290
 * a second while 1.8 GB waited to be written, 354 right after a `sync`).
 */
export function seedScale(backend, env, counts) {
  const args = Object.entries(counts).flatMap(([key, n]) => [`--${key}`, String(n)]);
  const out = execFileSync(process.execPath, [join(backend, 'dist', 'cli', 'seed-scale.js'), ...args], {
    cwd: backend,
    env,
    encoding: 'utf8',
  });
  execFileSync('sync');
  return out;
}

/**
 * `node backend/dist/main.js` on the database `env` names (a `seed:scale` one), healthy, with the
 * seed's desk admin signed in: `{api, server, headers}` (the admin's Authorization header).
 */
export async function scaleServer({ backend, dir, env, password, startChild, waitForHealth, freePort, fail }) {
  const port = await freePort();
  const log = join(dir, 'server.log');
  const server = startChild(process.execPath, [join(backend, 'dist', 'main.js')], {
    cwd: backend,
    env: { ...env, PORT: String(port), AUTH_RATE_LIMIT: '0', LOG_LEVEL: 'info' },
    stdio: ['ignore', openSync(log, 'a'), openSync(log, 'a')],
  });
  const api = `http://${HOST}:${port}`;
  await waitForHealth(api, server, log);
  const login = await (
    await fetch(`${api}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ emailOrMobile: 'desk@scale.invalid', password }),
    })
  ).json();
  return { api, server, headers: { authorization: `Bearer ${login.token ?? fail('the scale admin could not log in')}` } };
}

/**
 * A fresh database under `workDir` filled by `seed:scale` with `counts`, changed by `prepare(dir)`
 * if given, and served by `scaleServer`: `{api, server, headers, seeded}` (`seeded`: the seed's seconds).
 */
export async function seededScaleServer({ backend, workDir, counts, prepare, startChild, waitForHealth, freePort, fail }) {
  const dir = mkdtempSync(join(workDir, 'scale-'));
  const env = { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: dir, NODE_ENV: 'production', LOG_LEVEL: 'warn' };
  const out = seedScale(backend, env, counts);
  const password = /password for every scale account: (\S+)/.exec(out)?.[1] ?? fail(`seed:scale said:\n${out}`);
  prepare?.(dir);
  const served = await scaleServer({ backend, dir, env, password, startChild, waitForHealth, freePort, fail });
  return { ...served, seeded: /Took ([\d.]+) s/.exec(out)?.[1] };
}

/** Stops a server the bench started and waits until it has exited. */
export async function stopServer(server) {
  server.kill('SIGTERM');
  await new Promise((resolve) => (server.exitCode !== null ? resolve() : server.once('exit', resolve)));
}

/** `p99` as a multiple of `base`, both in milliseconds. */
export function p99Ratio(p99, base) {
  return base > 0 ? `${(p99 / base).toFixed(1)}×` : '—';
}

/**
 * The latency below which `share` (0 to 1) of `latencies` (milliseconds, any order) fall, to a
 * hundredth of a millisecond under 10 ms and a tenth above; 0 when there are none. autocannon's own
 * percentiles are whole milliseconds, too coarse for a p99 of 1 ms or less.
 */
export function latencyAt(latencies, share) {
  if (latencies.length === 0) return 0;
  const sorted = Float64Array.from(latencies).sort();
  const value = sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];
  return value < 10 ? Math.round(value * 100) / 100 : Math.round(value * 10) / 10;
}

/**
 * GET `url` over http or https and count its body's bytes as they came (no decoding). A local
 * proxy's certificate comes from its own authority, which the machine does not trust: it is not checked.
 */
export function getBytes(url, headers = {}) {
  return new Promise((resolve, reject) => {
    const get = url.startsWith('https:') ? httpsRequest : httpRequest;
    const req = get(url, { headers, rejectUnauthorized: false }, (res) => {
      let bytes = 0;
      res.on('data', (chunk) => (bytes += chunk.length));
      res.on('end', () => resolve({ status: res.statusCode, bytes }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** Listens on `port` of 127.0.0.1 (0: one the system picks); rejects when it is taken. */
function listening(port) {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(port, HOST, () => resolve(server));
  });
}

/** `wanted` if it is free now, or with 0 a port the system picks; rejects when `wanted` is taken. */
export async function probePort(wanted) {
  const server = await listening(wanted);
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** `count` different ports, free now: held together while they are picked, so none repeats. */
export async function freePorts(count) {
  const servers = await Promise.all(Array.from({ length: count }, () => listening(0)));
  const ports = servers.map((server) => server.address().port);
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}
