import { randomInt } from 'node:crypto';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { BOOKING_CREATED, BookingCreatedEvent } from '../../src/bookings/booking-created.event.js';
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

/** Emits booking.created inside the app, as Bookings does after its transaction commits. */
export function emitBookingCreated(t: TestApp, event = bookingCreated()): BookingCreatedEvent {
  t.app.get(EventEmitter2).emit(BOOKING_CREATED, event);
  return event;
}
