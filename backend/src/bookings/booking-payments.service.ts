import { BadRequestException, Injectable } from '@nestjs/common';
import QRCode from 'qrcode';
import { AuditLog } from '../audit/audit-log.service.js';
import type { AuthUser } from '../auth/auth-user.js';
import { toPaise, toRupees } from '../common/money.js';
import { AppConfig } from '../config/app-config.js';
import { TransactionRunner } from '../database/transaction-runner.js';
import { checkAdvanceLink, checkAdvanceSubmission, checkAdvanceVerification } from './advance-payment.js';
import { checkOwner } from './booking-access.js';
import { advanceDuePaise } from './booking-bill.js';
import { BOOKING_MESSAGES } from './booking-messages.js';
import { BookingReader, enforce } from './booking-reader.service.js';
import { formatBookingReference } from './booking-reference.js';
import { Booking } from './booking.entity.js';
import type { SubmitAdvanceDto, VerifyAdvanceDto } from './dto/advance.dto.js';
import type { BookingResponse, UpiPaymentResponse } from './dto/booking.response.js';
import type { ChargesDto } from './dto/charges.dto.js';
import { upiPaymentUri } from './upi-link.js';

/** The duty slip's extra charges: the request field and the booking column that keeps it. */
const CHARGES = [
  ['haltingCharges', 'haltingChargesPaise'],
  ['tollTaxAndParking', 'tollTaxAndParkingPaise'],
  ['extraHoursCharges', 'extraHoursChargesPaise'],
  ['extraKmCharges', 'extraKmChargesPaise'],
] as const satisfies readonly (readonly [keyof ChargesDto, keyof Booking])[];

/** The money on a booking after it is made: the duty slip's extra charges and the advance (advance-payment.ts has the rules). */
@Injectable()
export class BookingPayments {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly reader: BookingReader,
    private readonly config: AppConfig,
    private readonly audit: AuditLog,
  ) {}

  /** PATCH charges: the duty slip's extras, entered by an admin. */
  async setCharges(me: AuthUser, id: number, dto: ChargesDto): Promise<BookingResponse> {
    const sent = CHARGES.filter(([field]) => dto[field] !== undefined);
    if (sent.length === 0) throw new BadRequestException(BOOKING_MESSAGES.noCharges);
    await this.transactions.run(async (manager) => {
      const booking = await this.reader.lockForChange(manager, id);
      const changed = sent.filter(([field, column]) => booking[column] !== toPaise(dto[field] as number));
      if (changed.length === 0) return;
      await manager.update(Booking, { id }, Object.fromEntries(changed.map(([field, column]) => [column, toPaise(dto[field] as number)])));
      await this.audit.record(manager, {
        actor: me,
        entityType: 'booking',
        entityId: id,
        action: 'booking.charges',
        before: Object.fromEntries(changed.map(([field, column]) => [field, toRupees(booking[column])])),
        after: Object.fromEntries(changed.map(([field]) => [field, dto[field] as number])),
      });
    });
    return this.reader.answer(me, id);
  }

  /** The UPI link and QR code for the advance still due. */
  async upi(me: AuthUser, id: number): Promise<UpiPaymentResponse> {
    const booking = await this.reader.readable(me, id);
    enforce(checkAdvanceLink(booking));
    const due = advanceDuePaise(booking);
    const upiUri = upiPaymentUri({
      payeeVpa: this.config.upiId,
      payeeName: this.config.upiName,
      amountPaise: due,
      reference: formatBookingReference(booking.id),
    });
    const qrDataUrl = await QRCode.toDataURL(upiUri, { errorCorrectionLevel: 'M', margin: 2, width: 320 });
    return { upiUri, qrDataUrl, amount: due / 100 };
  }

  /** POST advance: the owner of a confirmed booking reports a UPI payment and its UTR. */
  async submitAdvance(me: AuthUser, id: number, dto: SubmitAdvanceDto): Promise<BookingResponse> {
    await this.transactions.run(async (manager) => {
      const booking = await this.reader.lockForChange(manager, id);
      enforce(checkOwner(me, booking));
      const amount = toPaise(dto.amount);
      enforce(checkAdvanceSubmission(booking, amount));
      await manager.update(
        Booking,
        { id },
        { advanceClaimPaise: amount, advanceUtr: dto.utr, advanceSubmittedAt: new Date(), advanceStatus: 'submitted' },
      );
      await this.audit.record(manager, {
        actor: me,
        entityType: 'booking',
        entityId: id,
        action: 'booking.advance-submitted',
        before: { advanceStatus: booking.advanceStatus },
        after: { advanceStatus: 'submitted', amount: dto.amount, utr: dto.utr },
      });
    });
    return this.reader.answer(me, id);
  }

  /** PATCH advance: an admin records the advance actually received (0 clears it). */
  async verifyAdvance(me: AuthUser, id: number, dto: VerifyAdvanceDto): Promise<BookingResponse> {
    await this.transactions.run(async (manager) => {
      const booking = await this.reader.lockForChange(manager, id);
      const amount = toPaise(dto.advanceAmount);
      enforce(checkAdvanceVerification(booking, amount));
      const advanceStatus = amount > 0 ? 'verified' : 'none';
      await manager.update(Booking, { id }, { advanceAmountPaise: amount, advanceStatus, advanceVerifiedAt: new Date() });
      await this.audit.record(manager, {
        actor: me,
        entityType: 'booking',
        entityId: id,
        action: 'booking.advance-verified',
        before: { advanceStatus: booking.advanceStatus, advanceAmount: toRupees(booking.advanceAmountPaise) },
        after: { advanceStatus, advanceAmount: dto.advanceAmount },
      });
    });
    return this.reader.answer(me, id);
  }
}
