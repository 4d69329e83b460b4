// `npm run bench`: the built server against a bare node:http server answering the same JSON from
// memory, for GET /api/offers (200 offers), GET /api/places?text=bho and POST /api/bookings; then
// the home page in Debian's chromium, unthrottled and on slow 4G with 4× CPU slowdown
// (first-page.mjs: JS bytes, requests, request depth, first paint, LCP, booking button usable),
// directly and, when Caddy is installed, through deploy/Caddyfile (HTTPS, HTTP/2) as deployed.
// Everything runs on 127.0.0.1, on a throwaway SQLite database, and stops within BENCH_TIMEOUT_S.
//
// Then POST /api/bookings on SQLite with a small table and with 1,000,000 bookings in it, and on
// MariaDB/MySQL when DATABASE_URL is set (bookings-load.mjs); the offers lists with 200 and 10,000
// open offers (offers-scale.mjs); the desk's admin lists on a small and on a 100,000-booking
// database (desk-lists.mjs).
//
// Env: BENCH_DURATION (seconds per run, default 10), BENCH_CONNECTIONS (default 10),
//      BENCH_WARMUP (seconds, default 2), BENCH_TIMEOUT_S (whole run, default 1800),
//      BENCH_PAGE_RUNS (page loads per profile, default 3; 0 skips the first page),
//      CADDY_PATH (default `caddy` on PATH: the first page through it too; BENCH_CADDY=0 leaves it out),
//      BENCH_BOOKINGS_WARMUP (seconds before each POST /api/bookings row, default 20),
//      BENCH_ONLY (`http`, `page`, `bookings`, `offers` or `desk`: one part only),
//      BENCH_BOOKINGS=0, BENCH_OFFERS=0, BENCH_DESK=0 skip a part, CHROMIUM_PATH (default /usr/bin/chromium),
//      BENCH_PORTS (a range such as 4300-4399 for the servers; default any free port),
//      FRONTENDS_DIR (another checkout's built frontends, to compare; default this one's).
import { execFileSync, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { measureFirstPage, overBudget, renderFirstPage } from './first-page.mjs';
import { account, bookingBody, getBytes, latencyAt, p99Ratio, probePort } from './bench-support.mjs';
import { benchBookings, renderBookings } from './bookings-load.mjs';
import { benchOffersScale, renderOffersScale } from './offers-scale.mjs';
import { benchDeskLists, renderDeskLists } from './desk-lists.mjs';

/** Headers every answer sets for itself: the bare server writes its own. */
const PER_MESSAGE = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length', 'content-encoding']);

const here = dirname(fileURLToPath(import.meta.url));
const backend = join(here, '..');
const DURATION = positive('BENCH_DURATION', 10);
const CONNECTIONS = positive('BENCH_CONNECTIONS', 10);
// The public reads are also measured at this many connections (the p99 goal is at 50).
const WIDE = positive('BENCH_WIDE_CONNECTIONS', 50);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 2);
const TIMEOUT_S = positive('BENCH_TIMEOUT_S', 1800);
const PAGE_RUNS = Number(process.env.BENCH_PAGE_RUNS ?? 3);
const ONLY = process.env.BENCH_ONLY ?? '';
/** /proc's CPU times are in these ticks a second. */
const CLOCK_TICKS = Number(tryRun('getconf', ['CLK_TCK'])) || 100;
const OFFERS = 200;
const PORTS = (process.env.BENCH_PORTS ?? '').split('-').map(Number);
let nextPort = PORTS[0];
const HOST = '127.0.0.1';

const children = new Set();
const dataDir = mkdtempSync(join(tmpdir(), 'jbp-bench-'));
let finished = false;
let loadBefore = '?';
const fmt = (n) => Math.round(n).toLocaleString('en-IN');
const percent = (a, b) => (b > 0 ? `${Math.round((100 * a) / b)} %` : '—');
const kb = (bytes) => (bytes >= 1024 ? `${(bytes / 1024).toFixed(1)} KB` : `${bytes} B`);

