// The yardstick for the benchmark: a bare node:http server answering the captured answers (status,
// headers, JSON body) from memory.
// Usage: node bare-server.mjs routes.json   (prints {"port": n} once it listens on 127.0.0.1)
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

/** @type {{method: string, path: string, status: number, headers: Record<string, string>, body: string}[]} */
const routes = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const byKey = new Map(
  routes.map((r) => {
    const body = Buffer.from(r.body);
    return [`${r.method} ${r.path}`, { status: r.status, head: { ...r.headers, 'content-length': body.length }, body }];
  }),
);

const server = createServer((req, res) => {
  const route = byKey.get(`${req.method} ${req.url}`);
  // Read the request body as the real server must before answering.
  req.resume();
  req.on('end', () => {
    if (!route) {
      res.writeHead(404, { 'content-type': 'application/json; charset=utf-8' }).end('{"statusCode":404,"message":"Not Found"}');
      return;
    }
    res.writeHead(route.status, route.head);
    res.end(route.body);
  });
});

server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`${JSON.stringify({ port: server.address().port })}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
