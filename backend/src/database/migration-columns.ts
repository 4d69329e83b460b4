import type { QueryRunner, TableColumnOptions } from 'typeorm';

/**
 * Column builders shared by the migrations, so one migration set creates the same schema on
 * SQLite and on MySQL/MariaDB as the entities describe (the drift test checks it).
 */
export function columnKit(qr: QueryRunner) {
  const types = qr.connection.driver.mappedDataTypes;
  return {
    id: (): TableColumnOptions => ({
      name: 'id',
      // SQLite allows AUTOINCREMENT only on INTEGER; MySQL reads "integer" as INT.
      type: 'integer',
      isPrimary: true,
      isGenerated: true,
      generationStrategy: 'increment',
    }),
    varchar: (name: string, length: number, nullable = false): TableColumnOptions => ({
      name,
      type: 'varchar',
      length: String(length),
      isNullable: nullable,
    }),
    /** "integer", not "int": SQLite's schema reader reports INTEGER, and MySQL reads it as INT. */
    int: (name: string, nullable = false): TableColumnOptions => ({ name, type: 'integer', isNullable: nullable }),
    boolean: (name: string, defaultValue: 0 | 1): TableColumnOptions => ({
      name,
      type: 'boolean',
      default: defaultValue,
    }),
    createdAt: (name = 'createdAt'): TableColumnOptions => ({
      name,
      type: types.createDate as string,
      precision: types.createDatePrecision,
      default: types.createDateDefault,
    }),
    updatedAt: (name = 'updatedAt'): TableColumnOptions => ({
      name,
      type: types.updateDate as string,
      precision: types.updateDatePrecision,
      default: types.updateDateDefault,
      onUpdate: qr.connection.driver.options.type === 'better-sqlite3' ? undefined : types.updateDateDefault,
    }),
    datetime: (name: string, nullable = false): TableColumnOptions => ({ name, type: 'datetime', isNullable: nullable }),
    date: (name: string): TableColumnOptions => ({ name, type: 'date' }),
    text: (name: string, nullable = false): TableColumnOptions => ({ name, type: 'text', isNullable: nullable }),
    binary: (name: string): TableColumnOptions => ({
      name,
      type: qr.connection.driver.options.type === 'better-sqlite3' ? 'blob' : 'longblob',
    }),
  };
}
