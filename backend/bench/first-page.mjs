// The home page as a visitor's browser loads it: Debian's chromium driven over the DevTools protocol,
// a fresh profile (cold cache) per load, unthrottled and with DevTools' "Slow 4G" network preset plus
// 4× CPU slowdown. For each load it records every request (type, bytes on the wire, what started
// it), the paint timings and the moment the home page's booking button became usable.
//
// Used by `npm run bench` (run.mjs); on its own: `node backend/bench/first-page.mjs http://localhost:3000/`
// (BENCH_PAGE_RUNS loads per profile, default 3; BENCH_PAGE_DEBUG=1 prints every request of every load).
/* global window, document, getComputedStyle, requestAnimationFrame -- the functions passed to the page run in the browser */
import { chromium } from 'playwright-core';
import { getBytes } from './bench-support.mjs';

/** DevTools' presets as the current Chromium defines them (front_end/core/sdk/NetworkManager.ts). */
export const PROFILES = [
  { name: 'unthrottled', network: null, cpu: 1 },
  {
    name: 'slow 4G + 4× CPU',
    // "Slow 4G" (called "Fast 3G" before 2024): 150 ms RTT × 3.75, 1.6 Mbit/s × 0.9 down, 750 kbit/s × 0.9 up.
    network: {
      offline: false,
      latency: 150 * 3.75,
      downloadThroughput: ((1.6 * 1000 * 1000) / 8) * 0.9,
      uploadThroughput: ((750 * 1000) / 8) * 0.9,
    },
    cpu: 4,
  },
];

/** The issue's budget for the first page (slow 4G + 4× CPU for the timings). */
export const BUDGET = { jsGzipBytes: 150 * 1024, firstPaintMs: 1500, usableMs: 3000 };

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * The booking button is usable when it is in the page, visible, not disabled, and React has attached
 * its click handler (React keeps an element's props under a `__reactProps$…` key): a static copy of
 * the button in the HTML does not count until the app has taken it over.
 */
const BOOKING_BUTTON = 'main a[href="/oneway"]';

// Runs in the page before any of its scripts: paint and LCP observers and the usable-button watch.
function instrument(selector) {
  const bench = { paints: {}, lcp: 0, usable: 0 };
  window.__firstPageBench = bench;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) bench.paints[entry.name] = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) bench.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  const usable = () => {
    const el = document.querySelector(selector);
    if (!el || el.hasAttribute('disabled') || el.getAttribute('aria-disabled') === 'true') return false;
    const box = el.getBoundingClientRect();
    if (box.width === 0 || box.height === 0 || getComputedStyle(el).visibility === 'hidden') return false;
    return Object.keys(el).some((key) => key.startsWith('__reactProps$') && typeof el[key]?.onClick === 'function');
  };
  const watch = () => {
    if (usable()) bench.usable = performance.now();
    else requestAnimationFrame(watch);
  };
  requestAnimationFrame(watch);
}

/** Loads `url` once in a fresh browser context under `profile` and returns what happened. */
export async function loadOnce(browser, url, profile) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1,
    locale: 'en-IN',
    ignoreHTTPSErrors: true,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    if (profile.network) await cdp.send('Network.emulateNetworkConditions', profile.network);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpu });

    const requests = new Map();
    cdp.on('Network.requestWillBeSent', (e) => {
      if (requests.has(e.requestId)) return; // a redirect keeps its first record
      requests.set(e.requestId, { url: e.request.url, type: e.type, start: e.timestamp, initiator: initiatorUrl(e.initiator), bytes: 0 });
    });
    cdp.on('Network.responseReceived', (e) => {
      const r = requests.get(e.requestId);
      if (!r) return;
      r.type = e.type;
      r.status = e.response.status;
      r.encoding = e.response.headers['content-encoding'] ?? e.response.headers['Content-Encoding'] ?? '';
      r.fromCache = e.response.fromDiskCache || e.response.fromPrefetchCache;
    });
    cdp.on('Network.loadingFinished', (e) => {
      const r = requests.get(e.requestId);
      if (!r) return;
      r.end = e.timestamp;
      r.bytes = e.encodedDataLength;
    });
    cdp.on('Network.loadingFailed', (e) => {
      const r = requests.get(e.requestId);
      if (r) r.failed = e.errorText;
    });

    await page.addInitScript(instrument, BOOKING_BUTTON);
    await page.goto(url, { waitUntil: 'commit', timeout: 120_000 });
    await page.waitForFunction(() => window.__firstPageBench?.usable > 0, undefined, { timeout: 120_000, polling: 100 });
    // Let what follows the first page (the other remotes' tables, images) finish, for the totals.
    await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
    const marks = await page.evaluate(() => {
      const b = window.__firstPageBench;
      const nav = performance.getEntriesByType('navigation')[0];
      return { ...b, timeOrigin: performance.timeOrigin, responseStart: nav?.responseStart ?? 0 };
    });
    return summarise([...requests.values()], marks, url);
  } finally {
    await context.close();
  }
}

