import { ConflictException, Injectable } from '@nestjs/common';
import { AuditLog } from '../audit/audit-log.service.js';
import type { AuthUser } from '../auth/auth-user.js';
import { TransactionRunner } from '../database/transaction-runner.js';
import { checkOwner, isAdmin } from './booking-access.js';
import { BookingReader, enforce } from './booking-reader.service.js';
import { Booking } from './booking.entity.js';
import type { BookingResponse } from './dto/booking.response.js';

export const GSTIN_CHANGE_MESSAGES = {
  invoiced: 'The invoice of this trip has been issued; its GSTIN can no longer change.',
};

/**
 * The customer's GSTIN on a booking: given at booking or set (or cleared) by the owner or the office
 * until the trip closes; the invoice then prints it as the recipient's (B2B, IGST across states).
 */
@Injectable()
export class BookingGstin {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly reader: BookingReader,
    private readonly audit: AuditLog,
  ) {}

  async set(me: AuthUser, id: number, gstin: string | null): Promise<BookingResponse> {
    await this.transactions.run(async (manager) => {
      const booking = await this.reader.lockForChange(manager, id);
      if (!isAdmin(me)) enforce(checkOwner(me, booking));
      if (booking.status === 'completed') throw new ConflictException(GSTIN_CHANGE_MESSAGES.invoiced);
      if (booking.customerGstin === gstin) return;
      await manager.update(Booking, { id }, { customerGstin: gstin });
      await this.audit.record(manager, {
        actor: me,
        entityType: 'booking',
        entityId: id,
        action: 'booking.gstin',
        before: { gstin: booking.customerGstin },
        after: { gstin },
      });
    });
    return this.reader.answer(me, id);
  }
}