const watchdog = setTimeout(() => fail(`the benchmark took longer than ${TIMEOUT_S} s`), TIMEOUT_S * 1000);
watchdog.unref();
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => fail(`stopped by ${signal}`));
process.on('exit', cleanUp);

await main();

async function main() {
  const mainJs = join(backend, 'dist', 'main.js');
  if (!existsSync(mainJs)) fail('backend/dist/main.js is missing: run `npm run bench` from the repository root (it builds first).');
  if (ONLY === 'desk') return deskOnly();
  if (ONLY === 'bookings' || ONLY === 'offers') return partOnly(ONLY);

  const admin = { email: `bench-admin-${Date.now()}@example.test`, password: `Bench-${randomUUID()}` };
  const port = await freePort();
  const log = join(dataDir, 'server.log');
  const server = startChild(process.execPath, [mainJs], {
    cwd: backend,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: dataDir,
      AUTH_RATE_LIMIT: '0',
      // The bench books thousands of trips from one account; the per-account hourly limit would refuse them.
      BOOKING_RATE_LIMIT: '0',
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      ADMIN_NAME: 'Bench Admin',
      ...(process.env.FRONTENDS_DIR && { FRONTENDS_DIR: process.env.FRONTENDS_DIR }),
      // No DATABASE_URL, REDIS_URL or SMTP_URL: the embedded default, nothing outside this machine.
    },
    stdio: ['ignore', openSync(log, 'a'), openSync(log, 'a')],
  });
  const api = `http://${HOST}:${port}`;
  await waitForHealth(api, server, log);

  console.log(`Seeding through the API (an active agent with ${OFFERS} offers, a customer) …`);
  const seed = await seedThroughApi(api, admin);

  // The home page first, on a quiet server (it lists the 200 seeded offers).
  let firstPage = null;
  if (PAGE_RUNS > 0 && ONLY !== 'http') {
    const frontends = process.env.FRONTENDS_DIR ?? join(backend, '..', 'frontends');
    if (!existsSync(join(frontends, 'shell', 'dist', 'index.html'))) fail(`the frontends in ${frontends} are not built`);
    const targets = [{ via: 'direct (HTTP/1.1)', url: `${api}/` }];
    const proxied = await caddyInFront(port);
    if (proxied) targets.push({ via: 'HTTPS, HTTP/2 through Caddy', url: proxied });
    firstPage = await measureFirstPage(targets, { runs: PAGE_RUNS, log: (line) => console.log(line) });
  }

  const body = bookingBody(seed.from, seed.to);
  const targets = [
    { name: 'GET /api/offers', method: 'GET', path: '/api/offers' },
    { name: 'GET /api/places?text=bho', method: 'GET', path: '/api/places?text=bho' },
    {
      name: 'POST /api/bookings',
      method: 'POST',
      path: '/api/bookings',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${seed.customer.token}` },
      body: JSON.stringify(body),
      // Every request is a new booking: a fresh Idempotency-Key each time.
      setupRequest: (req) => ({ ...req, headers: { ...req.headers, 'idempotency-key': randomUUID() } }),
    },
  ];

  // Capture each real answer once; the bare server replays exactly these bytes.
  const captured = [];
  const skipped = [];
  for (const target of targets) {
    const res = await fetch(api + target.path, {
      method: target.method,
      headers: { ...target.headers, ...(target.method === 'POST' && { 'idempotency-key': randomUUID() }) },
      body: target.body,
    });
    const text = await res.text();
    if (res.status === 404) {
      skipped.push(`${target.name}: skipped, the server answers 404 (endpoint not there yet)`);
      continue;
    }
    if (!res.ok) fail(`${target.name} answered ${res.status}: ${text.slice(0, 300)}`);
    if (target.path === '/api/offers') {
      const count = JSON.parse(text).data?.length;
      if (count !== OFFERS) fail(`GET /api/offers lists ${count} offers, expected ${OFFERS}`);
    }
    // Its headers too (a client parses them as well), but for those each answer makes afresh and the
    // encoding fetch undid: the load is sent without Accept-Encoding.
    const headers = Object.fromEntries([...res.headers].filter(([name]) => !PER_MESSAGE.has(name)));
    captured.push({ ...target, status: res.status, bytes: Buffer.byteLength(text), replay: text, replayHeaders: headers });
  }
  for (const line of skipped) console.log(line);

  const routesFile = join(dataDir, 'routes.json');
  writeFileSync(
    routesFile,
    JSON.stringify(captured.map((t) => ({ method: t.method, path: t.path, status: t.status, headers: t.replayHeaders, body: t.replay }))),
  );
  const bare = startChild(process.execPath, [join(here, 'bare-server.mjs'), routesFile], { stdio: ['ignore', 'pipe', 'inherit'] });
  const barePort = await new Promise((resolve, reject) => {
    bare.stdout.once('data', (chunk) => resolve(JSON.parse(String(chunk)).port));
    bare.once('exit', (code) => reject(new Error(`bare server exited with ${code}`)));
  });
  const bareUrl = `http://${HOST}:${barePort}`;

  loadBefore = loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');
  const rows = [];
  for (const target of ONLY === 'page' ? [] : captured) {
    for (const connections of target.method === 'GET' ? [CONNECTIONS, WIDE] : [CONNECTIONS]) {
      console.log(`${target.name}: ${DURATION} s × ${connections} connections, server and bare in turn (A B B A) …`);
      // Alternating halves (server, bare, bare, server) cancel a load that drifts during the run:
      // these machines are shared, and a ratio of two runs minutes apart says little.
      const half = { ...target, connections, duration: DURATION / 2 };
      const [a1, b1, b2, a2] = [
        await measure(api, half),
        await measure(bareUrl, half),
        await measure(bareUrl, half),
        await measure(api, half),
      ];
      rows.push({ target: { ...target, connections }, real: combine(a1, a2), bare: combine(b1, b2) });
    }
  }

  server.kill('SIGTERM');
  bare.kill('SIGTERM');
  let report = renderReport(rows, skipped);
  if (firstPage) report += `\n${renderFirstPage(firstPage)}\n`;
  if (process.env.BENCH_BOOKINGS !== '0' && ONLY !== 'page' && ONLY !== 'http') {
    report += renderBookings(await benchBookings(partDeps()));
  }
  if (process.env.BENCH_OFFERS !== '0' && ONLY !== 'page' && ONLY !== 'http') {
    report += renderOffersScale(await benchOffersScale(partDeps()));
  }
  if (process.env.BENCH_DESK !== '0' && ONLY !== 'page' && ONLY !== 'http') {
    const figures = await benchDeskLists({ backend, workDir: dataDir, startChild, waitForHealth, freePort, measure, fail });
    report += renderDeskLists(figures);
  }
  console.log(`\n${report}`);
  mkdirSync(join(here, 'results'), { recursive: true });
  writeFileSync(join(here, 'results', 'latest.md'), report);
  console.log('Written to backend/bench/results/latest.md');
  finished = true;
  cleanUp();
  if (firstPage?.some(overBudget)) console.log('The first page is over its budget (see above).');
  process.exit(0);
}

/** `BENCH_ONLY=desk`: the desk's lists alone, small database beside the scale one. */
async function deskOnly() {
  const figures = await benchDeskLists({ backend, workDir: dataDir, startChild, waitForHealth, freePort, measure, fail });
  const report = renderDeskLists(figures);
  console.log(`\n${report}`);
  mkdirSync(join(here, 'results'), { recursive: true });
  writeFileSync(join(here, 'results', 'desk.md'), report);
  console.log('Written to backend/bench/results/desk.md');
  finished = true;
  cleanUp();
  process.exit(0);
}

/** What the parts measured on their own databases (bookings-load, offers-scale) are given. */
function partDeps() {
  return { backend, workDir: dataDir, startChild, waitForHealth, freePort, measure, fail, connections: CONNECTIONS, duration: DURATION };
}

/**
 * `BENCH_ONLY=bookings`: POST /api/bookings on SQLite small and at scale, and MariaDB when
 * DATABASE_URL is set; `BENCH_ONLY=offers`: the offers lists with 200 and 10,000 open offers.
 */
async function partOnly(part) {
  const report =
    part === 'bookings' ? renderBookings(await benchBookings(partDeps())) : renderOffersScale(await benchOffersScale(partDeps()));
  console.log(`\n${report}`);
  mkdirSync(join(here, 'results'), { recursive: true });
  writeFileSync(join(here, 'results', `${part}.md`), report);
  console.log(`Written to backend/bench/results/${part}.md`);
  finished = true;
  cleanUp();
  process.exit(0);
}

/** Two halves of one measurement: requests per second over both, the worse p99, all failures. */
function combine(x, y) {
  return {
    rps: (x.rps + y.rps) / 2,
    p99: Math.max(x.p99, y.p99),
    p50: Math.max(x.p50, y.p50),
    total: x.total + y.total,
    bad: x.bad + y.bad,
  };
}

async function measure(base, target) {
  const options = {
    url: base,
    connections: target.connections ?? CONNECTIONS,
    requests: [
      {
        method: target.method,
        path: target.path,
        ...(target.headers && { headers: target.headers }),
        ...(target.body && { body: target.body }),
        ...(target.setupRequest && { setupRequest: target.setupRequest }),
      },
    ],
  };
  const warmup = target.warmup ?? WARMUP;
  if (warmup > 0) await autocannon({ ...options, duration: warmup });
  // CPU the processes in `target.cpuOf` ({label: pid}) spent over the measured run, per request.
  const cpuBefore = Object.fromEntries(Object.entries(target.cpuOf ?? {}).map(([label, pid]) => [label, cpuSeconds(pid)]));
  // Each 2xx answer's time as autocannon measured it (fractions of a millisecond kept).
  const latencies = [];
  const run = autocannon({ ...options, duration: target.duration ?? DURATION });
  run.on('response', (_client, status, _bytes, ms) => {
    if (status >= 200 && status < 300) latencies.push(ms);
  });
  const r = await run;
  const cpuMsPerRequest = Object.fromEntries(
    Object.entries(target.cpuOf ?? {}).map(([label, pid]) => {
      const after = cpuSeconds(pid);
      const before = cpuBefore[label];
      return [label, before === null || after === null || r.requests.total === 0 ? null : ((after - before) * 1000) / r.requests.total];
    }),
  );
  return {
    rps: r.requests.average,
    p99: latencyAt(latencies, 0.99),
    p50: latencyAt(latencies, 0.5),
    total: r.requests.total,
    bad: r.non2xx + r.errors + r.timeouts,
    cpuMsPerRequest,
  };
}

/** User and system CPU seconds a process has used (Linux's /proc), or null where that cannot be read. */
function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
  } catch {
    return null;
  }
}