function initiatorUrl(initiator) {
  if (initiator?.url) return initiator.url;
  for (let stack = initiator?.stack; stack; stack = stack.parent) {
    const frame = stack.callFrames.find((f) => f.url);
    if (frame) return frame.url;
  }
  return null;
}

function summarise(all, marks, url) {
  const doc = all.find((r) => r.type === 'Document') ?? all[0];
  // CDP timestamps are seconds on a monotonic clock; the page's marks are ms since navigation start,
  // which is within a millisecond of the document request.
  const at = (timestamp) => (timestamp - doc.start) * 1000;
  const requests = all
    .filter((r) => !r.url.startsWith('data:'))
    .map((r) => ({ ...r, startMs: at(r.start), endMs: r.end ? at(r.end) : Infinity }));
  const beforeUsable = requests.filter((r) => r.endMs <= marks.usable);
  const js = beforeUsable.filter((r) => r.type === 'Script');

  // Request depth: the document is 1, anything it starts is 2, anything those start is 3, …
  const byUrl = new Map();
  for (const r of requests) if (!byUrl.has(r.url)) byUrl.set(r.url, r);
  const depthOf = (r, seen = new Set()) => {
    if (r === doc || !r.initiator || seen.has(r)) return 1;
    seen.add(r);
    const parent = byUrl.get(r.initiator);
    return parent ? depthOf(parent, seen) + 1 : 2;
  };
  const chain = (r) => {
    const out = [];
    for (let cur = r, n = 0; cur && n < 20; cur = cur.initiator && cur !== doc ? byUrl.get(cur.initiator) : undefined, n++)
      out.unshift(cur);
    return out;
  };
  let deepest = doc;
  for (const r of beforeUsable) if (depthOf(r) > depthOf(deepest)) deepest = r;

  if (process.env.BENCH_PAGE_DEBUG) {
    for (const r of requests.toSorted((a, b) => a.startMs - b.startMs)) {
      const span = `${Math.round(r.startMs)}–${Math.round(r.endMs)} ms`.padEnd(16);
      console.log(
        `${span} depth ${depthOf(r)} ${String(r.bytes).padStart(7)} B ${(r.encoding || '-').padEnd(4)} ${r.type.padEnd(10)} ${shortUrl(r.url, url)}`,
      );
    }
    console.log(`usable at ${Math.round(marks.usable)} ms, first paint ${Math.round(marks.paints['first-paint'] ?? 0)} ms`);
  }
  return {
    url,
    firstPaintMs: marks.paints['first-paint'] ?? 0,
    firstContentfulPaintMs: marks.paints['first-contentful-paint'] ?? 0,
    lcpMs: marks.lcp,
    usableMs: marks.usable,
    jsFiles: js.length,
    jsWireBytes: sum(js.map((r) => r.bytes)),
    jsUrls: js.map((r) => r.url),
    requestsBeforeUsable: beforeUsable.length,
    requestsTotal: requests.length,
    wireBytesTotal: sum(requests.map((r) => r.bytes)),
    depth: depthOf(deepest),
    deepestChain: chain(deepest).map((r) => shortUrl(r.url, url)),
    offersRequests: requests.filter((r) => new URL(r.url).pathname === '/api/offers').length,
  };
}

const sum = (xs) => xs.reduce((a, b) => a + b, 0);

function shortUrl(full, base) {
  const u = new URL(full);
  const path = u.origin === new URL(base).origin ? u.pathname : full;
  return path.length > 70 ? `${path.slice(0, 40)}…${path.slice(-25)}` : path;
}

/** Size of each file as gzip on the wire (the server's own gzip answer), summed. */
export async function gzipBytes(urls) {
  const sizes = await Promise.all(urls.map(async (u) => (await getBytes(u, { 'accept-encoding': 'gzip' })).bytes));
  return sum(sizes);
}

/**
 * Median of each figure over `runs` loads per profile, for each of `targets` ({via, url}: the same
 * server reached directly and through a proxy, say). The targets' loads alternate, so a machine
 * whose speed drifts during the run weighs on each alike.
 */
