// The words and formats the server's e-mails and PDFs share, in English and Hindi, as
// docs/glossary.md lists them. Framework-free.
import type { BookingStatus } from '../../bookings/booking-status.js';
import type { Language } from './translate.js';

export type Bilingual = Record<Language, string>;

const MONTHS: Record<Language, string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  hi: ['जनवरी', 'फ़रवरी', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुलाई', 'अगस्त', 'सितंबर', 'अक्टूबर', 'नवंबर', 'दिसंबर'],
};
const WEEKDAYS: Record<Language, string[]> = {
  en: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
  hi: ['रवि', 'सोम', 'मंगल', 'बुध', 'गुरु', 'शुक्र', 'शनि'],
};

/** '2026-01-05' → '5 Jan 2026' / '5 जनवरी 2026' (with the weekday: 'Mon, 5 Jan 2026'); anything else as it came. */
export function formatDocDate(date: string, lang: Language, opts: { weekday?: boolean } = {}): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return date;
  const [year, month, day] = match.slice(1).map(Number);
  const when = new Date(Date.UTC(year, month - 1, day));
  if (when.getUTCMonth() !== month - 1 || when.getUTCDate() !== day) return date;
  const text = `${day} ${MONTHS[lang][month - 1]} ${year}`;
  return opts.weekday ? `${WEEKDAYS[lang][when.getUTCDay()]}, ${text}` : text;
}

/** '14:30' → '2:30 pm', '00:05' → '12:05 am' (both languages, as the glossary says); anything else as it came. */
export function formatClockTime(time: string): string {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match) return time;
  const [hours, minutes] = [Number(match[1]), match[2]];
  if (hours > 23) return time;
  return `${hours % 12 === 0 ? 12 : hours % 12}:${minutes} ${hours < 12 ? 'am' : 'pm'}`;
}

/** '312.4 km' / '312.4 किमी'. */
export function formatKm(km: number, lang: Language): string {
  return `${km.toLocaleString('en-IN', { maximumFractionDigits: 1 })} ${lang === 'hi' ? 'किमी' : 'km'}`;
}

/** How the customer reads each status (glossary "Booking status names"). */
export const STATUS_NAMES: Record<BookingStatus, Bilingual> = {
  pending: { en: 'Pending', hi: 'लंबित' },
  confirmed: { en: 'Confirmed', hi: 'कन्फ़र्म' },
  'cancelled by the customer': { en: 'Cancelled by you', hi: 'आपने रद्द की' },
  cancelled: { en: 'Cancelled', hi: 'रद्द' },
  assigned: { en: 'Driver assigned', hi: 'ड्राइवर तय' },
  'on-trip': { en: 'On trip', hi: 'यात्रा जारी' },
  completed: { en: 'Completed', hi: 'पूरी हुई' },
  'no-show': { en: 'No show', hi: 'नहीं पहुँचे' },
};

/** The ID proof as displayed (the stored value keeps the spec's 'Aadhar Card'). */
export const ID_PROOF_NAMES: Record<string, Bilingual> = {
  'Aadhar Card': { en: 'Aadhaar Card', hi: 'आधार कार्ड' },
  'Voter ID Card': { en: 'Voter ID Card', hi: 'वोटर आईडी कार्ड' },
};

/** The language a stored value names, English for anything else. */
export function asLanguage(value: unknown): Language {
  return value === 'hi' ? 'hi' : 'en';
}
