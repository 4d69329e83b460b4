// What changed between two fare versions, figure by figure: the history the admin Fares page
// shows under the form. Framework-free.

import { emptyReturnDiscount, type FareSchedule } from './fare-schedule.js';

/** A figure of the table: a number, a text, or null where one side has no figure there. */
export type FareFigure = number | string | null;

/**
 * One figure that differs. `path` names it with dots: object keys, list positions from 0, and a
 * vehicle's rates under its name, e.g. `vehicles.Dzire.oneWay.upTo20`, `local.packages.1.km`,
 * `cancellation.slabs.0.percent`.
 */
export interface FareChange {
  path: string;
  before: FareFigure;
  after: FareFigure;
}

/**
 * Every figure that differs between two tables, in the order of the table (the newer table's new
 * entries after the older's). A vehicle is matched by name, not by its place in the list; a list
 * that grew or shrank answers null on the side that lacks the entry. A version saved before the
 * empty-return discount was editable counts as having the default discount, as it priced.
 */
export function fareChanges(before: FareSchedule, after: FareSchedule): FareChange[] {
  const changes: FareChange[] = [];
  walk('', comparable(before), comparable(after), changes);
  return changes;
}

/** The table as compared: vehicles keyed by name, the figures it prices with filled in. */
function comparable(schedule: FareSchedule): Record<string, unknown> {
  return {
    ...schedule,
    vehicles: Object.fromEntries(schedule.vehicles.map(({ vehicle, ...rates }) => [vehicle, rates])),
    oneWay: { ...schedule.oneWay, emptyReturnDiscountPercent: emptyReturnDiscount(schedule) },
  };
}

type Node = Record<string, unknown> | unknown[];

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null;
}

function keysOf(value: unknown): string[] {
  return isNode(value) ? Object.keys(value) : [];
}

function childOf(value: unknown, key: string): unknown {
  return isNode(value) ? (value as Record<string, unknown>)[key] : undefined;
}

function figure(value: unknown): FareFigure {
  if (typeof value === 'number' || typeof value === 'string') return value;
  if (typeof value === 'boolean') return String(value);
  return null;
}

function walk(path: string, before: unknown, after: unknown, changes: FareChange[]): void {
  if (isNode(before) || isNode(after)) {
    const keys = [...new Set([...keysOf(before), ...keysOf(after)])];
    for (const key of keys) walk(path ? `${path}.${key}` : key, childOf(before, key), childOf(after, key), changes);
    return;
  }
  const [was, now] = [figure(before), figure(after)];
  if (was !== now) changes.push({ path, before: was, after: now });
}