export async function measureFirstPage(
  targets,
  { runs = 3, executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', log = () => {} } = {},
) {
  const browser = await chromium.launch({ executablePath, headless: true, args: CHROMIUM_ARGS });
  try {
    const results = [];
    for (const profile of PROFILES) {
      const loads = targets.map(() => []);
      for (let i = 0; i < runs; i++) {
        for (const [t, target] of targets.entries()) {
          log(`First page, ${profile.name}, ${target.via}: load ${i + 1} of ${runs} …`);
          loads[t].push(await loadOnce(browser, target.url, profile));
        }
      }
      for (const [t, target] of targets.entries()) results.push(await typicalOf(loads[t], profile, target.via));
    }
    return results;
  } finally {
    await browser.close();
  }
}

async function typicalOf(loads, profile, via) {
  const median = (pick) => medianOf(loads.map(pick));
  const typical = loads.toSorted((a, b) => a.usableMs - b.usableMs)[Math.floor(loads.length / 2)];
  return {
    profile: profile.name,
    throttled: profile.network !== null,
    via,
    runs: loads.length,
    firstPaintMs: median((l) => l.firstPaintMs),
    firstContentfulPaintMs: median((l) => l.firstContentfulPaintMs),
    lcpMs: median((l) => l.lcpMs),
    usableMs: median((l) => l.usableMs),
    jsFiles: typical.jsFiles,
    jsWireBytes: typical.jsWireBytes,
    jsGzipBytes: await gzipBytes(typical.jsUrls),
    requestsBeforeUsable: typical.requestsBeforeUsable,
    requestsTotal: typical.requestsTotal,
    wireBytesTotal: typical.wireBytesTotal,
    depth: typical.depth,
    deepestChain: typical.deepestChain,
    offersRequests: typical.offersRequests,
  };
}

function medianOf(xs) {
  const s = xs.toSorted((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

const ms = (n) => `${Math.round(n).toLocaleString('en-IN')} ms`;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const verdict = (ok) => (ok ? 'within budget' : '**over budget**');

const SERVED =
  '"Direct" is the Node server as `npm start` serves it (HTTP/1.1: six connections); "HTTPS, HTTP/2 through Caddy" is the same server behind `deploy/Caddyfile` as docker-compose.yml deploys it, its loads alternating with the direct ones.';

/** The report's section for the first page. */
export function renderFirstPage(results) {
  const lines = [
    '## First page (home, cold cache)',
    '',
    "Debian's chromium over the DevTools protocol, a 412 × 823 window, a fresh profile per load; the median of each figure. " +
      '"Usable" is when the booking button is visible, enabled and React has attached its click handler. ' +
      'JS counts the scripts that had finished loading by then; "gzip" is the size of those files as the server gzips them, "on the wire" what the browser received (brotli where offered, headers included).' +
      (new Set(results.map((r) => r.via)).size > 1 ? ` ${SERVED}` : ''),
    '',
    '| Profile | Served | First paint | FCP | LCP | Booking button usable | JS before usable (files) | JS gzip | JS on the wire | Requests before usable / all | Request depth | `/api/offers` requests |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const r of results) {
    lines.push(
      `| ${r.profile} | ${r.via} | ${ms(r.firstPaintMs)} | ${ms(r.firstContentfulPaintMs)} | ${ms(r.lcpMs)} | ${ms(r.usableMs)} | ${r.jsFiles} | ${kb(r.jsGzipBytes)} | ${kb(r.jsWireBytes)} | ${r.requestsBeforeUsable} / ${r.requestsTotal} | ${r.depth} | ${r.offersRequests} |`,
    );
  }
  const slowRows = results.filter((r) => r.throttled);
  for (const slow of slowRows) {
    lines.push(
      '',
      `Budget (slow 4G + 4× CPU, ${slow.via}): JS ≤ ${kb(BUDGET.jsGzipBytes)} gzip: ${kb(slow.jsGzipBytes)}, ${verdict(slow.jsGzipBytes <= BUDGET.jsGzipBytes)}; ` +
        `first paint ≤ ${ms(BUDGET.firstPaintMs)}: ${ms(slow.firstPaintMs)}, ${verdict(slow.firstPaintMs <= BUDGET.firstPaintMs)}; ` +
        `booking button usable ≤ ${ms(BUDGET.usableMs)}: ${ms(slow.usableMs)}, ${verdict(slow.usableMs <= BUDGET.usableMs)}.`,
    );
  }
  if (slowRows[0]) {
    lines.push(
      '',
      `Deepest request chain before usable (slow 4G, ${slowRows[0].via}): ${slowRows[0].deepestChain.map((u) => `\`${u}\``).join(' → ')}`,
    );
  }
  return lines.join('\n');
}

/** Whether a throttled row is over the budget. */
export const overBudget = (r) =>
  r.throttled && (r.jsGzipBytes > BUDGET.jsGzipBytes || r.firstPaintMs > BUDGET.firstPaintMs || r.usableMs > BUDGET.usableMs);

if (import.meta.url === `file://${process.argv[1]}`) {
  // One URL or more (`http://localhost:3000/ https://localhost:8443/`): their loads alternate.
  const urls = process.argv.length > 2 ? process.argv.slice(2) : ['http://localhost:3000/'];
  const runs = Number(process.env.BENCH_PAGE_RUNS ?? 3);
  const targets = urls.map((url) => ({ via: new URL(url).host, url }));
  const results = await measureFirstPage(targets, { runs, log: (line) => console.log(line) });
  console.log(`\n${renderFirstPage(results)}`);
}
