import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type {
  DataSource,
  EntityMetadata,
  EntitySubscriberInterface,
  InsertEvent,
  QueryRunner,
  RemoveEvent,
  TransactionCommitEvent,
  TransactionRollbackEvent,
  UpdateEvent,
} from 'typeorm';
import { DatabaseConnector } from '../database/database-connector.js';
import { DataVersion } from './data-version.js';

/** The tables whose rows the public reads show or filter on (offers, their agents, bookings of offers). */
export const WATCHED_TABLES: ReadonlySet<string> = new Set(['offers', 'users', 'bookings']);

const PENDING = 'publicReadsChanged';

/**
 * Bumps the data version after every committed write to a watched table, whichever service made it.
 * A write inside a transaction bumps when the outermost transaction commits (never before: a read
 * between the write and the commit would otherwise cache the old rows under the new version); a
 * write outside one bumps at once.
 */
@Injectable()
export class DataChangeSubscriber implements EntitySubscriberInterface {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly version: DataVersion,
    connector: DatabaseConnector,
  ) {
    this.register();
    // Connecting rebuilds the data source's subscriber list (the connection is made after start-up,
    // see DatabaseConnector), so the registration is made again once it is connected.
    void connector.whenReady().then(() => this.register());
  }

  private register(): void {
    if (!this.dataSource.subscribers.includes(this)) this.dataSource.subscribers.push(this);
  }

  afterInsert(event: InsertEvent<unknown>): void {
    this.changed(event.metadata, event.queryRunner);
  }

  afterUpdate(event: UpdateEvent<unknown>): void {
    this.changed(event.metadata, event.queryRunner);
  }

  afterRemove(event: RemoveEvent<unknown>): void {
    this.changed(event.metadata, event.queryRunner);
  }

  afterTransactionCommit(event: TransactionCommitEvent): void {
    // Releasing a savepoint also reports a commit; only the outermost one makes rows visible.
    if (event.queryRunner.isTransactionActive || !event.queryRunner.data[PENDING]) return;
    delete event.queryRunner.data[PENDING];
    this.version.bump();
  }

  afterTransactionRollback(event: TransactionRollbackEvent): void {
    if (!event.queryRunner.isTransactionActive) delete event.queryRunner.data[PENDING];
  }

  private changed(metadata: EntityMetadata | undefined, queryRunner: QueryRunner): void {
    if (!metadata || !WATCHED_TABLES.has(metadata.tableName)) return;
    if (queryRunner.isTransactionActive) (queryRunner.data as Record<string, unknown>)[PENDING] = true;
    else this.version.bump();
  }
}
