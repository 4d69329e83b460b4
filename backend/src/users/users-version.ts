import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { SharedVersion } from '../common/redis/shared-version.js';
import { VersionChannels } from '../common/redis/version-channels.js';
import { DatabaseConnector } from '../database/database-connector.js';
import { TableWritesSubscriber } from '../database/table-writes.subscriber.js';

/**
 * Bumped after every write to the users table, on every instance through Redis: the signed-in
 * users kept in memory (SessionUsers) are read again after any account changed.
 */
@Injectable()
export class UsersVersion extends SharedVersion {
  constructor(channels: VersionChannels) {
    super(channels, 'users-version');
  }
}

/** Bumps UsersVersion after every write to users, whichever service made it (see TableWritesSubscriber). */
@Injectable()
export class UsersChangeSubscriber extends TableWritesSubscriber {
  constructor(@InjectDataSource() dataSource: DataSource, version: UsersVersion, connector: DatabaseConnector) {
    super(dataSource, version, connector, new Set(['users']));
  }
}
