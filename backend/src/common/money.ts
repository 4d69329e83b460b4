// Money is kept as whole paise in the database (exact on SQLite and MySQL alike) and answered as
// rupee numbers with at most 2 decimals, as the site shows booking amounts.

/** The most any single amount may be: ₹10,00,000. Far above any cab fare; keeps paise in an INT. */
export const MAX_RUPEES = 1_000_000;

/** ₹1500.5 → 150050 paise. The caller has checked there are at most 2 decimals. */
export function toPaise(rupees: number): number {
  return Math.round(rupees * 100);
}

/** 150050 paise → 1500.5 rupees. */
export function toRupees(paise: number): number {
  return paise / 100;
}

/** '₹1,23,456.00': Indian digit grouping (lakh, crore), always 2 decimals. */
export function formatRupees(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(Math.round(paise));
  const whole = String(Math.floor(abs / 100));
  const fraction = String(abs % 100).padStart(2, '0');
  const lastThree = whole.slice(-3);
  const rest = whole.slice(0, -3);
  const grouped = rest ? `${rest.replace(/\B(?=(\d{2})+$)/g, ',')},${lastThree}` : lastThree;
  return `${sign}₹${grouped}.${fraction}`;
}
