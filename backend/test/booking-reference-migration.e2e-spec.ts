import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, type TestApp } from './helpers/app.js';
import { signUp } from './helpers/factories.js';
import { scratchDatabase, type ScratchDatabase } from './helpers/scratch-db.js';
import { book } from './helpers/trips.js';

/**
 * Migration 1765800000000 drops `bookings.reference`, which always held the id's reference: on a
 * database with bookings, going down writes each one back exactly as the API shows it, and going
 * up refuses (changing nothing) while any row says otherwise.
 */
describe('Booking references from the id (migration)', () => {
  let scratch: ScratchDatabase;
  let t: TestApp;
  let references: Map<number, string>;

  beforeAll(async () => {
    scratch = await scratchDatabase('reference');
    t = await createTestApp(scratch.env);
    const customer = await signUp(t, 'customer');
    const made = [await book(t, customer), await book(t, customer)];
    references = new Map(made.map((b) => [b.id as number, b.reference as string]));
  });
  afterAll(async () => {
    await t?.close();
    await scratch?.drop();
  });

  const column = async () =>
    new Map(
      ((await t.db.query('SELECT id, reference FROM bookings')) as { id: number; reference: string }[]).map((r) => [
        Number(r.id),
        r.reference,
      ]),
    );

  it('writes every reference back going down, and drops them again going up', async () => {
    await t.db.undoLastMigration({ transaction: 'each' });
    expect(await column()).toEqual(references);
    await t.db.runMigrations({ transaction: 'each' });
    await expect(t.db.query('SELECT reference FROM bookings')).rejects.toThrow();
  });

  it('refuses to drop a reference that is not the id’s, and changes nothing', async () => {
    await t.db.undoLastMigration({ transaction: 'each' });
    const [id] = [...references.keys()];
    await t.db.query('UPDATE bookings SET reference = ? WHERE id = ?', ['JBP-999999', id]);
    await expect(t.db.runMigrations({ transaction: 'each' })).rejects.toThrow(
      "1 bookings have a reference that is not their id's: fix them before this migration.",
    );
    expect((await column()).get(id)).toBe('JBP-999999');
    await t.db.query('UPDATE bookings SET reference = ? WHERE id = ?', [references.get(id), id]);
    await t.db.runMigrations({ transaction: 'each' });
    await expect(t.db.query('SELECT reference FROM bookings')).rejects.toThrow();
  });
});
