import { Global, Injectable, Module } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { DatabaseConnector } from './database-connector.js';

/**
 * Every write goes through `run()`.
 *
 * TypeORM's better-sqlite3 driver shares ONE connection, so two transactions started at once
 * interleave on it: the second becomes a savepoint of the first, and one's rollback undoes the
 * other's committed-looking work. On SQLite `run()` therefore queues transactions one at a time
 * (SQLite admits one writer anyway). MySQL/MariaDB give each transaction its own pooled
 * connection, so there it is a plain transaction.
 */
@Injectable()
export class TransactionRunner {
  private tail: Promise<unknown> = Promise.resolve();
  private readonly serialise: boolean;

  constructor(@InjectDataSource() private readonly db: DataSource) {
    this.serialise = db.options.type === 'better-sqlite3';
  }

  run<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    if (!this.serialise) return this.db.transaction(work);
    const result = this.tail.then(() => this.db.transaction(work));
    this.tail = result.catch(() => undefined);
    return result;
  }
}

@Global()
@Module({ providers: [TransactionRunner, DatabaseConnector], exports: [TransactionRunner, DatabaseConnector] })
export class TransactionsModule {}
