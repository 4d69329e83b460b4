import { randomInt } from 'node:crypto';
import type { BookingResponse } from '../../src/bookings/booking.mapper.js';
import { todayInIst } from '../../src/common/time/ist.js';
import { Offer } from '../../src/offers/offer.entity.js';
import type { TestApp } from './app.js';
import type { SignedIn } from './factories.js';

export const JABALPUR = 'Jabalpur, MP, India';
export const BHOPAL = 'Bhopal, Madhya Pradesh, India';

/** An IST date `days` from today ('YYYY-MM-DD'); negative for the past. */
export function istDate(days: number): string {
  return todayInIst(new Date(Date.now() + days * 86_400_000));
}

/** A passenger with a unique name and a valid Aadhaar number. */
export function passenger(overrides: Record<string, unknown> = {}) {
  // Always six digits: the admin's text search matches parts of names, and 'Passenger 4512' is part
  // of 'Passenger 45123' (another test's booking in the same database).
  const n = String(randomInt(1e6)).padStart(6, '0');
  return {
    name: `Passenger ${n}`,
    phone: `9${String(randomInt(1e9)).padStart(9, '0')}`,
    email: `passenger-${n}@example.test`,
    idType: 'Aadhar Card',
    idNumber: `${String(randomInt(1e6)).padStart(6, '0')}${String(randomInt(1e6)).padStart(6, '0')}`,
    ...overrides,
  };
}

/** The body of a one-way booking Jabalpur → Bhopal (315 km by the known-roads table) a week ahead. */
export function oneWay(overrides: Record<string, unknown> = {}) {
  return { from: JABALPUR, to: BHOPAL, date: istDate(7), time: '09:30', vehicle: 'Dzire', passenger: passenger(), ...overrides };
}

/** An offer payload as the Add Travel Offer form sends it. */
export function offerPayload(overrides: Record<string, unknown> = {}) {
  return {
    from: BHOPAL,
    to: JABALPUR,
    vehicle: 'dzire',
    amount: 2500,
    date: istDate(3),
    seats: 4,
    startTime: '08:00',
    endTime: '10:00',
    distance: 0,
    ...overrides,
  };
}

/** Creates an offer through the API and answers it. */
export async function createOffer(t: TestApp, agent: SignedIn, overrides: Record<string, unknown> = {}) {
  const res = await t.http().post('/api/offers').set(agent.auth).send(offerPayload(overrides)).expect(201);
  return res.body.data as { id: number; amount: number; date: string; status: string };
}

/** Moves an offer's date straight in the database (the API refuses past dates). */
export async function setOfferDate(t: TestApp, offerId: number, date: string) {
  await t.db.getRepository(Offer).update({ id: offerId }, { date });
}

/** Creates a one-way booking through the API and answers it. */
export async function book(t: TestApp, customer: SignedIn, overrides: Record<string, unknown> = {}) {
  const res = await t.http().post('/api/bookings').set(customer.auth).send(oneWay(overrides)).expect(201);
  // As answered over JSON: createdAt is a string there.
  return res.body.data as Omit<BookingResponse, 'createdAt'> & { createdAt: string };
}

/** The office cancels a booking, with the reason it must give. */
export async function officeCancels(t: TestApp, admin: SignedIn, id: number, reason = 'The customer asked us to cancel.') {
  await t.http().patch(`/api/bookings/${id}/status`).set(admin.auth).send({ status: 'cancelled', reason }).expect(200);
}
