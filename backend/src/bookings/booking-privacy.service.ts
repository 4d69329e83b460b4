import { BOOKING_RELATIONS } from './booking-reader.service.js';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type EntityManager, In, MoreThanOrEqual, Repository } from 'typeorm';
import type { AuthUser } from '../auth/auth-user.js';
import { Clock } from '../common/time/clock.js';
import { todayInIst } from '../common/time/ist.js';
import { formatBookingReference } from './booking-reference.js';
import { Booking } from './booking.entity.js';
import { toBookingResponse } from './booking.mapper.js';
import type { BookingResponse } from './dto/booking.response.js';

/**
 * A customer's bookings when they exercise their rights over their data (DPDP Act 2023): all of
 * them in their export, and the passenger's personal fields erased when they delete their account,
 * while the trips and their money stay for the accounts.
 */
@Injectable()
export class BookingPrivacy {
  constructor(
    @InjectRepository(Booking) private readonly bookings: Repository<Booking>,
    private readonly clock: Clock,
  ) {}

  /** Every booking the person owns, oldest first, with the passenger's ID number in full: they gave it. */
  async forExport(owner: AuthUser): Promise<BookingResponse[]> {
    const rows = await this.bookings.find({
      where: { userId: owner.id },
      relations: BOOKING_RELATIONS,
      order: { createdAt: 'ASC', id: 'ASC' },
    });
    return rows.map((b) => {
      const answer = toBookingResponse(b, { caller: owner });
      return { ...answer, passenger: { ...answer.passenger, idNumber: b.passengerIdNumber } };
    });
  }

  /** References of the person's pending, confirmed or assigned bookings dated today or later (IST): these must be cancelled first. */
  async upcoming(manager: EntityManager, userId: number): Promise<string[]> {
    const rows = await manager.find(Booking, {
      select: { id: true },
      where: { userId, status: In(['pending', 'confirmed', 'assigned', 'on-trip']), date: MoreThanOrEqual(todayInIst(this.clock.now())) },
      order: { date: 'ASC', time: 'ASC', id: 'ASC' },
    });
    return rows.map((b) => formatBookingReference(b.id));
  }

  /** The passenger's name replaced and phone, e-mail, ID number and addresses cleared, on every booking the person owns. */
  async anonymise(manager: EntityManager, userId: number, name: string): Promise<void> {
    await manager.update(
      Booking,
      { userId },
      {
        passengerName: name,
        passengerPhone: '',
        passengerEmail: '',
        passengerIdNumber: '',
        pickupAddress: null,
        pickupLandmark: null,
        dropAddress: null,
      },
    );
  }
}
