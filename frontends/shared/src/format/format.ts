// Display formatting: Indian digit grouping, en-IN dates, Indian Standard Time.

export const IST = 'Asia/Kolkata';

const rupees0 = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
const rupees2 = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const grouped = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 1 });

function toNumber(value: unknown): number | null {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
}

/** ₹1,23,456 — whole rupees, for fares and offer prices. */
export function formatRupees(value: unknown): string {
  return rupees0.format(toNumber(value) ?? 0);
}

/** ₹1,23,456.00 — booking amounts always show 2 decimals. */
export function formatAmount(value: unknown): string {
  return rupees2.format(toNumber(value) ?? 0);
}

/** "123.4 km", or a dash when the distance is missing. */
export function formatKm(value: unknown): string {
  const n = toNumber(value);
  return n === null ? '-' : `${grouped.format(n)} km`;
}

/** "2 h 5 min" from minutes. */
export function formatDuration(minutes: unknown): string {
  const n = toNumber(minutes);
  if (n === null || n < 0) return '-';
  const total = Math.round(n);
  return `${Math.floor(total / 60)} h ${total % 60} min`;
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A Date for display, reading a bare YYYY-MM-DD as that calendar day in India. */
function parseDate(value: string): Date | null {
  const m = DATE_ONLY.exec(value);
  // Noon IST keeps the calendar day whatever the viewer's time zone.
  const d = m ? new Date(`${m[1]}-${m[2]}-${m[3]}T12:00:00+05:30`) : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** "5 Jan 2026" (en-IN, IST). Unparseable text is returned unchanged; empty gives a dash. */
export function formatDate(value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '') return '-';
  const d = parseDate(value);
  if (!d) return value;
  return d.toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: IST });
}

/** "5 Jan 2026, 2:30 pm" for timestamps such as createdAt. */
export function formatDateTime(value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '') return '-';
  const d = parseDate(value);
  if (!d) return value;
  return d.toLocaleString('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: IST,
  });
}

/** "2:30 pm" from "14:30"; other text unchanged; empty gives a dash. */
export function formatTime(value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '') return '-';
  const m = /^(\d{1,2}):(\d{2})/.exec(value.trim());
  if (!m) return value;
  const h = Number(m[1]);
  const min = Number(m[2]);
  if (h > 23 || min > 59) return value;
  const suffix = h < 12 ? 'am' : 'pm';
  return `${h % 12 === 0 ? 12 : h % 12}:${m[2]} ${suffix}`;
}

/** Today's date in India as YYYY-MM-DD (for date inputs' min). */
export function todayInIndia(now: Date = new Date()): string {
  // en-CA formats as YYYY-MM-DD.
  return now.toLocaleDateString('en-CA', { timeZone: IST });
}

/** "Bhopal" from "Bhopal, Madhya Pradesh, India": the town of a place label, for compact lists. */
export function shortPlace(label: unknown): string {
  if (typeof label !== 'string') return '-';
  return label.split(',')[0]?.trim() || label.trim() || '-';
}
