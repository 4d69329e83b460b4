import { type MigrationInterface, type QueryRunner, Table, TableForeignKey, TableIndex } from 'typeorm';
import { columnKit } from '../migration-columns.js';

/** Packages admins sell for marriage, office, tour and national-park trips. */
export class Packages1764400001000 implements MigrationInterface {
  name = 'Packages1764400001000';

  async up(qr: QueryRunner): Promise<void> {
    const c = columnKit(qr);
    await qr.createTable(
      new Table({
        name: 'packages',
        columns: [
          c.id(),
          c.varchar('tripType', 16),
          c.varchar('title', 120),
          c.varchar('titleHi', 120),
          c.text('itinerary'),
          c.text('itineraryHi'),
          c.text('inclusions'),
          c.text('inclusionsHi'),
          c.text('exclusions'),
          c.text('exclusionsHi'),
          c.text('places'),
          c.int('km'),
          c.int('hours'),
          c.text('prices'),
          c.int('photoFileId', true),
          c.boolean('active', 1),
          c.createdAt(),
          c.updatedAt(),
        ],
        indices: [new TableIndex({ name: 'IDX_packages_type', columnNames: ['tripType', 'active'] })],
        foreignKeys: [
          new TableForeignKey({
            name: 'FK_packages_photo',
            columnNames: ['photoFileId'],
            referencedTableName: 'files',
            referencedColumnNames: ['id'],
            onDelete: 'SET NULL',
            onUpdate: 'NO ACTION',
          }),
        ],
      }),
    );
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('packages');
  }
}
