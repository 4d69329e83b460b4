import type { EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';
import { BroadcasterResult } from 'typeorm/subscriber/BroadcasterResult.js';

/**
 * Rows inserted with every value bound as a parameter and nothing read back. TypeORM's own insert
 * writes numbers into the SQL text on SQLite (each booking's ids and amounts made a new statement
 * to prepare, and pushed the common ones out of the statement cache) and reads the new row's
 * defaults back; this statement is the same for every call, so it is prepared once. Values go
 * through each column's transformer and driver conversion as in TypeORM's insert; columns left out
 * take the table's defaults (`createdAt`, `updatedAt`). Every row must name the same columns.
 * Subscribers hear each row's insert as from TypeORM's own (the public reads' data version).
 */
export async function insertRows<E extends ObjectLiteral>(
  manager: EntityManager,
  target: EntityTarget<E>,
  rows: readonly Partial<E>[],
): Promise<void> {
  if (rows.length > 0) await insert(manager, target, rows);
}

/** One row inserted as `insertRows` does; its new id. */
export async function insertRow<E extends ObjectLiteral>(
  manager: EntityManager,
  target: EntityTarget<E>,
  row: Partial<E>,
): Promise<number> {
  return insertedId(await insert(manager, target, [row]));
}

async function insert<E extends ObjectLiteral>(
  manager: EntityManager,
  target: EntityTarget<E>,
  rows: readonly Partial<E>[],
): Promise<unknown> {
  const metadata = manager.connection.getMetadata(target);
  const { driver } = manager.connection;
  const columns = metadata.columns.filter((c) => rows[0][c.propertyName] !== undefined);
  const placeholders = `(${columns.map(() => '?').join(', ')})`;
  const sql =
    `INSERT INTO ${driver.escape(metadata.tableName)} (${columns.map((c) => driver.escape(c.databaseName)).join(', ')}) ` +
    `VALUES ${rows.map(() => placeholders).join(', ')}`;
  const parameters = rows.flatMap((row) => columns.map((c) => driver.preparePersistentValue(row[c.propertyName], c) as unknown));
  const answer: unknown = await manager.query(sql, parameters);
  const runner = manager.queryRunner ?? manager.connection.createQueryRunner();
  try {
    const heard = new BroadcasterResult();
    for (const row of rows) runner.broadcaster.broadcastAfterInsertEvent(heard, metadata, row);
    if (heard.promises.length > 0) await Promise.all(heard.promises);
  } finally {
    if (!manager.queryRunner) await runner.release();
  }
  return answer;
}

/** The id a one-row insert gave its row: SQLite's last row id, MySQL's and MariaDB's `insertId`. */
function insertedId(raw: unknown): number {
  const id =
    typeof raw === 'number' || typeof raw === 'bigint'
      ? Number(raw)
      : typeof raw === 'object' && raw !== null && 'insertId' in raw
        ? Number((raw as { insertId: unknown }).insertId)
        : NaN;
  if (!Number.isSafeInteger(id) || id <= 0) throw new Error(`The insert answered no row id (${String(raw)}).`);
  return id;
}
