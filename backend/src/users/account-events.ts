// What the account e-mails carry: outbox payloads written in the transaction of the request
// (Notifications sends them after commit).
import type { Language } from '../common/i18n/translate.js';

/** "Forgot password?" for an account that can be written to. */
export interface ResetLinkRecipient {
  userId: number;
  fullName: string;
  email: string;
  /** The full address of the page that sets the new password. */
  url: string;
  expiresAt: string;
  language: Language;
}

/** A signed-in person asked to change their e-mail: a link to confirm goes to the new address, a notice to the old one. */
export interface EmailChangeRequestedEvent {
  userId: number;
  fullName: string;
  oldEmail: string;
  newEmail: string;
  /** The full address of the page that confirms the new e-mail. */
  url: string;
  expiresAt: string;
  language: Language;
}

/** Addresses on the reserved .invalid domain (phone customers, deleted accounts) are never written to. */
export function isDeliverable(email: string): boolean {
  return !/\.invalid$/i.test(email);
}
