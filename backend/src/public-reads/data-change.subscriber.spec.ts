import { describe, expect, it } from '@jest/globals';
import type { DataSource, EntityMetadata, QueryRunner } from 'typeorm';
import { VersionChannels } from '../common/redis/version-channels.js';
import type { AppConfig } from '../config/app-config.js';
import type { DatabaseConnector } from '../database/database-connector.js';
import { DataChangeSubscriber } from './data-change.subscriber.js';
import { DataVersion } from './data-version.js';

/** A query runner as TypeORM hands it to subscribers: a transaction flag and a scratch `data` object. */
function runner(inTransaction: boolean) {
  return { isTransactionActive: inTransaction, data: {} } as unknown as QueryRunner & { isTransactionActive: boolean };
}

function setUp() {
  const dataSource = { subscribers: [] as unknown[] } as unknown as DataSource;
  const version = new DataVersion(new VersionChannels({ redisKeyPrefix: 'test' } as AppConfig, null));
  let connect!: () => void;
  const connected = new Promise<void>((resolve) => (connect = resolve));
  const connector = { whenReady: () => connected } as DatabaseConnector;
  const subscriber = new DataChangeSubscriber(dataSource, version, connector);
  const table = (tableName: string) => ({ tableName }) as EntityMetadata;
  const write = (tableName: string, queryRunner: QueryRunner) =>
    subscriber.afterUpdate({ metadata: table(tableName), queryRunner } as never);
  return { dataSource, version, subscriber, write, connect };
}

describe(DataChangeSubscriber.name, () => {
  it('registers itself with the data source', () => {
    const { dataSource, subscriber } = setUp();
    expect(dataSource.subscribers).toContain(subscriber);
  });

  it('registers again, once, when the data source connects (initialize() replaces the subscriber list)', async () => {
    const { dataSource, subscriber, connect } = setUp();
    (dataSource as { subscribers: unknown[] }).subscribers = [];
    connect();
    await Promise.resolve();
    expect(dataSource.subscribers).toEqual([subscriber]);
  });

  it.each(['offers', 'users', 'bookings'])('bumps at once on a write to %s outside a transaction', (table) => {
    const { version, write } = setUp();
    write(table, runner(false));
    expect(version.current).toBe(1);
  });

  it.each(['audit_log', 'files', 'password_links'])('ignores a write to %s', (table) => {
    const { version, write } = setUp();
    write(table, runner(false));
    expect(version.current).toBe(0);
  });

  it('bumps once when the outermost transaction commits, not at the write nor at a savepoint', () => {
    const { version, subscriber, write } = setUp();
    const qr = runner(true);
    write('offers', qr);
    write('bookings', qr);
    expect(version.current).toBe(0);
    subscriber.afterTransactionCommit({ queryRunner: qr } as never); // a savepoint released
    expect(version.current).toBe(0);
    qr.isTransactionActive = false;
    subscriber.afterTransactionCommit({ queryRunner: qr } as never);
    expect(version.current).toBe(1);
    subscriber.afterTransactionCommit({ queryRunner: qr } as never);
    expect(version.current).toBe(1);
  });

  it('bumps when a transaction that wrote rolls back (on SQLite a read meanwhile saw its rows), once', () => {
    const { version, subscriber, write } = setUp();
    const qr = runner(true);
    write('offers', qr);
    subscriber.afterTransactionRollback({ queryRunner: qr } as never); // a savepoint rolled back
    expect(version.current).toBe(0);
    qr.isTransactionActive = false;
    subscriber.afterTransactionRollback({ queryRunner: qr } as never);
    expect(version.current).toBe(1);
    qr.isTransactionActive = true;
    write('audit_log', qr);
    qr.isTransactionActive = false;
    subscriber.afterTransactionCommit({ queryRunner: qr } as never);
    expect(version.current).toBe(1);
  });

  it('does not bump for a transaction that wrote nothing watched, committed or rolled back', () => {
    const { version, subscriber, write } = setUp();
    const qr = runner(true);
    write('audit_log', qr);
    qr.isTransactionActive = false;
    subscriber.afterTransactionRollback({ queryRunner: qr } as never);
    subscriber.afterTransactionCommit({ queryRunner: qr } as never);
    expect(version.current).toBe(0);
  });

  it('bumps on inserts and removals too', () => {
    const { version, subscriber } = setUp();
    const metadata = { tableName: 'offers' } as EntityMetadata;
    subscriber.afterInsert({ metadata, queryRunner: runner(false) } as never);
    subscriber.afterRemove({ metadata, queryRunner: runner(false) } as never);
    expect(version.current).toBe(2);
  });
});
