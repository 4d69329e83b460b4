import { randomUUID } from 'node:crypto';
import { Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { createClient, type RedisClientType } from 'redis';
import { AppConfig } from '../config/app-config.js';

/**
 * The version of the data behind the public reads. Every committed write to offers, users or
 * bookings bumps it (see DataChangeSubscriber); cached answers carry the version they were made
 * from and are served only while it is current.
 *
 * With REDIS_URL, instances tell each other of their bumps on a Redis channel. While that channel
 * is not connected an instance cannot know of the others' writes, so `trusted` turns false and the
 * cache is not used (answers come from the database) until it is back; a reconnect also bumps,
 * since messages may have been missed meanwhile.
 */
@Injectable()
export class DataVersion implements OnModuleInit, OnModuleDestroy {
  private readonly log = new Logger(DataVersion.name);
  private readonly instance = randomUUID();
  private version = 0;
  private shared = true;
  private publisher: RedisClientType | undefined;
  private subscriber: RedisClientType | undefined;

  constructor(private readonly config: AppConfig) {}

  get current(): number {
    return this.version;
  }

  /** False while another instance's writes could go unnoticed (Redis configured but not connected). */
  get trusted(): boolean {
    return this.shared;
  }

  bump(): void {
    this.version += 1;
    if (this.publisher?.isReady) {
      this.publisher.publish(this.channel, this.instance).catch((err: Error) => this.log.warn(`Redis publish: ${err.message}`));
    }
  }

  async onModuleInit(): Promise<void> {
    const url = this.config.redisUrl;
    if (!url) return;
    this.shared = false;
    const publisher: RedisClientType = createClient({
      url,
      name: `${this.config.redisKeyPrefix}:data-version`,
      socket: { reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 5000) },
    });
    const subscriber = publisher.duplicate({ name: `${this.config.redisKeyPrefix}:data-version-sub` });
    publisher.on('error', (err: Error) => this.log.warn(`Redis (data version): ${err.message}`));
    subscriber.on('error', (err: Error) => {
      this.shared = false;
      this.log.warn(`Redis (data version): ${err.message}`);
    });
    subscriber.on('end', () => (this.shared = false));
    subscriber.on('ready', () => {
      // Whatever was published while we were away is unknown: start from a fresh version.
      this.version += 1;
      this.shared = true;
    });
    this.publisher = publisher;
    this.subscriber = subscriber;
    await Promise.all([publisher.connect(), subscriber.connect()]);
    await subscriber.subscribe(this.channel, (sender) => {
      if (sender !== this.instance) this.version += 1;
    });
  }

  async onModuleDestroy(): Promise<void> {
    const clients = [this.subscriber, this.publisher].filter((c): c is RedisClientType => c !== undefined);
    this.subscriber = this.publisher = undefined;
    await Promise.all(clients.filter((c) => c.isOpen).map((c) => c.close().catch(() => c.destroy())));
  }

  private get channel(): string {
    return `${this.config.redisKeyPrefix}:data-version`;
  }
}
