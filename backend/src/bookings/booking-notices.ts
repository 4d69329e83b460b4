import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { asLanguage } from '../common/i18n/document-texts.js';
import { Outbox } from '../outbox/outbox.js';
import { OUTBOX_TOPICS } from '../outbox/outbox-topics.js';
import { formatBookingReference } from './booking-reference.js';
import type { BookingStatus } from './booking-status.js';
import { Booking } from './booking.entity.js';
import type { BookingAssignedNotice, BookingCompletedNotice, BookingStatusNotice } from './trip-events.js';

/** The statuses the office sets that the customer is e-mailed about (assigned and completed have their own e-mails). */
export const STATUS_EMAILED: readonly BookingStatus[] = ['confirmed', 'cancelled', 'no-show'];

type Driver = BookingAssignedNotice['driver'];
type Cab = BookingAssignedNotice['cab'];

/**
 * What a change to a booking tells its customer, written to the outbox inside the change's own
 * transaction (so it exists exactly when the change commits); callers flush the outbox after commit.
 */
@Injectable()
export class BookingNotices {
  constructor(private readonly outbox: Outbox) {}

  /** Every status change reaches the owner's open pages; the office's confirm, cancel and no-show also by e-mail. */
  async statusChanged(
    manager: EntityManager,
    id: number,
    previous: BookingStatus,
    status: BookingStatus,
    opts: { byOffice: boolean; reason?: string | null },
  ): Promise<void> {
    const b = await this.withOwner(manager, id);
    const notice: BookingStatusNotice = {
      bookingId: b.id,
      reference: formatBookingReference(b.id),
      userId: b.userId,
      from: b.from,
      to: b.to,
      date: b.date,
      time: b.time,
      passenger: { name: b.passengerName, email: b.passengerEmail },
      previous,
      status,
      reason: opts.reason ?? null,
      language: asLanguage(b.user?.language),
    };
    const emailed = opts.byOffice && STATUS_EMAILED.includes(status) && notice.passenger.email;
    await this.outbox.add(manager, [
      { topic: OUTBOX_TOPICS.bookingStatusNotice, payload: notice },
      ...(emailed ? [{ topic: OUTBOX_TOPICS.bookingStatusEmail, payload: notice }] : []),
    ]);
  }

  /** The driver and cab (the office's, with the start code, or the agent's own) to the passenger. */
  async assigned(manager: EntityManager, id: number, driver: Driver, cab: Cab, startCode: string | null): Promise<void> {
    const b = await this.withOwner(manager, id);
    if (!b.passengerEmail) return;
    const notice: BookingAssignedNotice = {
      bookingId: b.id,
      reference: formatBookingReference(b.id),
      date: b.date,
      time: b.time,
      from: b.from,
      to: b.to,
      passenger: { name: b.passengerName, email: b.passengerEmail },
      driver,
      cab,
      startCode,
      language: asLanguage(b.user?.language),
    };
    await this.outbox.add(manager, [{ topic: OUTBOX_TOPICS.bookingAssignedEmail, payload: notice }]);
  }

  /** The GST invoice, e-mailed when the trip first closes (the PDF is made from the stored invoice when it goes). */
  async invoiced(manager: EntityManager, id: number, serial: string, totalPaise: number): Promise<void> {
    const b = await this.withOwner(manager, id);
    if (!b.passengerEmail) return;
    const notice: BookingCompletedNotice = {
      bookingId: b.id,
      reference: formatBookingReference(b.id),
      passenger: { name: b.passengerName, email: b.passengerEmail },
      serial,
      total: totalPaise / 100,
      language: asLanguage(b.user?.language),
    };
    await this.outbox.add(manager, [{ topic: OUTBOX_TOPICS.bookingCompletedEmail, payload: notice }]);
  }

  flush(): void {
    this.outbox.flush();
  }

  private withOwner(manager: EntityManager, id: number): Promise<Booking> {
    return manager.findOneOrFail(Booking, { where: { id }, relations: { user: true } });
  }
}
