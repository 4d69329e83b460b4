import type { EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';

/** An entity's table and columns quoted for this database, for the few statements written by hand. */
export interface SqlNames<E> {
  table: string;
  column: (property: keyof E & string) => string;
}

export function sqlNames<E extends ObjectLiteral>(manager: EntityManager, target: EntityTarget<E>): SqlNames<E> {
  const metadata = manager.connection.getMetadata(target);
  const { driver } = manager.connection;
  return {
    table: driver.escape(metadata.tableName),
    column: (property) => {
      const column = metadata.findColumnWithPropertyName(property);
      if (!column) throw new Error(`${metadata.name} has no column ${property}`);
      return driver.escape(column.databaseName);
    },
  };
}
