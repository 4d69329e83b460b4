import { Injectable, NotFoundException } from '@nestjs/common';
import type { AuthUser } from '../auth/auth-user.js';
import { AuditLog } from '../audit/audit-log.service.js';
import { AuditTrail } from '../audit/audit-trail.service.js';
import type { HistoryQuery } from '../audit/dto/history.query.js';
import type { HistoryEntryResponse } from '../audit/dto/history.response.js';
import type { Page } from '../common/listing/list-source.js';
import { AppConfig } from '../config/app-config.js';
import { TransactionRunner } from '../database/transaction-runner.js';
import { BOOKING_MESSAGES } from './booking-messages.js';
import { BookingReader } from './booking-reader.service.js';
import { Booking } from './booking.entity.js';
import type { PassengerIdResponse } from './dto/passenger-id.response.js';

/** A booking's audit side: its timeline, and the recorded look at the passenger's full ID number. */
@Injectable()
export class BookingHistory {
  constructor(
    private readonly reader: BookingReader,
    private readonly trail: AuditTrail,
    private readonly audit: AuditLog,
    private readonly transactions: TransactionRunner,
    private readonly config: AppConfig,
  ) {}

  /** The owner sees their booking's changes with office staff shown as the operator; admins see everything. */
  async history(me: AuthUser, id: number, query: HistoryQuery): Promise<Page<HistoryEntryResponse>> {
    await this.reader.readable(me, id);
    const viewer =
      me.role === 'admin' ? ({ kind: 'office' } as const) : ({ kind: 'owner', operatorName: this.config.operator.name } as const);
    return this.trail.entityPage('booking', id, query, viewer);
  }

  /** Only here is the ID number unmasked, and every look is written to the audit log first. */
  async passengerId(me: AuthUser, id: number): Promise<PassengerIdResponse> {
    return this.transactions.run(async (manager) => {
      const booking = await manager.findOneBy(Booking, { id });
      if (!booking) throw new NotFoundException(BOOKING_MESSAGES.notFound);
      await this.audit.record(manager, { actor: me, entityType: 'booking', entityId: id, action: 'booking.passenger-id-viewed' });
      return { idType: booking.passengerIdType, idNumber: booking.passengerIdNumber };
    });
  }
}
