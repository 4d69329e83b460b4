// Letters and digits that cannot be mistaken for one another (no 0/O, 1/l/I).
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';

/** A 6-character, case-sensitive, alphanumeric code (spec section 9). */
export function newCaptcha(length = 6): string {
  const bytes = new Uint8Array(length);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join('');
}

/** Exact, case-sensitive comparison. */
export function captchaMatches(typed: string, code: string): boolean {
  return typed === code;
}