function renderReport(rows, skipped) {
  const dirty = tryRun('git', ['status', '--porcelain', '--', join(backend, 'src')]) !== '';
  const commit = `${tryRun('git', ['rev-parse', '--short', 'HEAD'])}${dirty ? ' with uncommitted backend changes' : ''}`;
  const lines = [
    '# Benchmark: the built server beside a bare node:http server',
    '',
    `${new Date().toISOString()} · commit ${commit} · Node ${process.version} · ${cpus().length} CPUs (${cpus()[0]?.model ?? '?'}) · load average before the runs ${loadBefore}`,
    `autocannon, ${DURATION} s per row in alternating halves (server, bare, bare, server) each after ${WARMUP} s warm-up, 127.0.0.1; server: \`node backend/dist/main.js\`, SQLite, NODE_ENV=production, info logs to a file.`,
    'The bare server answers the same bytes the real server answered, from memory: its status, headers (all but Date, Connection, Keep-Alive, the length and the encoding) and body.',
    '',
    '| Endpoint | Connections | Server req/s | Bare req/s | Server req/s as % of bare | Server p99 ms | Bare p99 ms | Server p99 ÷ bare p99 | Server non-2xx/errors |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const { target, real, bare } of rows) {
    lines.push(
      `| ${target.name} (${kb(target.bytes)}) | ${target.connections} | ${fmt(real.rps)} | ${fmt(bare.rps)} | ${percent(real.rps, bare.rps)} | ${real.p99} | ${bare.p99} | ${p99Ratio(real.p99, bare.p99)} | ${real.bad} |`,
    );
  }
  lines.push('', 'Latencies are of 2xx answers, as autocannon times them, to a hundredth of a millisecond under 10 ms.');
  for (const line of skipped) lines.push('', `- ${line}`);
  return `${lines.join('\n')}\n`;
}

