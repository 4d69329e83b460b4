import { createHmac } from 'node:crypto';
import { safeEqual } from '../common/safe-equal.js';

/** How long a link the office hands out works. */
export const PASSWORD_LINK_HOURS = 24;

/** How long a link asked for with "Forgot password?" works: it goes by e-mail, so it is short. */
export const PASSWORD_RESET_MINUTES = 30;

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
 * What a link is for: its signature covers the purpose, so a link made for one job never does
 * another (an e-mail confirmation is not a password reset).
 */
export type LinkPurpose = 'password-reset' | 'email-change';

/**
 * A link for one account, signed over `state`: the account data that using the link changes (the
 * password hash; the current and new e-mail). Once that changes, this link and every other one
 * issued before it stop working, so a link works once without a table.
 */
export function signAccountLink(key: Buffer, purpose: LinkPurpose, userId: number, expires: number, state: string): string {
  return `${userId}.${expires}.${signature(key, purpose, userId, expires, state)}`;
}

/** Valid until the second it expires, for the account whose state it was signed over. */
export function verifyAccountLink(key: Buffer, purpose: LinkPurpose, token: string, state: string, now: Date): boolean {
  const match = TOKEN.exec(token);
  if (!match) return false;
  const [, userId, expires, sig] = match;
  if (now.getTime() >= Number(expires) * 1000) return false;
  return safeEqual(sig, signature(key, purpose, Number(userId), Number(expires), state));
}

/** When a well-formed token expires (epoch seconds); null if malformed. */
export function accountLinkExpiry(token: string): number | null {
  const match = TOKEN.exec(token);
  return match ? Number(match[2]) : null;
}

/** A password link: signed over the account's current password hash. */
export function signPasswordLink(key: Buffer, userId: number, expires: number, passwordHash: string): string {
  return signAccountLink(key, 'password-reset', userId, expires, passwordHash);
}

/** The account a well-formed token names, before anything about it is trusted; null if malformed. */
export function passwordLinkUserId(token: string): number | null {
  const match = TOKEN.exec(token);
  return match ? Number(match[1]) : null;
}

export function verifyPasswordLink(key: Buffer, token: string, passwordHash: string, now: Date): boolean {
  return verifyAccountLink(key, 'password-reset', token, passwordHash, now);
}

function signature(key: Buffer, purpose: LinkPurpose, userId: number, expires: number, state: string): string {
  return createHmac('sha256', key).update(`${purpose}:${userId}:${expires}:${state}`).digest('base64url');
}
