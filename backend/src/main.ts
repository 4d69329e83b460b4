import 'reflect-metadata';
import type { Server } from 'node:http';
import { createApp } from './app.factory.js';
import { AppConfig } from './config/app-config.js';
import { ConfigError } from './config/env.schema.js';

const config = readConfig();
const app = await createApp(config);
const server = app.getHttpServer() as Server;
// Node closes an idle keep-alive socket after 5 s, which races a client (or a load balancer, often
// 60 s idle) sending its next request on it: the client sees ECONNRESET. Idle sockets stay longer.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
await app.listen(config.port);
const where = config.database.type === 'better-sqlite3' ? config.database.database : config.database.type;
console.log(`Jabalpur Cabs is serving on http://localhost:${config.port} (database: ${where})`);
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, () => void shutDown(signal));

/**
 * Graceful stop: accept nothing new, let requests in flight finish (at most SHUTDOWN_TIMEOUT_MS,
 * then their connections are cut), then stop the outbox worker and close Redis and the pool.
 */
async function shutDown(signal: string) {
  console.log(`${signal}: finishing requests in flight, then stopping.`);
  const started = Date.now();
  const drained = new Promise<void>((resolve) => server.close(() => resolve()));
  // Keep-alive connections go as soon as their request is answered.
  const idle = setInterval(() => server.closeIdleConnections(), 100);
  server.closeIdleConnections();
  const timer = setTimeout(() => server.closeAllConnections(), config.shutdownTimeoutMs);
  await drained;
  clearInterval(idle);
  clearTimeout(timer);
  await app.close();
  console.log(`Stopped in ${Date.now() - started} ms.`);
  process.exit(0);
}

/** A bad setting stops the start with one line naming it, before anything else happens. */
function readConfig(): AppConfig {
  try {
    return new AppConfig();
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    process.stderr.write(`${err.message}\n`);
    process.exit(1);
  }
}
