import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { DatabaseConnector } from '../database/database-connector.js';
import { TableWritesSubscriber } from '../database/table-writes.subscriber.js';
import { DataVersion } from './data-version.js';

/** The tables whose rows the public reads show or filter on (offers, their agents, bookings of offers). */
export const WATCHED_TABLES: ReadonlySet<string> = new Set(['offers', 'users', 'bookings']);

/** Bumps the public reads' data version after every write to a watched table (see TableWritesSubscriber). */
@Injectable()
export class DataChangeSubscriber extends TableWritesSubscriber {
  constructor(@InjectDataSource() dataSource: DataSource, version: DataVersion, connector: DatabaseConnector) {
    super(dataSource, version, connector, WATCHED_TABLES);
  }
}
