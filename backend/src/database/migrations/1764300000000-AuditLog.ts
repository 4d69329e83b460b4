import { type MigrationInterface, type QueryRunner, Table, TableForeignKey, TableIndex } from 'typeorm';
import { columnKit } from '../migration-columns.js';

/** The audit log: who changed which booking, account or offer, when, from what to what. */
export class AuditLog1764300000000 implements MigrationInterface {
  name = 'AuditLog1764300000000';

  async up(qr: QueryRunner): Promise<void> {
    const c = columnKit(qr);
    await qr.createTable(
      new Table({
        name: 'audit_log',
        columns: [
          c.id(),
          c.datetime('at'),
          c.int('actorId', true),
          c.varchar('actorRole', 16, true),
          c.varchar('entityType', 16),
          c.int('entityId'),
          c.varchar('action', 48),
          c.text('before', true),
          c.text('after', true),
          c.varchar('reason', 500, true),
        ],
        indices: [
          new TableIndex({ name: 'IDX_audit_entity', columnNames: ['entityType', 'entityId', 'at'] }),
          new TableIndex({ name: 'IDX_audit_actor', columnNames: ['actorId', 'at'] }),
        ],
        foreignKeys: [
          new TableForeignKey({
            name: 'FK_audit_actor',
            columnNames: ['actorId'],
            referencedTableName: 'users',
            referencedColumnNames: ['id'],
            onDelete: 'SET NULL',
            onUpdate: 'NO ACTION',
          }),
        ],
      }),
    );
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('audit_log');
  }
}
