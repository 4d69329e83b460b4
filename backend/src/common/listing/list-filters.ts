import type { ObjectLiteral, SelectQueryBuilder, WhereExpressionBuilder } from 'typeorm';
import { addDays, istDayStart } from '../time/ist.js';

/**
 * A list's filters by query field: each adds its condition for the value from the URL, `param`
 * being the filter's own name so two filters never share a query parameter. Adding a filter is a field on the list's query class and one
 * line here, e.g. `vehicle: equals('booking.vehicle')`.
 */
export type FilterTable<Q> = { [K in keyof Q]?: (qb: WhereExpressionBuilder, value: NonNullable<Q[K]>, param: string) => void };

export const equals =
  (column: string) =>
  (qb: WhereExpressionBuilder, value: unknown, param: string): void => {
    qb.andWhere(`${column} = :${param}`, { [param]: value });
  };

/** A text date column ('YYYY-MM-DD', like the trip date) on or after the value. */
export const onOrAfter =
  (column: string) =>
  (qb: WhereExpressionBuilder, value: string, param: string): void => {
    qb.andWhere(`${column} >= :${param}`, { [param]: value });
  };

export const onOrBefore =
  (column: string) =>
  (qb: WhereExpressionBuilder, value: string, param: string): void => {
    qb.andWhere(`${column} <= :${param}`, { [param]: value });
  };

/** A UTC timestamp column (createdAt) from the start of the IST day given. */
export const fromIstDay =
  (column: string) =>
  (qb: WhereExpressionBuilder, value: string, param: string): void => {
    qb.andWhere(`${column} >= :${param}`, { [param]: utcDateTimeText(istDayStart(value)) });
  };

/** A UTC timestamp column up to the end of the IST day given. */
export const throughIstDay =
  (column: string) =>
  (qb: WhereExpressionBuilder, value: string, param: string): void => {
    qb.andWhere(`${column} < :${param}`, { [param]: utcDateTimeText(istDayStart(addDays(value, 1))) });
  };

/**
 * 'YYYY-MM-DD HH:MM:SS' in UTC: how SQLite stores timestamps, so text comparison there is exact
 * (a Date parameter would become '….000', which sorts after the stored value of the same second);
 * MySQL reads the same text as a DATETIME.
 */
export function utcDateTimeText(at: Date): string {
  return at.toISOString().slice(0, 19).replace('T', ' ');
}

/** Applies the filters whose field the query has. */
export function applyFilters<E extends ObjectLiteral, Q extends object>(qb: SelectQueryBuilder<E>, query: Q, table: FilterTable<Q>): void {
  for (const key of Object.keys(table) as (keyof Q & string)[]) {
    const value = query[key];
    if (value === undefined || value === null) continue;
    table[key]?.(qb, value as NonNullable<Q[typeof key]>, `f_${key}`);
  }
}

/** `LIKE` text for "contains", with '!' escaping the wildcards (a backslash would need different quoting on SQLite and MySQL). */
export function containsPattern(text: string): string {
  return `%${escapeLike(text.toLowerCase())}%`;
}

export function prefixPattern(text: string): string {
  return `${escapeLike(text.toLowerCase())}%`;
}

function escapeLike(text: string): string {
  return text.replace(/[!%_]/g, (c) => `!${c}`);
}
