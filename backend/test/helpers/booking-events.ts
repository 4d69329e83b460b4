import { randomInt } from 'node:crypto';
import { BookingCreatedEvent } from '../../src/bookings/booking-created.event.js';
import { Outbox } from '../../src/outbox/outbox.js';
import { OutboxMessage } from '../../src/outbox/outbox-message.entity.js';
import { OUTBOX_TOPICS } from '../../src/outbox/outbox-topics.js';
import type { TestApp } from './app.js';

/** A booking.created event with a reference unique to this call. */
export function bookingCreated(overrides: Partial<BookingCreatedEvent> = {}): BookingCreatedEvent {
  const bookingId = randomInt(1, 1e9);
  return new BookingCreatedEvent({
    bookingId,
    reference: `JBP-T${bookingId}`,
    customerName: 'Meera Patel',
    from: 'Jabalpur, Jabalpur, Madhya Pradesh, India',
    to: 'Bhopal, Bhopal, Madhya Pradesh, India',
    date: '2026-12-01',
    time: '07:30',
    vehicle: 'Dzire',
    tripType: 'one-way',
    totalAmount: 4850,
    passenger: { name: 'Meera Patel', email: `meera-${bookingId}@example.test`, phone: '9876543210' },
    ...overrides,
  });
}

/** Puts a new booking's notice and e-mail in the outbox, as Bookings does in its transaction; delivered at once. */
export function emitBookingCreated(t: TestApp, event = bookingCreated()): BookingCreatedEvent {
  void t.app
    .get(Outbox)
    .publish([
      { topic: OUTBOX_TOPICS.newBookingNotice, payload: event },
      ...(event.passenger.email ? [{ topic: OUTBOX_TOPICS.bookingConfirmationEmail, payload: event }] : []),
    ]);
  return event;
}

/** The outbox messages written for one booking, oldest first. */
export async function outboxFor(t: TestApp, bookingId: number): Promise<{ id: number; topic: string; payload: BookingCreatedEvent }[]> {
  const rows = await t.db.getRepository(OutboxMessage).find({ order: { id: 'ASC' } });
  return rows
    .map((row) => ({ id: row.id, topic: row.topic, payload: JSON.parse(row.payload) as BookingCreatedEvent }))
    .filter((m) => m.payload.bookingId === bookingId);
}
