// A tiny static file server for browser tests: serves directories under URL prefixes, falls back
// to the SPA's index.html for deep links, and can answer /remotes.json itself (to point the shell
// at a remote on another origin without rebuilding it).
import { createReadStream, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { URL } from 'node:url';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.map': 'application/json; charset=utf-8',
};

function fileAt(dir: string, rel: string): string | null {
  const path = normalize(join(dir, rel));
  if (!path.startsWith(dir)) return null;
  try {
    return statSync(path).isFile() ? path : null;
  } catch {
    return null;
  }
}

export interface StaticServerOptions {
  port: number;
  /** [URL prefix, directory]; '/' is the SPA whose index.html answers deep links. */
  mounts: [string, string][];
  /** When set, answered for /remotes.json instead of any file. */
  remotesJson?: string;
  cors?: boolean;
}

export function startStaticServer({ port, mounts, remotesJson, cors = true }: StaticServerOptions): Promise<Server> {
  const sorted = mounts.map(([prefix, dir]): [string, string] => [prefix, resolve(dir)]).sort((a, b) => b[0].length - a[0].length);
  const root = sorted.find(([prefix]) => prefix === '/');
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const path = decodeURIComponent(url.pathname);
    if (cors) res.setHeader('Access-Control-Allow-Origin', '*');
    if (remotesJson && path === '/remotes.json') {
      res.writeHead(200, { 'Content-Type': TYPES['.json'], 'Cache-Control': 'no-cache' });
      res.end(remotesJson);
      return;
    }
    for (const [prefix, dir] of sorted) {
      if (!path.startsWith(prefix)) continue;
      const file = fileAt(dir, path.slice(prefix.length) || 'index.html');
      if (!file) continue;
      const type = TYPES[extname(file)] ?? 'application/octet-stream';
      const fresh = /(remoteEntry\.js|remotes\.json|index\.html)$/.test(file);
      res.writeHead(200, {
        'Content-Type': type,
        'Cache-Control': fresh ? 'no-cache' : 'public, max-age=31536000, immutable',
      });
      createReadStream(file).pipe(res);
      return;
    }
    // Deep links of the SPA get index.html; missing assets stay 404.
    if (root && !extname(path)) {
      res.writeHead(200, { 'Content-Type': TYPES['.html'], 'Cache-Control': 'no-cache' });
      createReadStream(join(root[1], 'index.html')).pipe(res);
      return;
    }
    res.writeHead(404, { 'Content-Type': 'text/plain' });
    res.end('Not found');
  });
  return new Promise((ok, fail) => {
    server.once('error', fail);
    server.listen(port, () => ok(server));
  });
}

/**
 * Stops a server without waiting on the browser: Chromium may hold a preconnected socket that never
 * sends a request, which `close()` alone leaves open until Node's 60 s headers timeout.
 */
export function stopServer(server: Server | undefined): Promise<void> {
  if (!server) return Promise.resolve();
  return new Promise((done) => {
    server.close(() => done());
    server.closeAllConnections();
  });
}
