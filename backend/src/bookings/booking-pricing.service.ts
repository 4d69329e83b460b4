import { QUOTE_MESSAGES } from '../trips/quote-messages.js';
import { BadRequestException, Injectable } from '@nestjs/common';
import { toPaise } from '../common/money.js';
import { Clock } from '../common/time/clock.js';
import { judgePickup } from '../common/time/ist.js';
import { DistanceService } from '../distance/distance.service.js';
import { ratesOf } from '../fares/fare-schedule.js';
import { FareVersions } from '../fares/fare-versions.service.js';
import { priceOneWay, type VehicleFare, vehicleFare } from '../fares/trip-pricing.js';
import type { ReservedOffer } from '../offers/offer-reservations.service.js';
import { QuotesService } from '../trips/quotes.service.js';
import type { TripTypeId } from '../trips/trip-types.js';
import type { BookingFare, TripDetails } from './booking-fare.js';
import { BOOKING_MESSAGES } from './booking-messages.js';
import type { CreateBookingDto } from './dto/create-booking.dto.js';

/** Everything a booking copies from the route, the fare version or the offer. */
export interface TripTerms {
  offerId: number | null;
  tripType: TripTypeId;
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
  fareVersionId: number | null;
  fare: BookingFare | null;
  tripDetails: TripDetails | null;
}

/** A booking's trip and price: the server's own distance and current fare version, or the offer's terms. */
@Injectable()
export class BookingPricing {
  constructor(
    private readonly distances: DistanceService,
    private readonly fares: FareVersions,
    private readonly quotes: QuotesService,
    private readonly clock: Clock,
  ) {}

  /** Any trip type without an offer; one-way keeps the spec's own checks and messages. */
  async trip(dto: CreateBookingDto): Promise<TripTerms> {
    const verdict = judgePickup(dto.date, dto.time, this.clock.now());
    if (verdict !== 'ok') throw new BadRequestException(BOOKING_MESSAGES[verdict]);
    const tripType = dto.tripType ?? 'one-way';
    return tripType === 'one-way' ? this.oneWay(dto) : this.otherType(tripType, dto);
  }

  /** The one-way flow: Jabalpur pickup, the server's distance, the current fare version's one-way table. */
  private async oneWay(dto: CreateBookingDto): Promise<TripTerms> {
    if (!this.distances.isJabalpur(dto.from)) {
      this.distances.place(dto.from); // an unknown place is a 422 'Place not found: …', not a Jabalpur question
      throw new BadRequestException(BOOKING_MESSAGES.notJabalpur);
    }
    const to = dto.to as string; // required for one-way by the DTO
    const { distance } = await this.distances.measure(dto.from, to);
    if (distance === 0) throw new BadRequestException(BOOKING_MESSAGES.samePlace);
    const version = await this.fares.current();
    const rates = ratesOf(version.schedule, dto.vehicle);
    if (!rates) throw new BadRequestException(QUOTE_MESSAGES.unknownVehicle(version.schedule.vehicles.map((v) => v.vehicle)));
    const fare = vehicleFare(rates, version.schedule, priceOneWay(rates, version.schedule, { distanceKm: distance }));
    return this.terms('one-way', dto, { to, distance, fare, fareVersionId: version.id, details: null });
  }

  /** Round trip, local, airport/railway and packages: priced exactly as POST /api/quotes prices them. */
  private async otherType(tripType: TripTypeId, dto: CreateBookingDto): Promise<TripTerms> {
    const quote = await this.quotes.quote({
      tripType,
      from: dto.from,
      to: dto.to,
      stops: dto.stops,
      pickupAt: `${dto.date}T${dto.time}:00+05:30`,
      returnAt: dto.returnAt,
      hours: dto.hours,
      packageId: dto.packageId,
      vehicle: dto.vehicle,
    });
    const fare = quote.vehicles[0];
    const packageLine = dto.packageId === undefined ? undefined : fare.lines.find((line) => line.code === 'package');
    const details: TripDetails = {
      ...(dto.stops?.length ? { stops: dto.stops } : {}),
      ...(dto.returnAt ? { returnAt: dto.returnAt } : {}),
      ...(dto.hours !== undefined ? { hours: dto.hours } : {}),
      ...(dto.packageId !== undefined ? { packageId: dto.packageId, packageTitle: packageLine?.label } : {}),
    };
    return this.terms(tripType, dto, { to: dto.to ?? dto.from, distance: quote.distance, fare, fareVersionId: quote.fareVersion, details });
  }

  private terms(
    tripType: TripTypeId,
    dto: CreateBookingDto,
    p: { to: string; distance: number; fare: VehicleFare; fareVersionId: number; details: TripDetails | null },
  ): TripTerms {
    const { vehicle, seats, advance: _advance, ...kept } = p.fare;
    const allowance = kept.lines.filter((line) => line.code === 'driver-allowance').reduce((sum, line) => sum + line.amount, 0);
    return {
      offerId: null,
      tripType,
      from: dto.from,
      to: p.to,
      date: dto.date,
      time: dto.time,
      pickupInfo: dto.pickupInfo || null,
      vehicle,
      seats,
      distanceMetres: Math.round(p.distance * 1000),
      baseAmountPaise: toPaise(kept.total - allowance),
      driverAllowancePaise: toPaise(allowance),
      totalAmountPaise: toPaise(kept.total),
      fareVersionId: p.fareVersionId,
      fare: kept,
      tripDetails: p.details && Object.keys(p.details).length ? p.details : null,
    };
  }

  /**
   * The offer flow. The Jabalpur-pickup rule is for one-way bookings only: agents' offers are
   * often empty return legs INTO Jabalpur, which is the point of them.
   */
  fromOffer(offer: ReservedOffer, pickupInfo?: string): TripTerms {
    return {
      offerId: offer.id,
      tripType: 'one-way',
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
      fareVersionId: null,
      fare: null,
      tripDetails: null,
    };
  }
}
