import { dateTimeFormat, intlLocale, numberFormat, type Language } from '@jbp/shared';

/** 'YYYY-MM' as "Oct 2026" / "अक्टूबर 2026" (the month's 15th at noon IST keeps it in its month anywhere). */
export function monthLabel(month: string, language: Language): string {
  const date = new Date(`${month}-15T12:00:00+05:30`);
  if (Number.isNaN(date.getTime())) return month;
  return dateTimeFormat(intlLocale(language), {
    month: language === 'hi' ? 'long' : 'short',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  }).format(date);
}

/** The month before today's ('2026-01-14' → '2025-12'): the GST register's usual month, filed by the 11th. */
export function previousMonth(today: string): string {
  const [year, month] = today.split('-').map(Number);
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
}

/** A count as the language writes it, with Indian grouping: 38695 → "38,695", 150000 → "1,50,000". */
export function countLabel(n: number, language: Language): string {
  return numberFormat(intlLocale(language)).format(n);
}

/** Whole rupees for a chart's axis, short: 2500000 → "₹25L", 40000000 → "₹4Cr" ("₹4 क॰" in Hindi). */
export function compactRupees(n: number, language: Language): string {
  return numberFormat(intlLocale(language), {
    notation: 'compact',
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: 0,
    maximumFractionDigits: 1,
  }).format(n);
}
