// What the admin typed in the bookings search, read the way the desk means it: a reference or a
// mobile number or an e-mail is looked up exactly (an index finds it among 100,000 bookings at
// once); part of a number is found inside phone numbers, and words inside names, places and e-mails.
// Framework-free.
import { normaliseMobile } from '../users/users.service.js';
import { isPartOfNumber } from '../common/listing/word-search.js';
import { parseBookingReference } from './booking-reference.js';

export type BookingSearch =
  /** A booking reference (JBP-000123): the booking's id. */
  | { kind: 'reference'; id: number }
  | { kind: 'mobile'; mobile: string }
  | { kind: 'email'; email: string }
  /** Part of a phone number: searched in the phone numbers only. */
  | { kind: 'digits'; digits: string }
  /** Words: searched in names, places and e-mails. */
  | { kind: 'text'; text: string };

const EMAIL = /^[^\s@]+@[^\s@]+$/;

export function classifyBookingSearch(q: string): BookingSearch {
  const text = q.trim();
  const id = parseBookingReference(text);
  if (id !== undefined) return { kind: 'reference', id };
  const mobile = normaliseMobile(text);
  if (mobile) return { kind: 'mobile', mobile };
  if (EMAIL.test(text)) return { kind: 'email', email: text.toLowerCase() };
  if (isPartOfNumber(text)) return { kind: 'digits', digits: text.replace(/\D/g, '') };
  return { kind: 'text', text };
}