async function seedThroughApi(api, admin) {
  const adminToken = (await call(api, 'POST', '/api/auth/login', { emailOrMobile: admin.email, password: admin.password })).token;
  const agentAccount = account('Agent', { travelerName: 'Bench Travels', idProofType: 'Aadhar Card' });
  const agentId = (await call(api, 'POST', '/api/auth/register', agentAccount)).user.id;
  await call(api, 'PUT', `/api/users/agents/${agentId}/status`, { active: true }, adminToken);
  const agentToken = (await call(api, 'POST', '/api/auth/login', { emailOrMobile: agentAccount.email, password: agentAccount.password }))
    .token;

  const label = async (text) =>
    (await call(api, 'GET', `/api/places?text=${encodeURIComponent(text)}&limit=1`))[0]?.value ?? fail(`no place for ${text}`);
  const from = await label('Jabalpur');
  const destinations = [];
  for (const town of ['Bhopal', 'Katni', 'Sagar', 'Nagpur', 'Rewa', 'Satna', 'Mandla', 'Seoni', 'Damoh', 'Narsinghpur'])
    destinations.push(await label(town));

  const vehicles = ['Dzire', 'Crysta', 'Ertiga', 'Tavera', 'Zest'];
  const offersStatus = await fetch(`${api}/api/offers`).then((r) => r.status);
  if (offersStatus === 404) {
    console.log('GET /api/offers answers 404: no offers seeded.');
  } else {
    for (let i = 0; i < OFFERS; i += 10) {
      await Promise.all(
        Array.from({ length: 10 }, (_, k) => i + k).map((n) =>
          call(
            api,
            'POST',
            '/api/offers',
            {
              from: n % 2 ? from : destinations[n % destinations.length],
              to: n % 2 ? destinations[n % destinations.length] : from,
              vehicle: vehicles[n % vehicles.length],
              amount: 1500 + 25 * n,
              date: istDate(1 + (n % 30)),
              seats: 4,
              startTime: `${String(6 + (n % 14)).padStart(2, '0')}:00`,
              endTime: `${String(8 + (n % 14)).padStart(2, '0')}:30`,
              pickupInfo: 'Bus station to Bus station',
            },
            agentToken,
          ),
        ),
      );
    }
  }

  const customerAccount = account('Customer');
  await call(api, 'POST', '/api/auth/register', customerAccount);
  const customerToken = (
    await call(api, 'POST', '/api/auth/login', { emailOrMobile: customerAccount.email, password: customerAccount.password })
  ).token;
  return { from, to: destinations[0], customer: { token: customerToken, account: customerAccount } };
}

