import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { Clock } from '../common/time/clock.js';
import { insertRows } from '../database/insert-rows.js';
import { TransactionRunner } from '../database/transaction-runner.js';
import { OutboxMessage } from './outbox-message.entity.js';

/** Delivers one message; throwing means "try again later". `id` lets receivers drop repeats. */
export type OutboxHandler = (payload: unknown, id: number) => Promise<void> | void;

/**
 * Notices and e-mails that must not be lost: `add()` writes them in the caller's transaction, so
 * they exist exactly when the change does; OutboxWorker delivers them after commit. Feature
 * modules register a handler per topic at start-up.
 */
@Injectable()
export class Outbox {
  private readonly handlers = new Map<string, OutboxHandler>();
  private wake: () => void = () => undefined;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly transactions: TransactionRunner,
    private readonly clock: Clock,
  ) {}

  /** Inside a transaction: the messages commit or roll back with it. Call `flush()` after commit. */
  async add(manager: EntityManager, messages: { topic: string; payload: unknown }[]): Promise<void> {
    if (messages.length === 0) return;
    const now = this.clock.now();
    await insertRows(
      manager,
      OutboxMessage,
      messages.map((m) => ({ topic: m.topic, payload: JSON.stringify(m.payload), createdAt: now, availableAt: now, attempts: 0 })),
    );
  }

  /** Outside a transaction: writes the messages on their own and delivers them at once. */
  async publish(messages: { topic: string; payload: unknown }[]): Promise<void> {
    await this.transactions.run((manager) => this.add(manager, messages));
    this.flush();
  }

  /** Asks the worker to deliver now rather than at its next poll. */
  flush(): void {
    this.wake();
  }

  handle(topic: string, handler: OutboxHandler): void {
    if (this.handlers.has(topic)) throw new Error(`Outbox topic ${topic} has two handlers.`);
    this.handlers.set(topic, handler);
  }

  /** For the worker. */
  handlerFor(topic: string): OutboxHandler | undefined {
    return this.handlers.get(topic);
  }

  /** For the worker. */
  onFlush(wake: () => void): void {
    this.wake = wake;
  }

  get repository() {
    return this.db.getRepository(OutboxMessage);
  }
}
