// Dates and times a person enters or reads are Indian Standard Time (decisions.md, Storage).
// IST is UTC+05:30 all year (India has no daylight saving), so a fixed offset is exact and needs
// no time-zone database.

const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** Today's date in Asia/Kolkata as 'YYYY-MM-DD', e.g. 2025-01-01T19:00Z is already '2025-01-02'. */
export function todayInIst(now: Date): string {
  return new Date(now.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** The wall-clock time in Asia/Kolkata as 'HH:mm'. */
export function timeInIst(now: Date): string {
  return new Date(now.getTime() + IST_OFFSET_MS).toISOString().slice(11, 16);
}

/** A real calendar date written 'YYYY-MM-DD' (2025-02-30 is not). */
export function isCalendarDate(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A 24-hour time written 'HH:mm', as <input type="time"> sends it. */
export function isClockTime(value: unknown): value is string {
  return typeof value === 'string' && /^([01]\d|2[0-3]):[0-5]\d$/.test(value);
}

/** True when an IST calendar date is before today in IST. Dates compare as text in this format. */
export function isPastDate(date: string, now: Date): boolean {
  return date < todayInIst(now);
}

/** 'YYYY-MM-DD' → '21/11/2025', the en-IN form the site shows. */
export function formatIndianDate(date: string): string {
  const [year, month, day] = date.split('-');
  return `${day}/${month}/${year}`;
}

/** A UTC timestamp as IST '21/11/2025 14:05'. */
export function formatIstTimestamp(at: Date): string {
  return `${formatIndianDate(todayInIst(at))} ${timeInIst(at)}`;
}

/** The UTC instant an IST calendar day begins: '2025-10-01' → 2025-09-30T18:30:00Z. */
export function istDayStart(date: string): Date {
  return new Date(Date.parse(`${date}T00:00:00Z`) - IST_OFFSET_MS);
}

/** The calendar date `days` after (or before, if negative) 'YYYY-MM-DD'. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** A UTC timestamp as IST 'YYYY-MM-DD HH:mm', the form spreadsheets read as a date and time. */
export function istDateTime(at: Date): string {
  return `${todayInIst(at)} ${timeInIst(at)}`;
}

/** A UTC timestamp written in IST with its offset, as Wave 2 answers carry times: '2026-11-25T14:35:00+05:30'. */
export function isoInIst(at: Date): string {
  return new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 19) + '+05:30';
}

/** The IST wall-clock minutes since midnight of an instant (0–1439). */
export function istMinuteOfDay(at: Date): number {
  const shifted = new Date(at.getTime() + IST_OFFSET_MS);
  return shifted.getUTCHours() * 60 + shifted.getUTCMinutes();
}
