import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { IsNull, LessThanOrEqual } from 'typeorm';
import { Clock } from '../common/time/clock.js';
import { AppConfig } from '../config/app-config.js';
import { DatabaseConnector } from '../database/database-connector.js';
import { Outbox } from './outbox.js';
import { OutboxMessage } from './outbox-message.entity.js';
import { errorNote, OUTBOX_LOCK_MS, outboxRetryDelayMs } from './outbox-retry.js';

const BATCH = 50;

/**
 * Delivers due outbox messages: on `flush()` and every OUTBOX_POLL_MS (which also picks up what a
 * stopped or crashed instance left). Each message is claimed first, so two instances never send the
 * same one at once; a failure is retried with backoff. At least once: a crash between sending and
 * marking sent sends it again, with the same id.
 */
@Injectable()
export class OutboxWorker implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(OutboxWorker.name);
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = false;

  constructor(
    private readonly outbox: Outbox,
    private readonly clock: Clock,
    private readonly config: AppConfig,
    private readonly database: DatabaseConnector,
  ) {}

  onApplicationBootstrap() {
    this.outbox.onFlush(() => this.trigger());
    void this.database.whenReady().then(() => {
      if (this.stopped || this.config.outboxPollMs === 0) return this.trigger();
      this.timer = setInterval(() => this.trigger(), this.config.outboxPollMs);
      this.timer.unref();
      this.trigger();
    });
  }

  /**
   * Stops before Nest disposes the socket.io adapter (its Redis clients close then) and before the
   * mailer closes: a pass still running finishes first; whatever is left waits in the table.
   */
  async onModuleDestroy() {
    this.stopped = true;
    clearInterval(this.timer);
    await this.running;
  }

  /** Runs a pass now, or right after the one in progress. */
  trigger(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain().finally(() => {
      this.running = undefined;
      if (this.again) {
        this.again = false;
        this.trigger();
      }
    });
  }

  /** Delivers every due message (for tests and for a pass). */
  async drain(): Promise<void> {
    try {
      for (;;) {
        const delivered = await this.pass();
        if (delivered < BATCH || this.stopped) return;
      }
    } catch (err) {
      this.logger.warn(`Outbox pass stopped: ${errorNote(err)}`);
    }
  }

  private async pass(): Promise<number> {
    const repo = this.outbox.repository;
    const now = this.clock.now();
    const due = await repo.find({
      where: { deliveredAt: IsNull(), availableAt: LessThanOrEqual(now) },
      order: { id: 'ASC' },
      take: BATCH,
    });
    for (const message of due) {
      if (this.stopped) break;
      if (await this.claim(message, now)) await this.deliver(message);
    }
    return due.length;
  }

  private async claim(message: OutboxMessage, now: Date): Promise<boolean> {
    const result = await this.outbox.repository
      .createQueryBuilder()
      .update(OutboxMessage)
      .set({ lockedUntil: new Date(now.getTime() + OUTBOX_LOCK_MS) })
      .where('id = :id AND deliveredAt IS NULL AND (lockedUntil IS NULL OR lockedUntil < :now)', { id: message.id, now })
      .execute();
    return result.affected === 1;
  }

  private async deliver(message: OutboxMessage): Promise<void> {
    const repo = this.outbox.repository;
    const attempts = message.attempts + 1;
    try {
      const handler = this.outbox.handlerFor(message.topic);
      if (!handler) throw new Error(`No handler for outbox topic ${message.topic}.`);
      await handler(JSON.parse(message.payload), message.id);
      await repo.update({ id: message.id }, { deliveredAt: this.clock.now(), lockedUntil: null, attempts, lastError: null });
    } catch (err) {
      const availableAt = new Date(this.clock.now().getTime() + outboxRetryDelayMs(attempts));
      this.logger.warn(`Outbox message ${message.id} (${message.topic}) failed, attempt ${attempts}: ${errorNote(err)}`);
      await repo.update({ id: message.id }, { attempts, availableAt, lockedUntil: null, lastError: errorNote(err) });
    }
  }
}
