// The desk's lists and the admin dashboard at scale for `npm run bench`: the same admin list calls against a server on a
// small database and on one filled by `seed:scale` (100,000 bookings by default), p50 and p99
// side by side. Both databases come from the same generator, so only their size differs.
//
// Env: BENCH_SCALE_BOOKINGS (default 100000; the customers, agents and offers scale with it),
//      BENCH_SMALL_BOOKINGS (default 1000), BENCH_DESK=0 skips this part.
import { p99Ratio, seededScaleServer, stopServer } from './bench-support.mjs';

/** The month before the current one (IST), as dateFrom/dateTo: full on both databases. */
function lastMonth() {
  const now = new Date(Date.now() + 5.5 * 3600e3);
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 0));
  return { from: first.toISOString().slice(0, 10), to: last.toISOString().slice(0, 10) };
}

function sizes(bookings) {
  return {
    bookings,
    customers: Math.max(50, Math.round(bookings / 5)),
    agents: Math.max(5, Math.round(bookings / 500)),
    offers: Math.max(30, Math.round(bookings * 0.06)),
  };
}

/**
 * Seeds each database, starts a server on it, measures every target there, and answers
 * [{target, small, large}] where small and large are autocannon figures ({p50, p99, rps, bad}).
 */
export async function benchDeskLists({ backend, workDir, startChild, waitForHealth, freePort, measure, fail }) {
  const month = lastMonth();
  const targets = [
    {
      name: `bookings, status and month (${month.from.slice(0, 7)}), page 1`,
      path: `/api/bookings/all?status=confirmed&dateFrom=${month.from}&dateTo=${month.to}`,
    },
    {
      name: `bookings, status and month, last page`,
      path: `/api/bookings/all?status=confirmed&dateFrom=${month.from}&dateTo=${month.to}&page=LAST`,
    },
    // Page 200 does not exist on the small database: there it is its deepest full page, so both
    // sides read and answer 50 bookings and differ only in the table's size and the depth.
    { name: 'bookings, status, page 200 (small: its deepest full page)', path: '/api/bookings/all?status=confirmed&page=DEEP' },
    { name: 'bookings, one mobile', path: '/api/bookings/all?q=MOBILE' },
    { name: 'bookings, a surname', path: '/api/bookings/all?q=sharma' },
    { name: 'customers, a surname', path: '/api/users/customers?q=sharma' },
    { name: 'dashboard (tiles and 12-month series)', path: '/api/admin/dashboard' },
    { name: "dashboard tile's list: today's open trips", path: '/api/bookings/all?open=true&dateFrom=TODAY&dateTo=TODAY&sort=date' },
    { name: "dashboard tile's list: advances waiting", path: '/api/bookings/all?advance=submitted' },
  ];
  const databases = [
    { label: 'small', counts: sizes(Number(process.env.BENCH_SMALL_BOOKINGS ?? 1000)) },
    { label: 'scale', counts: sizes(Number(process.env.BENCH_SCALE_BOOKINGS ?? 100_000)) },
  ];
  const results = targets.map((target) => ({ target, figures: {} }));
  // Both databases are seeded and served first, then each call is measured on one right after the
  // other: measured one database after the other, minutes apart, the ratios took the machine's
  // swings between them (a surname's search read 1.2× and 4.6× in two runs of the same build).
  const servers = [];
  try {
    for (const database of databases) {
      console.log(`Seeding the ${database.label} database (${database.counts.bookings} bookings) …`);
      const started = await seededScaleServer({ backend, workDir, counts: database.counts, startChild, waitForHealth, freePort, fail });
      servers.push(started.server);
      database.seeded = started.seeded;
      database.served = { ...started, ...(await samplePaths(started, targets[0].path)) };
    }
    // Both databases answer as many rows: where the small one has less than a page (a surname,
    // today's trips), both are asked for that many, so that only the table's size differs.
    const small = databases[0].served;
    for (const result of results) {
      if (result.target.path.includes('dashboard')) continue;
      const matches = await small.total(small.paths(result.target.path));
      if (matches < 50) result.limit = Math.max(1, matches);
    }
    for (const result of results) {
      for (const database of databases) {
        const { api, headers, paths } = database.served;
        const path = paths(result.target.path) + (result.limit ? `&limit=${result.limit}` : '');
        console.log(`${database.label}: ${result.target.name} …`);
        result.figures[database.label] = await measure(api, { name: result.target.name, method: 'GET', path, headers });
      }
    }
  } finally {
    for (const server of servers) await stopServer(server);
  }
  return { results, databases };
}

/**
 * The targets' placeholders filled for one database: a mobile that has bookings there, the month's
 * last page, a deep page that exists, today's IST date (`paths`); and a path's total (`total`).
 */
async function samplePaths({ api, headers }, monthPath) {
  const sample = await (await fetch(`${api}/api/bookings/all?limit=1&page=10`, { headers })).json();
  const total = async (path) => Number((await fetch(`${api}${path}&limit=1`, { headers })).headers.get('x-total-count'));
  const monthTotal = await total(monthPath);
  const deepPage = Math.max(1, Math.min(200, Math.floor((await total('/api/bookings/all?status=confirmed')) / 50)));
  const today = new Date(Date.now() + 5.5 * 3600e3).toISOString().slice(0, 10);
  const paths = (path) =>
    path
      .replaceAll('TODAY', today)
      .replace('MOBILE', sample.data[0].user.mobile)
      .replace('page=LAST', `page=${Math.max(1, Math.ceil(monthTotal / 50))}`)
      .replace('page=DEEP', `page=${deepPage}`);
  return { paths, total };
}

export function renderDeskLists({ results, databases }) {
  const [small, scale] = databases;
  const lines = [
    '',
    `## The desk's lists: ${small.counts.bookings.toLocaleString('en-IN')} bookings beside ${scale.counts.bookings.toLocaleString('en-IN')}`,
    '',
    `Both databases made by \`seed:scale\` (small: ${JSON.stringify(small.counts)}, seeded in ${small.seeded} s; scale: ${JSON.stringify(scale.counts)}, seeded in ${scale.seeded} s), each behind its own server, both running, each call measured on one right after the other; an admin's token; SQLite.`,
    '',
    '| Admin call | rows answered | small p50 ms | small p99 ms | scale p50 ms | scale p99 ms | scale p99 ÷ small p99 | scale req/s | non-2xx |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const { target, figures, limit } of results) {
    const a = figures.small;
    const b = figures.scale;
    lines.push(
      `| ${target.name} | ${target.path.includes('dashboard') ? '—' : (limit ?? 50)} | ${a.p50} | ${a.p99} | ${b.p50} | ${b.p99} | ${p99Ratio(b.p99, a.p99)} | ${Math.round(b.rps)} | ${a.bad + b.bad} |`,
    );
  }
  lines.push(
    '',
    "Both databases answer as many rows for each call: where the small one holds less than a page (a surname, today's trips), both are asked for that many (`limit`), so that only the size of the table differs.",
    '',
    "The dashboard's series and the totals of whole-month lists come from the monthly figures the database's triggers keep (booking_month_figures); word searches from full-text indexes (FTS5 on SQLite).",
  );
  return lines.join('\n');
}
