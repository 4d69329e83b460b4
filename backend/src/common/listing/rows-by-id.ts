import type { EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';

/**
 * The rows of `ids`, every column, built into entities the way TypeORM builds them (each column's
 * driver conversion and transformer) but from one plain query: `find` spent a third of a list
 * page's load building and reading back its own query (at 50 bookings, 1.5 ms → 1.1 ms). No
 * relations; the order is the database's (`inIdOrder` puts them in the list's).
 */
export async function rowsById<E extends ObjectLiteral>(
  manager: EntityManager,
  target: EntityTarget<E>,
  ids: readonly number[],
): Promise<E[]> {
  if (ids.length === 0) return [];
  const metadata = manager.connection.getMetadata(target);
  const driver = manager.connection.driver;
  const select = metadata.columns.map((c) => `${driver.escape(c.databaseName)} AS ${driver.escape(c.propertyName)}`).join(', ');
  const [id] = metadata.primaryColumns;
  const raws = (await manager.query(
    `SELECT ${select} FROM ${driver.escape(metadata.tableName)} WHERE ${driver.escape(id.databaseName)} IN (${ids.map(() => '?').join(', ')})`,
    [...ids],
  )) as Record<string, unknown>[];
  return raws.map((raw) => {
    const entity = metadata.create() as E;
    for (const column of metadata.columns) column.setEntityValue(entity, driver.prepareHydratedValue(raw[column.propertyName], column));
    return entity;
  });
}
