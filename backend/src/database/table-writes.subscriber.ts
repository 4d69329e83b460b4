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
import type { SharedVersion } from '../common/redis/shared-version.js';
import type { DatabaseConnector } from './database-connector.js';

/**
 * Bumps a version after every write to some tables, whichever service made it, so what was kept in
 * memory from those tables is read again. A write inside a transaction bumps when the outermost
 * transaction ends (never before: a read between the write and the commit would otherwise keep the
 * old rows under the new version); a write outside one bumps at once.
 *
 * A rolled-back transaction that wrote bumps too: on SQLite every query shares one connection, so a
 * read made while the transaction was open saw its rows, and they are gone now.
 *
 * The data source is connected by DatabaseConnector after this is built, and `initialize()` replaces
 * its subscriber list with the configured ones; so this registers again once it is connected.
 */
export abstract class TableWritesSubscriber implements EntitySubscriberInterface {
  /** The query runner's scratch key for "this transaction wrote a watched table". */
  private readonly pending: string;

  protected constructor(
    private readonly dataSource: DataSource,
    private readonly version: SharedVersion,
    connector: DatabaseConnector,
    private readonly tables: ReadonlySet<string>,
  ) {
    this.pending = `${new.target.name}:wrote`;
    this.register();
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
    this.ended(event.queryRunner);
  }

  afterTransactionRollback(event: TransactionRollbackEvent): void {
    this.ended(event.queryRunner);
  }

  private ended(queryRunner: QueryRunner): void {
    // Releasing or rolling back a savepoint also reports here; only the outermost transaction counts.
    const data = queryRunner.data as Record<string, unknown>;
    if (queryRunner.isTransactionActive || !data[this.pending]) return;
    delete data[this.pending];
    this.version.bump();
  }

  private changed(metadata: EntityMetadata | undefined, queryRunner: QueryRunner): void {
    if (!metadata || !this.tables.has(metadata.tableName)) return;
    if (queryRunner.isTransactionActive) (queryRunner.data as Record<string, unknown>)[this.pending] = true;
    else this.version.bump();
  }
}
