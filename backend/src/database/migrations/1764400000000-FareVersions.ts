import { type MigrationInterface, type QueryRunner, Table, TableForeignKey } from 'typeorm';
import { FIRST_FARE_SCHEDULE } from '../../fares/fare-schedule.js';
import { columnKit } from '../migration-columns.js';

/** Fare versions: the operator's fare table as data; version 1 is the spec's one-way table and the defaults. */
export class FareVersions1764400000000 implements MigrationInterface {
  name = 'FareVersions1764400000000';

  async up(qr: QueryRunner): Promise<void> {
    const c = columnKit(qr);
    await qr.createTable(
      new Table({
        name: 'fare_versions',
        columns: [c.id(), c.createdAt(), c.int('createdById', true), c.text('schedule')],
        foreignKeys: [
          new TableForeignKey({
            name: 'FK_fare_versions_creator',
            columnNames: ['createdById'],
            referencedTableName: 'users',
            referencedColumnNames: ['id'],
            onDelete: 'SET NULL',
            onUpdate: 'NO ACTION',
          }),
        ],
      }),
    );
    await qr.query(`INSERT INTO fare_versions (id, schedule) VALUES (1, ?)`, [JSON.stringify(FIRST_FARE_SCHEDULE)]);
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('fare_versions');
  }
}
