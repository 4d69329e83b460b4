// The offers lists with 200 and with 10,000 open offers, each database behind its own server: the
// public list a page at a time (the home page's "Show more offers"; served from memory once asked),
// its last page, and the admins' list (read from the database every time). The cost must not grow
// with the number of offers.
//
// Env: BENCH_SMALL_OFFERS (default 200), BENCH_BIG_OFFERS (default 10,000).
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { p99Ratio, seededScaleServer, stopServer } from './bench-support.mjs';

export async function benchOffersScale({ backend, workDir, startChild, waitForHealth, freePort, measure, fail, connections, duration }) {
  const sizes = [Number(process.env.BENCH_SMALL_OFFERS ?? 200), Number(process.env.BENCH_BIG_OFFERS ?? 10_000)];
  const targets = [
    { name: 'GET /api/offers?page=1&limit=20 (public, first page)', path: '/api/offers?page=1&limit=20' },
    { name: 'GET /api/offers?page=LAST&limit=20 (public, last page)', path: '/api/offers?page=LAST&limit=20' },
    { name: 'GET /api/offers/all?status=open (admin, first page of 50)', path: '/api/offers/all?status=open', admin: true },
    { name: 'GET /api/offers/all?status=open&page=LAST (admin, last page)', path: '/api/offers/all?status=open&page=LAST', admin: true },
  ];
  const results = targets.map((target) => ({ target, figures: [] }));
  // Both databases are seeded and served first, then each call is measured on one right after the
  // other, so that the machine's swings do not land between the two sizes' figures.
  const served = [];
  try {
    for (const offers of sizes) {
      console.log(`Seeding ${offers.toLocaleString('en-IN')} offers …`);
      // The seed spreads offers over a year, mostly past, and leaves a few agents inactive: here every
      // offer is open, in the next 60 days, and every agent active.
      const openEveryOffer = (dir) => {
        const db = new Database(join(dir, 'app.sqlite'));
        db.prepare("UPDATE offers SET status = 'open', date = date('now', '+' || (1 + id % 60) || ' days')").run();
        db.prepare("UPDATE users SET active = 1 WHERE role = 'agent'").run();
        db.close();
      };
      const counts = { offers, bookings: 0, customers: 50, agents: 50 };
      const started = await seededScaleServer({
        backend,
        workDir,
        counts,
        prepare: openEveryOffer,
        startChild,
        waitForHealth,
        freePort,
        fail,
      });
      served.push({ offers, ...started });
      const open = Number((await fetch(`${started.api}/api/offers?page=1&limit=20`)).headers.get('x-total-count'));
      if (open !== offers) fail(`GET /api/offers counts ${open} open offers, expected ${offers}`);
    }
    for (const result of results) {
      for (const { offers, api, headers: admin } of served) {
        const { admin: asAdmin, path } = result.target;
        const last = Math.max(1, Math.ceil(offers / (asAdmin ? 50 : 20)));
        const target = {
          name: result.target.name,
          method: 'GET',
          path: path.replace('LAST', String(last)),
          ...(asAdmin && { headers: admin }),
        };
        console.log(`${offers} offers: ${target.name} …`);
        result.figures.push(await measure(api, { ...target, connections, duration }));
      }
    }
  } finally {
    for (const { server } of served) await stopServer(server);
  }
  return { sizes, results };
}

export function renderOffersScale({ sizes, results }) {
  const [small, big] = sizes.map((n) => n.toLocaleString('en-IN'));
  const lines = [
    '',
    `## The offers lists: ${small} open offers beside ${big}`,
    '',
    'Each database made by `seed:scale` (its offers then all open, in the next 60 days) behind its own server, both running, each call measured on one right after the other; SQLite. The public pages are served from memory after the first request, until an offer, agent or booking changes; the admin list reads the database every time.',
    '',
    `| Call | ${small}: req/s | p50 ms | p99 ms | ${big}: req/s | p50 ms | p99 ms | p99 ÷ p99 | non-2xx |`,
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const { target, figures } of results) {
    const [a, b] = figures;
    lines.push(
      `| ${target.name.replace('LAST', 'last')} | ${Math.round(a.rps)} | ${a.p50} | ${a.p99} | ${Math.round(b.rps)} | ${b.p50} | ${b.p99} | ${p99Ratio(b.p99, a.p99)} | ${a.bad + b.bad} |`,
    );
  }
  return `${lines.join('\n')}\n`;
}
