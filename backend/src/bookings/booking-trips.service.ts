import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  Injectable,
  NotFoundException,
  UnauthorizedException,
} from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { Invoice } from '../invoices/invoice.entity.js';
import { BookingNotices } from './booking-notices.js';
import { AuditLog } from '../audit/audit-log.service.js';
import type { AuthUser } from '../auth/auth-user.js';
import type { Language } from '../common/i18n/translate.js';
import { toPaise } from '../common/money.js';
import { Clock } from '../common/time/clock.js';
import { AppConfig } from '../config/app-config.js';
import { TransactionRunner } from '../database/transaction-runner.js';
import { buildInvoiceBody } from '../invoices/invoice-body.js';
import { InvoiceRegister } from '../invoices/invoice-register.service.js';
import { renderInvoicePdf } from '../invoices/invoice.pdf.js';
import { formatBookingReference } from './booking-reference.js';
import { BookingReader, enforce } from './booking-reader.service.js';
import { checkTransition, TRIP_SHEET_STATUSES } from './booking-status.js';
import { Booking } from './booking.entity.js';
import { toBookingResponse } from './booking.mapper.js';
import type { BookingResponse } from './dto/booking.response.js';
import type { TripDto, TripLinkResponse } from './dto/trip.dto.js';
import { TRIP_BILL_MESSAGES } from './trip-bill.js';
import { LINK_GRACE_MS, readTripToken, signTripToken } from './trip-link.js';
import { finalBill, RECEIPT_KINDS, type ReceiptKind } from './trip-sheet.js';
import { FilesService } from '../files/files.service.js';
import { tripWindow } from './trip-window.js';

export const TRIP_MESSAGES = {
  notStarted: 'The trip sheet opens once a driver and cab are assigned.',
  badLink: 'This trip link is not valid or has expired; ask the office for a new one.',
  adminOrLink: 'Only the office or the driver with the trip link can record this trip.',
  codeNeeded: 'Ask the customer for the four-digit start code and enter it to start the trip.',
  wrongCode: "The start code does not match the customer's; ask the customer again.",
  startFirst: 'Record the start km and time before closing the trip.',
  closed: 'This trip is closed; the office can correct it.',
  invoiceNotReady: 'The invoice is ready once the trip is completed.',
  noReceipt: 'No receipt photo has been recorded for this.',
  receiptReader: 'Log in, or open the trip link, to see this receipt.',
};

/** Who writes a trip sheet: the office (an admin), or the driver holding the booking's link. */
export type TripWriter = { admin: AuthUser } | { driverLink: true };

/**
 * The trip sheet: the driver's link, starting (with the customer's start code), closing (the
 * final bill worked out by trip-bill.ts, the GST invoice issued in the same transaction) and the
 * office's corrections; and the invoice PDF.
 */
