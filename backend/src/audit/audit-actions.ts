// What the audit log records. Framework-free: the names are the API's `action` values.

export const AUDIT_ENTITY_TYPES = ['booking', 'user', 'offer', 'fare', 'package', 'enquiry', 'driver', 'cab'] as const;
export type AuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number];

export const AUDIT_ACTIONS = [
  'booking.created',
  'booking.status',
  'booking.charges',
  'booking.advance-submitted',
  'booking.advance-verified',
  'booking.passenger-id-viewed',
  'booking.assignment',
  'booking.trip',
  'booking.invoice-issued',
  'booking.trip-link',
  'booking.agent-assignment',
  'booking.gstin',
  'booking.trip-receipt',
  'booking.return-offer',
  'user.activation',
  'user.password-link',
  'user.password-changed',
  'user.email-change-requested',
  'user.email-changed',
  'user.deleted',
  'offer.created',
  'offer.updated',
  'offer.withdrawn',
  'fare.table-changed',
  'package.created',
  'package.changed',
  'enquiry.answered',
  'enquiry.converted',
  'driver.created',
  'driver.updated',
  'cab.created',
  'cab.updated',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** Entries for the office only: a customer reading their booking's history does not see these. */
export const INTERNAL_ACTIONS: readonly AuditAction[] = ['booking.passenger-id-viewed'];

/** Keys that hold personal data in an entry's before/after, removed when the person deletes their account. */
export const PERSONAL_KEYS: readonly string[] = ['email', 'mobile', 'fullName', 'name', 'phone'];

/** The values with the personal keys left out; null stays null. */
export function withoutPersonalData<T extends Record<string, unknown>>(values: T | null): T | null {
  if (values === null) return null;
  return Object.fromEntries(Object.entries(values).filter(([key]) => !PERSONAL_KEYS.includes(key))) as T;
}
