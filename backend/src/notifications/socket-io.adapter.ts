import type { INestApplicationContext } from '@nestjs/common';
import { Logger } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import { createClient, type RedisClientType } from 'redis';
import type { AppConfig } from '../config/app-config.js';

// Typed from IoAdapter: @nestjs/platform-socket.io pins its own copy of socket.io, and that copy runs.
type ServerOptions = NonNullable<Parameters<IoAdapter['createIOServer']>[1]>;
type Server = ReturnType<IoAdapter['createIOServer']>;

/**
 * socket.io for the app: CORS from AppConfig, and with REDIS_URL the Redis adapter, so a message
 * emitted to a room on one instance reaches that room's sockets on every instance.
 *
 *   const adapter = new SocketIoAdapter(app, config);
 *   await adapter.connect();           // before app.init()/listen(); fails fast if Redis is down
 *   app.useWebSocketAdapter(adapter);
 */
export class SocketIoAdapter extends IoAdapter {
  private readonly log = new Logger(SocketIoAdapter.name);
  private redisAdapter: ReturnType<typeof createAdapter> | undefined;
  private readonly clients: RedisClientType[] = [];

  constructor(
    app: INestApplicationContext,
    private readonly config: AppConfig,
  ) {
    super(app);
  }

  async connect(): Promise<void> {
    const url = this.config.redisUrl;
    if (!url) return;
    let started = false;
    const pub: RedisClientType = createClient({
      url,
      // Named, so `CLIENT LIST` shows whose connections these are.
      name: `${this.config.redisKeyPrefix}:pub`,
      socket: {
        // At start-up a wrong REDIS_URL is an error to see at once; later, Redis restarts are survived.
        reconnectStrategy: (retries) =>
          started ? Math.min(100 * 2 ** retries, 5000) : new Error(`Cannot connect to Redis at REDIS_URL (${redact(url)}).`),
      },
    });
    const sub = pub.duplicate({ name: `${this.config.redisKeyPrefix}:sub` });
    for (const [name, client] of [
      ['publisher', pub],
      ['subscriber', sub],
    ] as const) {
      client.on('error', (err: Error) => this.log.warn(`Redis ${name}: ${err.message}`));
      this.clients.push(client);
    }
    try {
      await Promise.all([pub.connect(), sub.connect()]);
    } catch (err) {
      await this.dispose();
      throw err;
    }
    started = true;
    this.redisAdapter = createAdapter(pub, sub, { key: this.config.redisKeyPrefix });
    this.log.log(`socket.io shares rooms through Redis (key ${this.config.redisKeyPrefix})`);
  }

  override createIOServer(port: number, options?: ServerOptions): Server {
    // Browsers do not apply CORS to websocket upgrades; this covers socket.io's HTTP requests.
    const cors = this.config.corsOrigins.length > 0 ? { origin: this.config.corsOrigins } : undefined;
    const server = super.createIOServer(port, { ...options, ...(cors && { cors }) } as ServerOptions);
    if (this.redisAdapter) server.adapter(this.redisAdapter);
    return server;
  }

  override async dispose(): Promise<void> {
    const clients = this.clients.splice(0);
    await Promise.all(clients.filter((c) => c.isOpen).map((c) => c.close().catch(() => c.destroy())));
  }
}

function redact(url: string): string {
  return url.replace(/\/\/[^@/]*@/, '//***@');
}