@Injectable()
export class BookingTrips {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly reader: BookingReader,
    private readonly invoices: InvoiceRegister,
    private readonly audit: AuditLog,
    private readonly clock: Clock,
    private readonly config: AppConfig,
    private readonly notices: BookingNotices,
    private readonly files: FilesService,
  ) {}

  async link(me: AuthUser, id: number): Promise<TripLinkResponse> {
    const booking = await this.reader.readable(me, id);
    if (!booking.tripEndsAt || !TRIP_SHEET_STATUSES.includes(booking.status)) throw new ConflictException(TRIP_MESSAGES.notStarted);
    const now = this.clock.now();
    const expiresAt = new Date(Math.max(new Date(booking.tripEndsAt).getTime(), now.getTime()) + LINK_GRACE_MS);
    const token = signTripToken(this.config.jwtSecret, id, expiresAt);
    await this.transactions.run((manager) =>
      this.audit.record(manager, {
        actor: me,
        entityType: 'booking',
        entityId: id,
        action: 'booking.trip-link',
        after: { expiresAt: expiresAt.toISOString() },
      }),
    );
    return { url: `${this.config.publicUrl}/trip/${encodeURIComponent(token)}`, token, expiresAt };
  }

  /** Who is asking: an admin, the driver's link for this booking, or nobody allowed (401/403). */
  writer(me: AuthUser | undefined, token: string | undefined, id: number): TripWriter {
    if (token) {
      if (readTripToken(this.config.jwtSecret, token, this.clock.now()) !== id) throw new UnauthorizedException(TRIP_MESSAGES.badLink);
      return { driverLink: true };
    }
    if (me?.role === 'admin') return { admin: me };
    if (!me) throw new UnauthorizedException(TRIP_MESSAGES.adminOrLink);
    throw new ForbiddenException(TRIP_MESSAGES.adminOrLink);
  }

  /** The driver's page: the duty slip of the trip, without the start code (the customer gives it). */
  async view(me: AuthUser | undefined, token: string | undefined, id: number): Promise<BookingResponse> {
    const writer = this.writer(me, token, id);
    const booking = await this.reader.load(id);
    if ('admin' in writer) return toBookingResponse(booking, { caller: writer.admin });
    return { ...toBookingResponse(booking, { caller: { id: 0, role: 'agent' } }), startCode: null };
  }

  async record(me: AuthUser | undefined, token: string | undefined, id: number, dto: TripDto): Promise<BookingResponse> {
    const writer = this.writer(me, token, id);
    const actor = 'admin' in writer ? writer.admin : null;
    await this.transactions.run(async (manager) => {
      const b = await this.reader.lockForChange(manager, id);
      if (!TRIP_SHEET_STATUSES.includes(b.status)) throw new ConflictException(TRIP_MESSAGES.notStarted);
      if (b.status === 'completed' && !actor) throw new ConflictException(TRIP_MESSAGES.closed);
      const before = sheetValues(b);
      const next = {
        tripStartKm: dto.startKm ?? b.tripStartKm,
        tripStartedAt: dto.startAt ?? b.tripStartedAt,
        tripEndKm: dto.endKm ?? b.tripEndKm,
        tripEndedAt: dto.endAt ?? b.tripEndedAt,
        tripTollsPaise: dto.tolls === undefined ? b.tripTollsPaise : toPaise(dto.tolls),
        tripParkingPaise: dto.parking === undefined ? b.tripParkingPaise : toPaise(dto.parking),
        tripStateTaxPaise: dto.stateTax === undefined ? b.tripStateTaxPaise : toPaise(dto.stateTax),
      };
      const started = next.tripStartKm !== null && next.tripStartedAt !== null;
      const ended = next.tripEndKm !== null && next.tripEndedAt !== null;
      if ((dto.endKm !== undefined || dto.endAt !== undefined) && !started) throw new BadRequestException(TRIP_MESSAGES.startFirst);
      if (started && ended && next.tripEndKm! < next.tripStartKm!) throw new BadRequestException(TRIP_BILL_MESSAGES.kmBackwards);
      if (started && ended && new Date(next.tripEndedAt!) <= new Date(next.tripStartedAt!)) {
        throw new BadRequestException(TRIP_BILL_MESSAGES.timeBackwards);
      }
      // The driver starts the trip with the customer's code; the office may start it without.
      const starting = b.status === 'assigned' && started;
      if (starting && !actor) {
        if (!dto.startCode) throw new BadRequestException(TRIP_MESSAGES.codeNeeded);
        if (dto.startCode !== b.startCode) throw new BadRequestException(TRIP_MESSAGES.wrongCode);
      }
      let status = b.status;
      if (starting) status = 'on-trip';
      if (started && ended && (status === 'on-trip' || status === 'completed')) status = 'completed';
      enforce(checkTransition(b.status, status));
      await manager.update(Booking, { id }, { ...next, status });
      const after = sheetValues({ ...b, ...next });
      await this.audit.record(manager, {
        actor,
        entityType: 'booking',
        entityId: id,
        action: 'booking.trip',
        before: { ...before, status: b.status },
        after: { ...after, status },
        reason: actor ? null : "Recorded through the driver's trip link",
      });
      // The invoice goes out by e-mail when the trip first closes, not at each correction.
      const invoice = status === 'completed' ? await this.issueInvoice(manager, { ...b, ...next, status }) : null;
      if (b.status === 'on-trip' && invoice) await this.notices.invoiced(manager, id, invoice.serial, invoice.body.totalPaise);
      if (status !== b.status) await this.notices.statusChanged(manager, id, b.status, status, { byOffice: true });
    });
    this.notices.flush();
    return 'admin' in writer ? this.reader.answer(writer.admin, id) : this.view(undefined, token, id);
  }

  /**
   * A receipt photo (tolls, parking or state tax) for the sheet, by the office or the driver's
   * link, checked and re-encoded before the transaction; a new photo replaces the old one's file.
   */
  async storeReceipt(
    me: AuthUser | undefined,
    token: string | undefined,
    id: number,
    kind: ReceiptKind,
    bytes: Buffer | undefined,
  ): Promise<BookingResponse> {
    const writer = this.writer(me, token, id);
    const actor = 'admin' in writer ? writer.admin : null;
    const image = await this.files.prepareImage(bytes);
    await this.transactions.run(async (manager) => {
      const b = await this.reader.lockForChange(manager, id);
      if (!TRIP_SHEET_STATUSES.includes(b.status)) throw new ConflictException(TRIP_MESSAGES.notStarted);
      if (b.status === 'completed' && !actor) throw new ConflictException(TRIP_MESSAGES.closed);
      const column = RECEIPT_KINDS[kind];
      const file = await this.files.storeImage(manager, image, 'receipt', null);
      await manager.update(Booking, { id }, { [column]: file.id });
      await this.files.remove(manager, b[column]);
      await this.audit.record(manager, {
        actor,
        entityType: 'booking',
        entityId: id,
        action: 'booking.trip-receipt',
        after: { kind, fileId: file.id },
        reason: actor ? null : "Recorded through the driver's trip link",
      });
    });
    return 'admin' in writer ? this.reader.answer(writer.admin, id) : this.view(undefined, token, id);
  }

  /** A receipt photo, for the booking's owner, an admin or the driver's link. */
  async receipt(me: AuthUser | undefined, token: string | undefined, id: number, kind: ReceiptKind): Promise<Buffer> {
    let booking: Booking;
    if (token) {
      this.writer(me, token, id);
      booking = await this.reader.load(id);
    } else if (me) booking = await this.reader.readable(me, id);
    else throw new UnauthorizedException(TRIP_MESSAGES.receiptReader);
    const fileId = booking[RECEIPT_KINDS[kind]];
    if (!fileId) throw new NotFoundException(TRIP_MESSAGES.noReceipt);
    return this.files.content(fileId);
  }

  /** The invoice PDF, for the owner or an admin, once the trip is completed. */
  async invoicePdf(me: AuthUser, id: number, language: Language = 'en'): Promise<{ serial: string; pdf: Buffer }> {
    const booking = await this.reader.readable(me, id);
    const invoice = booking.status === 'completed' ? await this.invoices.findForBooking(id) : null;
    if (!invoice) throw new ConflictException(TRIP_MESSAGES.invoiceNotReady);
    return { serial: invoice.serial, pdf: await renderInvoicePdf(invoice.body, { language }) };
  }

  private async issueInvoice(manager: EntityManager, b: Booking): Promise<Invoice | null> {
    const { user, fareVersion } = await manager.findOneOrFail(Booking, {
      where: { id: b.id },
      relations: { user: true, fareVersion: true },
    });
    const bill = finalBill({ ...b, fareVersion });
    if (!bill) return null;
    if (!user) return null;
    const issuedAt = this.clock.now();
    const invoice = await this.invoices.issue(manager, b.id, issuedAt, (serial) =>
      buildInvoiceBody({
        serial,
        issuedAt,
        bookingReference: formatBookingReference(b.id),
        supplier: {
          name: this.config.operator.name,
          phone: this.config.operator.phone,
          email: this.config.operator.email,
          ...this.config.gst,
        },
        recipient: {
          name: user.fullName,
          address: [user.area, user.city, user.state, user.pincode].filter(Boolean).join(', '),
          gstin: b.customerGstin,
        },
        trip: { from: b.from, to: b.to, date: b.date, vehicle: b.vehicle },
        included: { km: Math.ceil(b.distanceMetres / 1000), hours: tripWindow(b).includedHours },
        bill,
      }),
    );
    await this.audit.record(manager, {
      actor: null,
      entityType: 'booking',
      entityId: b.id,
      action: 'booking.invoice-issued',
      after: { serial: invoice.serial, total: bill.totalPaise / 100 },
    });
    return invoice;
  }
}

function sheetValues(
  b: Pick<
    Booking,
    'tripStartKm' | 'tripStartedAt' | 'tripEndKm' | 'tripEndedAt' | 'tripTollsPaise' | 'tripParkingPaise' | 'tripStateTaxPaise'
  >,
) {
  const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);
  const rupees = (p: number | null) => (p === null ? null : p / 100);
  return {
    startKm: b.tripStartKm,
    startAt: iso(b.tripStartedAt),
    endKm: b.tripEndKm,
    endAt: iso(b.tripEndedAt),
    tolls: rupees(b.tripTollsPaise),
    parking: rupees(b.tripParkingPaise),
    stateTax: rupees(b.tripStateTaxPaise),
  };
}
