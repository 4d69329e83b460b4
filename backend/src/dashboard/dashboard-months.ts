// The dashboard's 12-month series, framework-free. Months are IST calendar months 'YYYY-MM';
// trip dates are stored as IST 'YYYY-MM-DD' text, and the database keeps figures per trip month.

/** The `count` months ending with today's, oldest first: ('2026-02-14', 3) → 2025-12, 2026-01, 2026-02. */
export function lastMonths(today: string, count: number): string[] {
  const [year, month] = today.split('-').map(Number);
  return Array.from({ length: count }, (_, i) => {
    const index = year * 12 + (month - 1) - (count - 1 - i);
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  });
}

/**
 * The whole months a date range spans, when it starts on a month's first day (or is open) and ends
 * on a month's last day (or is open): ('2026-10-01', '2026-10-31') → 2026-10 to 2026-10. Null when
 * either end cuts a month, since monthly figures cannot count part of one.
 */
export function wholeMonths(dateFrom?: string, dateTo?: string): { fromMonth?: string; toMonth?: string } | null {
  if (dateFrom !== undefined && !dateFrom.endsWith('-01')) return null;
  if (dateTo !== undefined) {
    const [year, month, day] = dateTo.split('-').map(Number);
    const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
    if (day !== last) return null;
  }
  return { fromMonth: dateFrom?.slice(0, 7), toMonth: dateTo?.slice(0, 7) };
}

/** One month's figures as the database groups them (a month with no trips has no row). */
export interface MonthRow {
  month: string;
  kind: string;
  bookings: number;
  revenuePaise: number;
}

export interface MonthFigures {
  month: string;
  bookings: number;
  /** Whole rupees. */
  revenue: number;
}

/** Every month of the series, months without trips as zeros, rupees rounded to whole ones. */
export function monthSeries(months: readonly string[], rows: readonly MonthRow[]): MonthFigures[] {
  return months.map((month) => {
    const of = rows.filter((r) => r.month === month);
    const paise = of.reduce((sum, r) => sum + r.revenuePaise, 0);
    return { month, bookings: of.reduce((sum, r) => sum + r.bookings, 0), revenue: Math.round(paise / 100) };
  });
}

/** Bookings per kind (trip type) over the whole series, largest first. */
export function kindTotals(rows: readonly MonthRow[]): { tripType: string; bookings: number }[] {
  const totals = new Map<string, number>();
  for (const r of rows) totals.set(r.kind, (totals.get(r.kind) ?? 0) + r.bookings);
  return [...totals]
    .map(([tripType, bookings]) => ({ tripType, bookings }))
    .sort((a, b) => b.bookings - a.bookings || a.tripType.localeCompare(b.tripType));
}
