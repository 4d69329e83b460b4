import { BadRequestException, Injectable } from '@nestjs/common';
import { toPaise } from '../common/money.js';
import { Clock } from '../common/time/clock.js';
import { DistanceService } from '../distance/distance.service.js';
import { quoteFare } from '../fares/fare-table.js';
import type { ReservedOffer } from '../offers/offer-reservations.service.js';
import { BOOKING_MESSAGES } from './booking-messages.js';
import { pickupTimeProblem } from './pickup-time.js';
import type { CreateBookingDto } from './dto/create-booking.dto.js';

/** Everything a booking copies from the route, the fare table or the offer. */
export interface TripTerms {
  offerId: number | null;
  from: string;
  to: string;
  date: string;
  time: string;
  pickupInfo: string | null;
  vehicle: string;
  seats: number;
  distanceMetres: number;
  baseAmountPaise: number;
  driverAllowancePaise: number;
  totalAmountPaise: number;
}

/** A booking's trip and price: the server's own distance and fare table, or the offer's terms. */
@Injectable()
export class BookingPricing {
  constructor(
    private readonly distances: DistanceService,
    private readonly clock: Clock,
  ) {}

  /** The one-way flow: Jabalpur pickup, the server's distance, the fare table's price. */
  async oneWay(dto: CreateBookingDto): Promise<TripTerms> {
    const timeProblem = pickupTimeProblem(dto.date, dto.time, this.clock.now());
    if (timeProblem) throw new BadRequestException(BOOKING_MESSAGES[timeProblem]);
    if (!this.distances.isJabalpur(dto.from)) {
      this.distances.place(dto.from); // an unknown place is a 422 'Place not found: …', not a Jabalpur question
      throw new BadRequestException(BOOKING_MESSAGES.notJabalpur);
    }
    const { distance } = await this.distances.measure(dto.from, dto.to);
    if (distance === 0) throw new BadRequestException(BOOKING_MESSAGES.samePlace);
    const fare = quoteFare(dto.vehicle, distance);
    return {
      offerId: null,
      from: dto.from,
      to: dto.to,
      date: dto.date,
      time: dto.time,
      pickupInfo: dto.pickupInfo || null,
      vehicle: fare.vehicle,
      seats: fare.seats as number, // the DTO admits only the five vehicles of the table
      distanceMetres: Math.round(distance * 1000),
      baseAmountPaise: toPaise(fare.baseAmount),
      driverAllowancePaise: toPaise(fare.driverAllowance),
      totalAmountPaise: toPaise(fare.totalAmount),
    };
  }

  /**
   * The offer flow. The Jabalpur-pickup rule is for one-way bookings only: agents' offers are
   * often empty return legs INTO Jabalpur, which is the point of them.
   */
  fromOffer(offer: ReservedOffer, pickupInfo?: string): TripTerms {
    return {
      offerId: offer.id,
      from: offer.from,
      to: offer.to,
      date: offer.date,
      time: offer.startTime,
      pickupInfo: offer.pickupInfo ?? (pickupInfo || null),
      vehicle: offer.vehicle,
      seats: offer.seats,
      distanceMetres: offer.distanceMetres,
      // The agent's amount is the whole price shown on the offers list: no driver allowance on
      // top, or the customer would pay more than the offer they chose.
      baseAmountPaise: offer.amountPaise,
      driverAllowancePaise: 0,
      totalAmountPaise: offer.amountPaise,
    };
  }
}