async function call(api, method, path, body, token) {
  const res = await fetch(api + path, {
    method,
    headers: { ...(body && { 'content-type': 'application/json' }), ...(token && { authorization: `Bearer ${token}` }) },
    body: body && JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) fail(`${method} ${path} answered ${res.status}: ${text.slice(0, 300)}`);
  return text ? JSON.parse(text) : undefined;
}

/** Today plus `days` in IST, as YYYY-MM-DD. */
function istDate(days) {
  return new Date(Date.now() + 5.5 * 3600e3 + days * 86400e3).toISOString().slice(0, 10);
}

/** Waits until `${api}/api/health` answers 200 (`what`, a server or the proxy in front of one, runs as `child`). */
async function waitForHealth(api, child, log, what = 'the server') {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) fail(`${what} exited with ${child.exitCode}:\n${tail(log)}`);
    const { status } = await getBytes(`${api}/api/health`).catch(() => ({ status: 0 })); // 0: not listening yet
    if (status === 200) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  fail(`${what} did not become healthy within 90 s:\n${tail(log)}`);
}

/**
 * Caddy in front of the server on `upstreamPort`, configured by `deploy/Caddyfile` as
 * docker-compose.yml deploys it (HTTPS from Caddy's own authority for localhost, HTTP/2), when it is
 * installed (`CADDY_PATH`, else `caddy` on PATH; `BENCH_CADDY=0` leaves it out). Returns its URL.
 */
