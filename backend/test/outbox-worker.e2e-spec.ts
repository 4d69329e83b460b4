import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { In } from 'typeorm';
import { Clock } from '../src/common/time/clock.js';
import { AppConfig } from '../src/config/app-config.js';
import { DatabaseConnector } from '../src/database/database-connector.js';
import { Outbox } from '../src/outbox/outbox.js';
import { OutboxMessage } from '../src/outbox/outbox-message.entity.js';
import { OutboxWorker } from '../src/outbox/outbox.worker.js';
import { createTestApp, type TestApp } from './helpers/app.js';

/**
 * Several workers on one outbox (instances sharing a database): each claims a batch in one
 * statement, and every message is delivered once, by one of them.
 */
describe('Outbox workers side by side', () => {
  let t: TestApp;
  let outbox: Outbox;
  const delivered: number[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    outbox = t.app.get(Outbox, { strict: false });
    outbox.handle('test.count', (_payload, id) => {
      delivered.push(id);
    });
  });
  afterAll(async () => {
    // Held and not-yet-due messages would wait here for a handler no app has: gone, so the next
    // suites on this database (MariaDB's is shared) see no stuck backlog.
    await t.db.getRepository(OutboxMessage).delete({ topic: 'test.count' });
    await t.close();
  });

  /** A worker of another instance: same database, its own passes. */
  const anotherWorker = () =>
    new OutboxWorker(
      outbox,
      t.app.get(Clock, { strict: false }),
      t.app.get(AppConfig, { strict: false }),
      t.app.get(DatabaseConnector, { strict: false }),
    );
  /** New messages of the counting topic, in one statement, with `state` on those `pick` chooses; their ids. */
  const write = async (count: number, pick: (i: number) => boolean = () => false, state: Partial<OutboxMessage> = {}) => {
    const now = new Date();
    const rows = Array.from({ length: count }, (_, i) => ({
      topic: 'test.count',
      payload: JSON.stringify({ n: i }),
      createdAt: now,
      availableAt: now,
      attempts: 0,
      ...(pick(i) ? state : {}),
    }));
    const result = await t.db.getRepository(OutboxMessage).insert(rows);
    return result.identifiers.map((r) => Number(r.id));
  };

  it('delivers each of 230 messages exactly once when three workers drain at the same time', async () => {
    delivered.length = 0;
    const ids = await write(230);
    await Promise.all([anotherWorker().drain(), anotherWorker().drain(), t.app.get(OutboxWorker, { strict: false }).drain()]);
    expect([...delivered].sort((a, b) => a - b)).toEqual(ids);
    const undelivered = await t.db.getRepository(OutboxMessage).findBy({ id: In(ids) });
    expect(undelivered.filter((m) => m.deliveredAt === null)).toEqual([]);
  });

  it('leaves the messages another worker holds, and delivers the rest of the batch', async () => {
    delivered.length = 0;
    const ids = await write(6, (i) => i === 1 || i === 4, { lockedUntil: new Date(Date.now() + 60_000), claimedBy: 'another pass' });
    const held = [ids[1], ids[4]];
    await anotherWorker().drain();
    expect([...delivered].sort((a, b) => a - b)).toEqual(ids.filter((id) => !held.includes(id)));
    const rows = await t.db.getRepository(OutboxMessage).findBy({ id: In(held) });
    expect(rows.map((m) => [m.deliveredAt, m.claimedBy])).toEqual([
      [null, 'another pass'],
      [null, 'another pass'],
    ]);
  });

  it('does not take a message before its retry is due, though its lock has run out', async () => {
    delivered.length = 0;
    const [id] = await write(1, () => true, {
      availableAt: new Date(Date.now() + 60_000),
      attempts: 1,
      lockedUntil: new Date(Date.now() - 1000),
    });
    await anotherWorker().drain();
    expect(delivered).toEqual([]);
    expect(await t.db.getRepository(OutboxMessage).findOneByOrFail({ id })).toMatchObject({ deliveredAt: null, attempts: 1 });
  });
});
