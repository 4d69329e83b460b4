import type { FareTable } from '@jbp/shared';

/** A place in the fare table: keys and array indexes, e.g. ['vehicles', 0, 'localPrices', 1]. */
export type TablePath = readonly (string | number)[];

/** A copy of the table with one figure replaced (the table itself is never changed). */
export function withFigure(table: FareTable, path: TablePath, value: number): FareTable {
  const copy = structuredClone(table);
  let node: Record<string | number, unknown> = copy as unknown as Record<string, unknown>;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path[path.length - 1]] = value;
  return copy;
}

/** The figure at a path, or undefined. */
export function figureAt(table: FareTable, path: TablePath): number | undefined {
  let node: unknown = table;
  for (const key of path) node = (node as Record<string | number, unknown> | undefined)?.[key];
  return typeof node === 'number' ? node : undefined;
}
