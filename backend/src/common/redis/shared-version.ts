import { randomUUID } from 'node:crypto';
import { Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { createClient, type RedisClientType } from 'redis';
import type { AppConfig } from '../../config/app-config.js';

/**
 * A counter that says "something this instance keeps in memory may be out of date": the owner of
 * some data bumps it after each committed change, and a reader keeps what it read with the number
 * it read under, using it only while the number is the same.
 *
 * With REDIS_URL, instances tell each other of their bumps on a Redis channel of their own name.
 * While that channel is not connected an instance cannot know of the others' changes, so `trusted`
 * turns false (readers go to the database) until it is back; a reconnect also bumps, since messages
 * may have been missed meanwhile. Without REDIS_URL there is one instance, and its own bumps are all.
 */
export abstract class SharedVersion implements OnModuleInit, OnModuleDestroy {
  private readonly log: Logger;
  private readonly instance = randomUUID();
  private version = 0;
  private shared = true;
  private publisher: RedisClientType | undefined;
  private subscriber: RedisClientType | undefined;

  /** `name` tells this counter's channel and connections from the others' (`data-version`, …). */
  protected constructor(
    private readonly config: AppConfig,
    private readonly name: string,
  ) {
    this.log = new Logger(new.target.name);
  }

  get current(): number {
    return this.version;
  }

  /** False while another instance's changes could go unnoticed (Redis configured but not connected). */
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
      name: this.channel,
      socket: { reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 5000) },
    });
    const subscriber = publisher.duplicate({ name: `${this.channel}-sub` });
    publisher.on('error', (err: Error) => this.log.warn(`Redis (${this.name}): ${err.message}`));
    subscriber.on('error', (err: Error) => {
      this.shared = false;
      this.log.warn(`Redis (${this.name}): ${err.message}`);
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
    return `${this.config.redisKeyPrefix}:${this.name}`;
  }
}
