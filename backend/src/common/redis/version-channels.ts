import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { RedisClientType } from 'redis';
import { AppConfig } from '../../config/app-config.js';
import { REDIS, type Redis } from './redis-client.js';

/**
 * The instances' "something changed" messages, one Redis channel per SharedVersion
 * (`<REDIS_KEY_PREFIX>:data-version`, `…:fare-version`, `…:users-version`): published on the app's
 * Redis connection and heard on one subscriber connection for them all.
 *
 * While that subscriber is not connected this instance cannot hear the others, so `trusted` is
 * false (readers go to the database) until it is back; each (re)connection counts as a change on
 * every channel, since messages may have been missed meanwhile. Without REDIS_URL there is one instance and nothing to hear.
 */
@Injectable()
export class VersionChannels implements OnModuleInit, OnModuleDestroy {
  private readonly log = new Logger(VersionChannels.name);
  /** Tells this instance's messages from the others' (it hears its own too). */
  private readonly instance = randomUUID();
  /** Each channel's owner, told when the data behind it changed on another instance. */
  private readonly listeners = new Map<string, () => void>();
  private subscriber: RedisClientType | undefined;
  private connected: boolean;

  constructor(
    private readonly config: AppConfig,
    @Inject(REDIS) private readonly redis: Redis,
  ) {
    this.connected = redis === null;
  }

  /** False while another instance's changes could go unnoticed (Redis configured but not connected). */
  get trusted(): boolean {
    return this.connected;
  }

  /**
   * Calls `changed` whenever another instance says the data behind the channel of `name` changed
   * (and on every reconnection); answers the channel. Call before start-up ends.
   */
  join(name: string, changed: () => void): string {
    const channel = `${this.config.redisKeyPrefix}:${name}`;
    if (this.listeners.has(channel)) throw new Error(`Two versions named ${name}.`);
    this.listeners.set(channel, changed);
    return channel;
  }

  /** Tells the other instances that the data behind `channel` changed (best effort: see `trusted`). */
  publish(channel: string): void {
    if (!this.redis?.isReady) return;
    this.redis.publish(channel, this.instance).catch((err: Error) => this.log.warn(`Redis publish: ${err.message}`));
  }

  async onModuleInit(): Promise<void> {
    if (!this.redis) return;
    const subscriber = this.redis.duplicate({ name: `${this.config.redisKeyPrefix}:versions-sub`, disableOfflineQueue: false });
    subscriber.on('error', (err: Error) => {
      this.connected = false;
      this.log.warn(`Redis (versions): ${err.message}`);
    });
    subscriber.on('end', () => (this.connected = false));
    subscriber.on('ready', () => {
      // Whatever was published while we were away is unknown: every version starts afresh.
      for (const changed of this.listeners.values()) changed();
      this.connected = true;
    });
    this.subscriber = subscriber;
    await subscriber.connect();
    await subscriber.subscribe([...this.listeners.keys()], (sender, channel) => {
      if (sender !== this.instance) this.listeners.get(channel)?.();
    });
  }

  async onModuleDestroy(): Promise<void> {
    const subscriber = this.subscriber;
    this.subscriber = undefined;
    if (subscriber?.isOpen) await subscriber.close().catch(() => subscriber.destroy());
  }
}
