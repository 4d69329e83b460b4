import { HTML_LANG, currentLanguage, type Language } from '../i18n/i18n';
import { translate } from '../i18n/texts';
import { formatTexts } from './format.i18n';

// Display formatting, the one place for it (docs/glossary.md): Indian digit grouping with Latin
// digits in both languages, day-month-year dates in Indian Standard Time, and ONE money format,
// ₹1,23,456.00, for every rupee figure on every screen (the server's PDFs and e-mails print the same).
// Each function formats in the site's current language unless `language` is given; components
// calling them re-render on a language change through their own useTexts.

export const IST = 'Asia/Kolkata';

/** The Intl locale of a language, with Latin digits as Indian sites use in Hindi too. */
export function intlLocale(language: Language = currentLanguage()): string {
  return `${HTML_LANG[language]}-u-nu-latn`;
}

// Intl formatters are made once per locale and options, and kept: toLocaleDateString and
// toLocaleTimeString with options make a new one on every call (about 160 µs each against 2 µs for
// a kept formatter, measured in Node 20), which the desk's list of fifty bookings paid a hundred
// times at every render (each booking's date, in its table row and in its phone card).
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

function kept<F, O>(formats: Map<string, F>, locale: string, options: O, make: (locale: string, options: O) => F): F {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (format === undefined) formats.set(key, (format = make(locale, options)));
  return format;
}

/** The kept Intl.DateTimeFormat for these locale and options (made on first use). */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return kept(dateTimeFormats, locale, options, (l, o) => new Intl.DateTimeFormat(l, o));
}

/** The kept Intl.NumberFormat for these locale and options (made on first use). */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return kept(numberFormats, locale, options, (l, o) => new Intl.NumberFormat(l, o));
}

const MONEY: Intl.NumberFormatOptions = { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 };
const GROUPED: Intl.NumberFormatOptions = { maximumFractionDigits: 1 };
const CLOCK: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: IST };
// en-CA formats as YYYY-MM-DD.
const DAY: Intl.DateTimeFormatOptions = { timeZone: IST };

function toNumber(value: unknown): number | null {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
}

/**
 * ₹1,23,456.00: the site's one money format, for every rupee figure (fares, offers, bills). The
 * symbol and the grouping read the same in Hindi.
 */
export function formatAmount(value: unknown): string {
  return numberFormat('en-IN', MONEY).format(toNumber(value) ?? 0);
}

/** The same format under the name the fare and offer lists use. */
export const formatRupees = formatAmount;

/** A count the Indian way, the same in Hindi: 10,000 and 1,00,000. */
export function formatCount(value: unknown): string {
  const n = toNumber(value);
  return n === null ? '-' : numberFormat('en-IN', GROUPED).format(n);
}

/** "123.4 km" ("123.4 किमी"), or a dash when the distance is missing. */
export function formatKm(value: unknown, language: Language = currentLanguage()): string {
  const n = toNumber(value);
  return n === null ? '-' : translate(formatTexts, 'km', { n: numberFormat('en-IN', GROUPED).format(n) }, language);
}

/** "2 h 5 min" ("2 घंटे 5 मिनट") from minutes. */
export function formatDuration(minutes: unknown, language: Language = currentLanguage()): string {
  const n = toNumber(minutes);
  if (n === null || n < 0) return '-';
  const total = Math.round(n);
  return translate(formatTexts, 'duration', { hours: Math.floor(total / 60), minutes: total % 60 }, language);
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A Date for display, reading a bare YYYY-MM-DD as that calendar day in India. */
function parseDate(value: string): Date | null {
  const m = DATE_ONLY.exec(value);
  // Noon IST keeps the calendar day whatever the viewer's time zone.
  const d = m ? new Date(`${m[1]}-${m[2]}-${m[3]}T12:00:00+05:30`) : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

// Hindi spells the month out ("5 जनवरी 2026"): its short forms ("जन॰") read poorly.
const MONTH: Record<Language, 'short' | 'long'> = { en: 'short', hi: 'long' };

/** "5 Jan 2026" / "5 जनवरी 2026" (IST). Unparseable text is returned unchanged; empty gives a dash. */
export function formatDate(value: unknown, language: Language = currentLanguage()): string {
  if (typeof value !== 'string' || value.trim() === '') return '-';
  const d = parseDate(value);
  if (!d) return value;
  return dateTimeFormat(intlLocale(language), { day: 'numeric', month: MONTH[language], year: 'numeric', timeZone: IST }).format(d);
}

/** "5 Jan 2026, 2:30 pm" for timestamps such as createdAt. */
export function formatDateTime(value: unknown, language: Language = currentLanguage()): string {
  if (typeof value !== 'string' || value.trim() === '') return '-';
  const d = parseDate(value);
  if (!d) return value;
  return `${formatDate(value, language)}, ${formatTime(timeInIndia(d), language)}`;
}

/** "2:30 pm" from "14:30"; other text unchanged; empty gives a dash. */
export function formatTime(value: unknown, language: Language = currentLanguage()): string {
  if (typeof value !== 'string' || value.trim() === '') return '-';
  const m = /^(\d{1,2}):(\d{2})/.exec(value.trim());
  if (!m) return value;
  const h = Number(m[1]);
  const min = Number(m[2]);
  if (h > 23 || min > 59) return value;
  const suffix = translate(formatTexts, h < 12 ? 'am' : 'pm', undefined, language);
  return `${h % 12 === 0 ? 12 : h % 12}:${m[2]} ${suffix}`;
}

/** Today's date in India as YYYY-MM-DD (for date inputs' min). */
export function todayInIndia(now: Date = new Date()): string {
  return dateTimeFormat('en-CA', DAY).format(now);
}

/** The wall-clock time in India as 'HH:mm'. */
export function timeInIndia(now: Date = new Date()): string {
  return dateTimeFormat('en-GB', CLOCK).format(now);
}

/** "Bhopal" from "Bhopal, Madhya Pradesh, India": the town of a place label, for compact lists. */
export function shortPlace(label: unknown): string {
  if (typeof label !== 'string') return '-';
  return label.split(',')[0]?.trim() || label.trim() || '-';
}
