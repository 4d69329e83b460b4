import { randomUUID } from 'node:crypto';
import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { IsNull, LessThanOrEqual } from 'typeorm';
import { Clock } from '../common/time/clock.js';
import { AppConfig } from '../config/app-config.js';
import { DatabaseConnector } from '../database/database-connector.js';
import { type SqlNames, sqlNames } from '../database/sql-names.js';
import { GatheredRuns } from './gathered-runs.js';
import { Outbox } from './outbox.js';
import { OutboxMessage } from './outbox-message.entity.js';
import { errorNote, OUTBOX_LOCK_MS, outboxRetryDelayMs } from './outbox-retry.js';

const BATCH = 50;
/** Delivered messages are marked at the latest this long after the previous mark. */
const MARK_EVERY_MS = 5000;
/**
 * A pass starts at the earliest this long after the last one ended, so a burst of bookings is
 * delivered by one claim and one mark rather than by three statements each (POST /api/bookings
 * on SQLite: 252 a second before, 324 after, means of seven alternating runs); a quiet outbox's
 * first message still goes at once.
 */
const GATHER_MS = 20;

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
  private readonly passes = new GatheredRuns(() => this.drain(), GATHER_MS);
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
    await this.passes.stop();
  }

  /** Runs a pass now, or once the one in progress has ended and the gather time has passed. */
  trigger(): void {
    this.passes.ask();
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

  /**
   * One batch: claimed in one statement, each message delivered, and the delivered ones marked in one statement
   * (a crash before that sends them again: at least once). The statements bind every value, so
   * SQLite prepares them once rather than once per message.
   */
  private async pass(): Promise<number> {
    const now = this.clock.now();
    const due = await this.outbox.repository.find({
      where: { deliveredAt: IsNull(), availableAt: LessThanOrEqual(now) },
      order: { id: 'ASC' },
      take: BATCH,
    });
    const mine = await this.claim(due, now);
    let delivered: number[] = [];
    let since = performance.now();
    for (const message of mine) {
      if (this.stopped) break;
      if (await this.deliver(message)) delivered.push(message.id);
      // Slow sends (a mail server taking seconds) are marked as they go, well inside the claim.
      if (performance.now() - since > MARK_EVERY_MS) {
        await this.markDelivered(delivered);
        delivered = [];
        since = performance.now();
      }
    }
    await this.markDelivered(delivered);
    return due.length;
  }

  private async markDelivered(ids: number[]): Promise<void> {
    if (ids.length === 0) return;
    await this.run(
      (t) =>
        `UPDATE ${t.table} SET ${t.column('deliveredAt')} = ?, ${t.column('lockedUntil')} = NULL, ${t.column('attempts')} = ${t.column('attempts')} + 1, ${t.column('lastError')} = NULL WHERE ${t.column('id')} IN (${marks(ids)})`,
      [this.date(this.clock.now()), ...ids],
    );
  }

  /**
   * Locks, in one statement, the messages of the batch that are still due and no other worker
   * holds, marking them with this pass's id; answers those. When the statement got all of them
   * (nearly always) or none, that is the answer; otherwise the pass's id tells which.
   */
  private async claim(due: OutboxMessage[], now: Date): Promise<OutboxMessage[]> {
    if (due.length === 0) return [];
    const pass = randomUUID();
    const ids = due.map((m) => m.id);
    const claimed = await this.run(
      (t) =>
        `UPDATE ${t.table} SET ${t.column('lockedUntil')} = ?, ${t.column('claimedBy')} = ? WHERE ${t.column('id')} IN (${marks(ids)}) ` +
        `AND ${t.column('deliveredAt')} IS NULL AND ${t.column('availableAt')} <= ? AND (${t.column('lockedUntil')} IS NULL OR ${t.column('lockedUntil')} < ?)`,
      [this.date(new Date(now.getTime() + OUTBOX_LOCK_MS)), pass, ...ids, this.date(now), this.date(now)],
    );
    if (claimed === due.length) return due;
    if (claimed === 0) return [];
    const { table, column } = sqlNames(this.outbox.repository.manager, OutboxMessage);
    const rows = (await this.outbox.repository.query(
      `SELECT ${column('id')} AS id FROM ${table} WHERE ${column('claimedBy')} = ? AND ${column('id')} IN (${marks(ids)})`,
      [pass, ...ids],
    )) as { id: number | string }[];
    const mine = new Set(rows.map((r) => Number(r.id)));
    return due.filter((m) => mine.has(m.id));
  }

  /** Hands the message to its topic's handler: true when it went; a failure waits for its retry. */
  private async deliver(message: OutboxMessage): Promise<boolean> {
    try {
      const handler = this.outbox.handlerFor(message.topic);
      if (!handler) throw new Error(`No handler for outbox topic ${message.topic}.`);
      await handler(JSON.parse(message.payload), message.id);
      return true;
    } catch (err) {
      const attempts = message.attempts + 1;
      const availableAt = new Date(this.clock.now().getTime() + outboxRetryDelayMs(attempts));
      this.logger.warn(`Outbox message ${message.id} (${message.topic}) failed, attempt ${attempts}: ${errorNote(err)}`);
      await this.outbox.repository.update({ id: message.id }, { attempts, availableAt, lockedUntil: null, lastError: errorNote(err) });
      return false;
    }
  }

  /** A datetime as the outbox's columns store it (a bound parameter). */
  private date(value: Date): unknown {
    const { connection } = this.outbox.repository.manager;
    return connection.driver.preparePersistentValue(
      value,
      connection.getMetadata(OutboxMessage).findColumnWithPropertyName('lockedUntil')!,
    );
  }

  /** Runs one statement on the outbox (names quoted for this database); answers the rows it changed. */
  private async run(sql: (names: SqlNames<OutboxMessage>) => string, parameters: unknown[]): Promise<number> {
    const { connection } = this.outbox.repository.manager;
    const runner = connection.createQueryRunner();
    try {
      return (await runner.query(sql(sqlNames(connection.manager, OutboxMessage)), parameters, true)).affected ?? 0;
    } finally {
      await runner.release();
    }
  }
}

const marks = (values: readonly unknown[]) => values.map(() => '?').join(', ');
