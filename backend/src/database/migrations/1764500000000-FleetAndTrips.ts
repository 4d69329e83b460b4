import { type MigrationInterface, type QueryRunner, Table, TableColumn, TableForeignKey, TableIndex } from 'typeorm';
import { columnKit } from '../migration-columns.js';

/**
 * Drivers and cabs; a booking's assignment (driver, cab, the trip's time window), start code and
 * trip sheet; GST invoices with one serial counter per financial year.
 */
export class FleetAndTrips1764500000000 implements MigrationInterface {
  name = 'FleetAndTrips1764500000000';

  async up(qr: QueryRunner): Promise<void> {
    const c = columnKit(qr);
    await qr.createTable(
      new Table({
        name: 'drivers',
        columns: [
          c.id(),
          c.varchar('name', 120),
          c.varchar('mobile', 10),
          c.varchar('licenceNumber', 20),
          c.varchar('licenceExpiry', 10),
          c.boolean('active', 1),
          c.createdAt(),
          c.updatedAt(),
        ],
        indices: [
          new TableIndex({ name: 'UQ_drivers_mobile', columnNames: ['mobile'], isUnique: true }),
          new TableIndex({ name: 'IDX_drivers_name', columnNames: ['name'] }),
        ],
      }),
    );
    await qr.createTable(
      new Table({
        name: 'cabs',
        columns: [
          c.id(),
          c.varchar('registration', 15),
          c.varchar('vehicle', 40),
          c.int('seats'),
          c.varchar('permitExpiry', 10),
          c.varchar('fitnessExpiry', 10),
          c.varchar('insuranceExpiry', 10),
          c.varchar('pucExpiry', 10),
          c.boolean('active', 1),
          c.createdAt(),
          c.updatedAt(),
        ],
        indices: [new TableIndex({ name: 'UQ_cabs_registration', columnNames: ['registration'], isUnique: true })],
      }),
    );
    await qr.addColumns('bookings', [
      new TableColumn(c.int('driverId', true)),
      new TableColumn(c.int('cabId', true)),
      new TableColumn(c.datetime('tripStartsAt', true)),
      new TableColumn(c.datetime('tripEndsAt', true)),
      new TableColumn(c.varchar('startCode', 4, true)),
      new TableColumn(c.int('tripStartKm', true)),
      new TableColumn(c.datetime('tripStartedAt', true)),
      new TableColumn(c.int('tripEndKm', true)),
      new TableColumn(c.datetime('tripEndedAt', true)),
      new TableColumn(c.int('tripTollsPaise', true)),
      new TableColumn(c.int('tripParkingPaise', true)),
      new TableColumn(c.int('tripStateTaxPaise', true)),
    ]);
    await qr.createIndices('bookings', [
      new TableIndex({ name: 'IDX_bookings_driver_window', columnNames: ['driverId', 'tripStartsAt'] }),
      new TableIndex({ name: 'IDX_bookings_cab_window', columnNames: ['cabId', 'tripStartsAt'] }),
    ]);
    await qr.createForeignKeys('bookings', [
      new TableForeignKey({
        name: 'FK_bookings_driver',
        columnNames: ['driverId'],
        referencedTableName: 'drivers',
        referencedColumnNames: ['id'],
        onDelete: 'RESTRICT',
        onUpdate: 'NO ACTION',
      }),
      new TableForeignKey({
        name: 'FK_bookings_cab',
        columnNames: ['cabId'],
        referencedTableName: 'cabs',
        referencedColumnNames: ['id'],
        onDelete: 'RESTRICT',
        onUpdate: 'NO ACTION',
      }),
    ]);
    await qr.createTable(
      new Table({
        name: 'invoice_serials',
        columns: [{ ...c.varchar('financialYear', 7), isPrimary: true }, c.int('lastNumber')],
      }),
    );
    await qr.createTable(
      new Table({
        name: 'invoices',
        columns: [
          c.id(),
          c.int('bookingId'),
          c.varchar('serial', 16),
          c.varchar('financialYear', 7),
          c.int('number'),
          c.datetime('issuedAt'),
          c.text('body'),
        ],
        indices: [
          new TableIndex({ name: 'UQ_invoices_booking', columnNames: ['bookingId'], isUnique: true }),
          new TableIndex({ name: 'UQ_invoices_serial', columnNames: ['serial'], isUnique: true }),
        ],
        foreignKeys: [
          new TableForeignKey({
            name: 'FK_invoices_booking',
            columnNames: ['bookingId'],
            referencedTableName: 'bookings',
            referencedColumnNames: ['id'],
            onDelete: 'RESTRICT',
            onUpdate: 'NO ACTION',
          }),
        ],
      }),
    );
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('invoices');
    await qr.dropTable('invoice_serials');
    await qr.dropForeignKey('bookings', 'FK_bookings_cab');
    await qr.dropForeignKey('bookings', 'FK_bookings_driver');
    await qr.dropIndex('bookings', 'IDX_bookings_cab_window');
    await qr.dropIndex('bookings', 'IDX_bookings_driver_window');
    await qr.dropColumns('bookings', [
      'tripStateTaxPaise',
      'tripParkingPaise',
      'tripTollsPaise',
      'tripEndedAt',
      'tripEndKm',
      'tripStartedAt',
      'tripStartKm',
      'startCode',
      'tripEndsAt',
      'tripStartsAt',
      'cabId',
      'driverId',
    ]);
    await qr.dropTable('cabs');
    await qr.dropTable('drivers');
  }
}
