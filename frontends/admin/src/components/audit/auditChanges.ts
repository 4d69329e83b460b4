import type { HistoryEntry } from '@jbp/shared';

/** One changed field of an entry: its value before (undefined when the entry has no "before") and after. */
export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

/**
 * The fields an entry names, in the order they first appear (after's fields, then any only in
 * before): a status change is one line "Status: pending → confirmed".
 */
export function changesOf(entry: Pick<HistoryEntry, 'before' | 'after'>): FieldChange[] {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const fields = [...new Set([...Object.keys(after), ...Object.keys(before)])];
  return fields.map((field) => ({
    field,
    before: entry.before && field in before ? before[field] : undefined,
    after: field in after ? after[field] : undefined,
  }));
}

/** Fields that hold rupees (the audit log stores money in rupees). */
export const MONEY_FIELDS: readonly string[] = [
  'totalAmount',
  'haltingCharges',
  'tollTaxAndParking',
  'extraHoursCharges',
  'extraKmCharges',
  'advanceAmount',
  'amount',
];