async function caddyInFront(upstreamPort) {
  if (process.env.BENCH_CADDY === '0') return null;
  const caddy = process.env.CADDY_PATH ?? 'caddy';
  if (tryRun(caddy, ['version']) === 'unknown') {
    console.log('Caddy is not installed (apt-get install caddy): the first page is measured on the direct server only.');
    return null;
  }
  const [httpsPort, httpPort] = [await freePort(), await freePort()];
  const dir = mkdtempSync(join(dataDir, 'caddy-'));
  const log = join(dir, 'caddy.log');
  const child = startChild(caddy, ['run', '--config', join(backend, '..', 'deploy', 'Caddyfile'), '--adapter', 'caddyfile'], {
    env: {
      PATH: process.env.PATH,
      HOME: dir,
      XDG_DATA_HOME: dir,
      XDG_CONFIG_HOME: dir,
      SITE_ADDRESS: `localhost:${httpsPort}`,
      UPSTREAM: `${HOST}:${upstreamPort}`,
      HTTP_PORT: String(httpPort),
      CADDY_ADMIN: 'off',
    },
    stdio: ['ignore', openSync(log, 'a'), openSync(log, 'a')],
  });
  const url = `https://localhost:${httpsPort}`;
  await waitForHealth(url, child, log, 'Caddy');
  return `${url}/`;
}

function startChild(command, args, options) {
  const child = spawn(command, args, options);
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

/** A free port: any when BENCH_PORTS is unset, else the next free one in its range. */
async function freePort() {
  if (!PORTS[0]) return probePort(0);
  while (nextPort <= (PORTS[1] || PORTS[0])) {
    const port = nextPort;
    nextPort += 1;
    try {
      return await probePort(port);
    } catch {
      // taken: try the next
    }
  }
  fail(`no free port left in BENCH_PORTS=${process.env.BENCH_PORTS}`);
}

function cleanUp() {
  for (const child of children) child.kill('SIGTERM');
  children.clear();
  rmSync(dataDir, { recursive: true, force: true });
}

function fail(message) {
  if (!finished) console.error(`bench: ${message}`);
  cleanUp();
  process.exit(1);
}

function positive(name, fallback) {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) {
    console.error(`${name} must be a positive number`);
    process.exit(1);
  }
  return value;
}

function tail(file) {
  try {
    return readFileSync(file, 'utf8').split('\n').slice(-20).join('\n');
  } catch {
    return '(no log)';
  }
}

function tryRun(command, args) {
  try {
    return execFileSync(command, args, { cwd: here, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return 'unknown';
  }
}
