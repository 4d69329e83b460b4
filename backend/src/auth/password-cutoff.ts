/**
 * The one rule for a token issued before the user last set a password, shared by the HTTP
 * strategy and the socket handshake: such a token is refused, so a new password locks out whoever
 * held the old sessions (a stolen phone, say).
 */

/** A password change as stored: whole seconds, like a JWT's `iat`, on SQLite and MySQL alike. */
export function passwordChangeTime(now: Date): Date {
  return new Date(Math.floor(now.getTime() / 1000) * 1000);
}

/**
 * True when the token must be refused. `iat` counts whole seconds, so the change is compared
 * truncated to its second: a token issued in the same second as the change stays valid (else a
 * login right after setting the password could be refused). A token without `iat` (@nestjs/jwt
 * always adds one) is refused only once a password has been set.
 */
export function issuedBeforePasswordChange(iat: unknown, passwordChangedAt: Date | null | undefined): boolean {
  if (!passwordChangedAt) return false;
  if (typeof iat !== 'number' || !Number.isFinite(iat)) return true;
  return iat < Math.floor(passwordChangedAt.getTime() / 1000);
}
