import { type MigrationInterface, type QueryRunner, Table, TableForeignKey, TableIndex } from 'typeorm';
import { columnKit } from '../migration-columns.js';

/**
 * Agents' offers and customers' bookings. Money in whole paise, distances in whole metres (both
 * exact integers on SQLite and MySQL), trip dates and times as the IST text people chose.
 * Idempotency lives on the booking: a unique (createdById, idempotencyKey) index.
 */
export class OffersAndBookings1763720000000 implements MigrationInterface {
  name = 'OffersAndBookings1763720000000';

  async up(qr: QueryRunner): Promise<void> {
    const c = columnKit(qr);
    await qr.createTable(
      new Table({
        name: 'offers',
        columns: [
          c.id(),
          c.int('agentId'),
          c.varchar('fromPlace', 200),
          c.varchar('toPlace', 200),
          c.varchar('vehicle', 40),
          c.int('seats'),
          c.varchar('date', 10),
          c.varchar('dropDate', 10, true),
          c.varchar('startTime', 5),
          c.varchar('endTime', 5),
          c.varchar('pickupInfo', 100, true),
          c.int('distanceMetres'),
          c.int('amountPaise'),
          c.varchar('status', 16),
          c.createdAt(),
          c.updatedAt(),
        ],
        indices: [
          new TableIndex({ name: 'IDX_offers_agent', columnNames: ['agentId'] }),
          new TableIndex({ name: 'IDX_offers_status_date', columnNames: ['status', 'date'] }),
        ],
        foreignKeys: [
          new TableForeignKey({
            name: 'FK_offers_agent',
            columnNames: ['agentId'],
            referencedTableName: 'users',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
            onUpdate: 'NO ACTION',
          }),
        ],
      }),
    );
    await qr.createTable(
      new Table({
        name: 'bookings',
        columns: [
          c.id(),
          c.varchar('reference', 16, true),
          c.int('userId'),
          c.int('createdById'),
          c.int('offerId', true),
          c.varchar('fromPlace', 200),
          c.varchar('toPlace', 200),
          c.varchar('date', 10),
          c.varchar('time', 5),
          c.varchar('pickupInfo', 100, true),
          c.varchar('vehicle', 40),
          c.int('seats'),
          c.int('distanceMetres'),
          c.int('baseAmountPaise'),
          c.int('driverAllowancePaise'),
          c.int('totalAmountPaise'),
          c.int('haltingChargesPaise'),
          c.int('tollTaxAndParkingPaise'),
          c.int('extraHoursChargesPaise'),
          c.int('extraKmChargesPaise'),
          c.int('advanceAmountPaise'),
          c.varchar('advanceStatus', 16),
          c.int('advanceClaimPaise', true),
          c.varchar('advanceUtr', 30, true),
          c.datetime('advanceSubmittedAt', true),
          c.datetime('advanceVerifiedAt', true),
          c.varchar('status', 32),
          c.varchar('passengerName', 120),
          c.varchar('passengerPhone', 10),
          c.varchar('passengerEmail', 254),
          c.varchar('passengerIdType', 20),
          c.varchar('passengerIdNumber', 20),
          c.varchar('idempotencyKey', 100, true),
          c.varchar('idempotencyFingerprint', 64, true),
          c.createdAt(),
          c.updatedAt(),
        ],
        indices: [
          new TableIndex({ name: 'UQ_bookings_reference', columnNames: ['reference'], isUnique: true }),
          new TableIndex({ name: 'UQ_bookings_idempotency', columnNames: ['createdById', 'idempotencyKey'], isUnique: true }),
          new TableIndex({ name: 'IDX_bookings_user', columnNames: ['userId', 'createdAt'] }),
          new TableIndex({ name: 'IDX_bookings_offer', columnNames: ['offerId'] }),
          new TableIndex({ name: 'IDX_bookings_status', columnNames: ['status'] }),
        ],
        foreignKeys: [
          // A customer or admin with bookings cannot be deleted: the bookings are business records.
          new TableForeignKey({
            name: 'FK_bookings_user',
            columnNames: ['userId'],
            referencedTableName: 'users',
            referencedColumnNames: ['id'],
            onDelete: 'RESTRICT',
            onUpdate: 'NO ACTION',
          }),
          new TableForeignKey({
            name: 'FK_bookings_created_by',
            columnNames: ['createdById'],
            referencedTableName: 'users',
            referencedColumnNames: ['id'],
            onDelete: 'RESTRICT',
            onUpdate: 'NO ACTION',
          }),
          new TableForeignKey({
            name: 'FK_bookings_offer',
            columnNames: ['offerId'],
            referencedTableName: 'offers',
            referencedColumnNames: ['id'],
            onDelete: 'SET NULL',
            onUpdate: 'NO ACTION',
          }),
        ],
      }),
    );
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('bookings');
    await qr.dropTable('offers');
  }
}
