import { type MigrationInterface, type QueryRunner, TableColumn } from 'typeorm';
import { columnKit } from '../migration-columns.js';

/**
 * A new e-mail address waiting for its owner to confirm it (with when that link expires), and when
 * a customer deleted their account (the row stays, anonymised, for the bookings it owns).
 */
export class AccountChanges1764300002000 implements MigrationInterface {
  name = 'AccountChanges1764300002000';

  async up(qr: QueryRunner): Promise<void> {
    const c = columnKit(qr);
    await qr.addColumns('users', [
      new TableColumn(c.varchar('pendingEmail', 254, true)),
      new TableColumn(c.datetime('pendingEmailExpiresAt', true)),
      new TableColumn(c.datetime('deletedAt', true)),
    ]);
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropColumns('users', ['deletedAt', 'pendingEmailExpiresAt', 'pendingEmail']);
  }
}
