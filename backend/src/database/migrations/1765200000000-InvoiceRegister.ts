import { type MigrationInterface, type QueryRunner, TableIndex } from 'typeorm';

/** The monthly GST register reads a month's invoices by their issue date, in serial order. */
const INDEX = new TableIndex({ name: 'IDX_invoices_issued', columnNames: ['issuedAt', 'number'] });

export class InvoiceRegister1765200000000 implements MigrationInterface {
  name = 'InvoiceRegister1765200000000';

  async up(qr: QueryRunner): Promise<void> {
    await qr.createIndex('invoices', INDEX);
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropIndex('invoices', INDEX.name as string);
  }
}
