import { ConflictException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import { AuditLog } from '../audit/audit-log.service.js';
import type { AuthUser } from '../auth/auth-user.js';
import { inIdOrder, type Page } from '../common/listing/list-source.js';
import { toRupees } from '../common/money.js';
import { TransactionRunner } from '../database/transaction-runner.js';
import { Offer } from '../offers/offer.entity.js';
import { bookingListSource } from './booking-list.js';
import { BOOKING_MESSAGES } from './booking-messages.js';
import { BookingNotices } from './booking-notices.js';
import { BookingReader } from './booking-reader.service.js';
import { formatBookingReference } from './booking-reference.js';
import type { BookingStatus } from './booking-status.js';
import { Booking } from './booking.entity.js';
import { toAgentAssignment, toTripAddresses } from './booking.mapper.js';
import type { AgentAssignmentDto, AgentBookingResponse, AgentBookingsQuery } from './dto/agent-booking.dto.js';
import type { ListBookingsQuery } from './dto/list-bookings.query.js';
import { pickupAddressLine } from './trip-addresses.js';

export const AGENT_BOOKING_MESSAGES = {
  notYourOffer: 'Only the agent of this offer can see or change this booking.',
  notNow: 'The driver and cab can be entered while the booking is pending or confirmed.',
};

/** While the agent may still say which driver and cab they send. */
const AGENT_CAN_ASSIGN: readonly BookingStatus[] = ['pending', 'confirmed'];

/**
 * The agent's side of bookings of their offers: the list (whom to pick up, where, when) and the
 * driver and cab they send. Only the offer's own agent may read or write them.
 */
@Injectable()
export class AgentBookings {
  constructor(
    @InjectRepository(Booking) private readonly bookings: Repository<Booking>,
    private readonly transactions: TransactionRunner,
    private readonly reader: BookingReader,
    private readonly notices: BookingNotices,
    private readonly audit: AuditLog,
  ) {}

  async list(me: AuthUser, query: AgentBookingsQuery): Promise<Page<AgentBookingResponse>> {
    const source = await bookingListSource(this.bookings, { agentId: me.id, sort: '-date' } as ListBookingsQuery);
    const { ids, total, page, limit } = await source.page(query.page, query.limit);
    const rows = ids.length ? inIdOrder(ids, await this.bookings.findBy({ id: In(ids) })) : [];
    return { items: rows.map(toAgentBookingResponse), total, page, limit };
  }

  async assign(me: AuthUser, id: number, dto: AgentAssignmentDto): Promise<AgentBookingResponse> {
    await this.transactions.run(async (manager) => {
      const booking = await this.reader.lockForChange(manager, id);
      await this.checkAgent(manager.getRepository(Offer), me, booking);
      if (!AGENT_CAN_ASSIGN.includes(booking.status)) throw new ConflictException(AGENT_BOOKING_MESSAGES.notNow);
      const change = {
        agentDriverName: dto.driverName,
        agentDriverMobile: dto.driverMobile,
        agentCabRegistration: dto.cabRegistration,
        agentCabModel: dto.cabModel,
      };
      await manager.update(Booking, { id }, change);
      await this.notices.assigned(
        manager,
        id,
        { name: dto.driverName, mobile: dto.driverMobile },
        { registration: dto.cabRegistration, vehicle: dto.cabModel },
        null,
      );
      await this.audit.record(manager, {
        actor: me,
        entityType: 'booking',
        entityId: id,
        action: 'booking.agent-assignment',
        before: { driver: booking.agentDriverName, cab: booking.agentCabRegistration },
        after: { driver: dto.driverName, cab: dto.cabRegistration, model: dto.cabModel },
      });
    });
    this.notices.flush();
    return toAgentBookingResponse(await this.bookings.findOneByOrFail({ id }));
  }

  /** 404 for a booking that is not an offer's; 403 unless the caller published that offer. */
  private async checkAgent(offers: Repository<Offer>, me: AuthUser, booking: Booking): Promise<void> {
    if (booking.offerId === null) throw new NotFoundException(BOOKING_MESSAGES.notFound);
    const offer = await offers.findOne({ where: { id: booking.offerId }, select: { id: true, agentId: true } });
    if (!offer || offer.agentId !== me.id) throw new ForbiddenException(AGENT_BOOKING_MESSAGES.notYourOffer);
  }
}

export function toAgentBookingResponse(b: Booking): AgentBookingResponse {
  const addresses = toTripAddresses(b);
  return {
    id: b.id,
    reference: formatBookingReference(b.id),
    offerId: b.offerId as number,
    status: b.status,
    from: b.from,
    to: b.to,
    date: b.date,
    time: b.time,
    vehicle: b.vehicle,
    totalAmount: toRupees(b.totalAmountPaise),
    customer: { name: b.passengerName, mobile: b.passengerPhone },
    pickupAddress: addresses ? pickupAddressLine(addresses) : null,
    pickupInfo: b.pickupInfo,
    dropAddress: addresses?.dropAddress ?? null,
    assignment: toAgentAssignment(b),
    canAssign: AGENT_CAN_ASSIGN.includes(b.status),
  };
}
