import { describe, expect, it } from '@jest/globals';
import type { DataSource, EntityMetadata, QueryRunner } from 'typeorm';
import { VersionChannels } from '../common/redis/version-channels.js';
import type { AppConfig } from '../config/app-config.js';
import type { DatabaseConnector } from '../database/database-connector.js';
import { UsersChangeSubscriber, UsersVersion } from './users-version.js';

function setUp() {
  const dataSource = { subscribers: [] as unknown[] } as unknown as DataSource;
  const version = new UsersVersion(new VersionChannels({ redisKeyPrefix: 'test' } as AppConfig, null));
  const connector = { whenReady: () => new Promise<void>(() => undefined) } as DatabaseConnector;
  const subscriber = new UsersChangeSubscriber(dataSource, version, connector);
  const write = (tableName: string, inTransaction = false) => {
    const queryRunner = { isTransactionActive: inTransaction, data: {} } as unknown as QueryRunner;
    subscriber.afterUpdate({ metadata: { tableName } as EntityMetadata, queryRunner } as never);
    return queryRunner as QueryRunner & { isTransactionActive: boolean };
  };
  return { dataSource, subscriber, version, write };
}

describe(UsersChangeSubscriber.name, () => {
  it('registers itself with the data source', () => {
    const { dataSource, subscriber } = setUp();
    expect(dataSource.subscribers).toEqual([subscriber]);
  });

  it('bumps the users version on a write to users', () => {
    const { version, write } = setUp();
    write('users');
    expect(version.current).toBe(1);
  });

  it.each(['offers', 'bookings', 'audit_log', 'password_links'])('ignores a write to %s (a booking leaves sessions kept)', (table) => {
    const { version, write } = setUp();
    write(table);
    expect(version.current).toBe(0);
  });

  it('bumps when the transaction that wrote users ends', () => {
    const { version, subscriber, write } = setUp();
    const queryRunner = write('users', true);
    expect(version.current).toBe(0);
    queryRunner.isTransactionActive = false;
    subscriber.afterTransactionCommit({ queryRunner } as never);
    expect(version.current).toBe(1);
  });
});
