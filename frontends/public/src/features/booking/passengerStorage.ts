import { STORAGE_KEYS, readJson, readSession, writeJson, type Passenger } from '@jbp/shared';

export const EMPTY_PASSENGER: Passenger = { name: '', phone: '', email: '', idType: 'Aadhar Card', idNumber: '' };

/**
 * Passenger details kept in browser storage (spec section 3), else the signed-in customer's contact.
 * An admin taking a phone booking starts blank: their own details, or the last caller's, would be wrong.
 */
export function loadPassenger(): Passenger {
  if (readSession().role === 'admin') return EMPTY_PASSENGER;
  const saved = readJson<Partial<Passenger>>(STORAGE_KEYS.passengerDetails);
  if (saved) return { ...EMPTY_PASSENGER, ...saved };
  const contact = readSession().customerData;
  return { ...EMPTY_PASSENGER, name: contact?.name ?? '', email: contact?.email ?? '', phone: contact?.phone ?? '' };
}

export function savePassenger(passenger: Passenger): void {
  writeJson(STORAGE_KEYS.passengerDetails, passenger);
}
