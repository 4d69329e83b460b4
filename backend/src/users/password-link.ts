import { createHmac } from 'node:crypto';
import { safeEqual } from '../common/safe-equal.js';

/** How long a link the office hands out works. */
export const PASSWORD_LINK_HOURS = 24;

/** The site page that takes the token and asks for the new password. */
export const PASSWORD_LINK_PAGE = '/resetpassword';

// Links get their own key, derived from the JWT secret, so that secret is never used as-is twice.
const KEY_LABEL = 'jabalpur-cabs/password-link/v1';

// `<userId>.<expires, epoch seconds>.<43 base64url characters of HMAC-SHA256>`; ids and times stay
// within safe integers.
const TOKEN = /^([1-9]\d{0,14})\.([1-9]\d{0,14})\.([\w-]{43})$/;

export function passwordLinkKey(secret: string): Buffer {
  return createHmac('sha256', secret).update(KEY_LABEL).digest();
}

/**
 * The signature covers the account's current password hash: once a password is set, this link and
 * every other link issued before it stop working.
 */
export function signPasswordLink(key: Buffer, userId: number, expires: number, passwordHash: string): string {
  return `${userId}.${expires}.${signature(key, userId, expires, passwordHash)}`;
}

/** The account a well-formed token names, before anything about it is trusted; null if malformed. */
export function passwordLinkUserId(token: string): number | null {
  const match = TOKEN.exec(token);
  return match ? Number(match[1]) : null;
}

/** Valid until the second it expires, for the account whose password hash it was signed over. */
export function verifyPasswordLink(key: Buffer, token: string, passwordHash: string, now: Date): boolean {
  const match = TOKEN.exec(token);
  if (!match) return false;
  const [, userId, expires, sig] = match;
  if (now.getTime() >= Number(expires) * 1000) return false;
  return safeEqual(sig, signature(key, Number(userId), Number(expires), passwordHash));
}

function signature(key: Buffer, userId: number, expires: number, passwordHash: string): string {
  return createHmac('sha256', key).update(`password-reset:${userId}:${expires}:${passwordHash}`).digest('base64url');
}
