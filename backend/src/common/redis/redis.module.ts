import { Global, Inject, Logger, Module, type OnApplicationShutdown } from '@nestjs/common';
import { createClient, type RedisClientType } from 'redis';
import { AppConfig } from '../../config/app-config.js';
import { REDIS, type Redis } from './redis-client.js';
import { VersionChannels } from './version-channels.js';

const logger = new Logger('Redis');

async function connect(config: AppConfig): Promise<Redis> {
  const url = config.redisUrl;
  if (!url) return null;
  let started = false;
  const client: RedisClientType = createClient({
    url,
    name: `${config.redisKeyPrefix}:app`,
    // Commands fail at once while Redis is away, and the client keeps reconnecting with backoff;
    // a wrong REDIS_URL at start-up is an error to see at once.
    disableOfflineQueue: true,
    socket: {
      reconnectStrategy: (retries) =>
        started
          ? Math.min(100 * 2 ** retries, 5000)
          : new Error(`Cannot connect to Redis at REDIS_URL (${url.replace(/\/\/[^@/]*@/, '//***@')}).`),
    },
  });
  client.on('error', (err: Error) => logger.warn(err.message));
  await client.connect();
  started = true;
  return client;
}

@Global()
@Module({
  providers: [{ provide: REDIS, inject: [AppConfig], useFactory: connect }, VersionChannels],
  exports: [REDIS, VersionChannels],
})
export class RedisModule implements OnApplicationShutdown {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  async onApplicationShutdown() {
    if (this.redis?.isOpen) await this.redis.close().catch(() => this.redis?.destroy());
  }
}
