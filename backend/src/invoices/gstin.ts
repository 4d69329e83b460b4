// A customer's GSTIN, checked as the GST portal checks it. Framework-free.

const CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The state codes GSTINs are issued under (01–38; 97 other territory; 99 centre jurisdiction). */
function knownStateCode(code: string): boolean {
  const n = Number(code);
  return (n >= 1 && n <= 38) || n === 97 || n === 99;
}

/** The 15th character of a GSTIN from its first 14 (mod-36 Luhn, alternate factors 1 and 2). */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i += 1) {
    const product = CHARS.indexOf(first14[i]) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return CHARS[(36 - (sum % 36)) % 36];
}

export const GSTIN_MESSAGES = {
  format: 'gstin must be 15 characters: a 2-digit state code, the 10-character PAN, an entity number, Z and a check character',
  state: 'gstin must start with a valid state code (01 to 38)',
  checksum: 'gstin is not a valid GSTIN: its last character does not match; check it for a typing slip',
};

/** Upper case, spaces dropped: what people paste from an invoice. */
export function normaliseGstin(value: string): string {
  return value.replace(/\s/g, '').toUpperCase();
}

/** What is wrong with a (normalised) GSTIN, as one sentence; null when it is valid. */
export function gstinProblem(gstin: string): string | null {
  if (!/^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/.test(gstin)) return GSTIN_MESSAGES.format;
  if (!knownStateCode(gstin.slice(0, 2))) return GSTIN_MESSAGES.state;
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin[14]) return GSTIN_MESSAGES.checksum;
  return null;
}
