// The driver's link: a signed, expiring token naming one booking, so the driver's page needs no
// login. Framework-free; the secret is the server's signing secret.
import { createHmac } from 'node:crypto';
import { safeEqual } from '../common/safe-equal.js';

/** A link stays usable this long after the trip's expected end. */
export const LINK_GRACE_MS = 24 * 3_600_000;

function signature(secret: string, bookingId: number, expiresMs: number): string {
  return createHmac('sha256', secret).update(`trip:${bookingId}:${expiresMs}`).digest('base64url');
}

export function signTripToken(secret: string, bookingId: number, expiresAt: Date): string {
  const expiresMs = expiresAt.getTime();
  return `${bookingId}.${expiresMs}.${signature(secret, bookingId, expiresMs)}`;
}

/** The booking id of a valid token not yet expired at `now`, else null. */
export function readTripToken(secret: string, token: string, now: Date): number | null {
  const match = /^(\d{1,10})\.(\d{1,15})\.([\w-]{43})$/.exec(token);
  if (!match) return null;
  const bookingId = Number(match[1]);
  const expiresMs = Number(match[2]);
  if (!safeEqual(match[3], signature(secret, bookingId, expiresMs))) return null;
  return expiresMs > now.getTime() ? bookingId : null;
}
