import { BadRequestException, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { Clock } from '../common/time/clock.js';
import { addDays, todayInIst } from '../common/time/ist.js';
import { DistanceService } from '../distance/distance.service.js';
import { type FareSchedule, ratesOf, type VehicleRates, VEHICLES } from '../fares/fare-schedule.js';
import { FareVersions } from '../fares/fare-versions.service.js';
import {
  type PricedTrip,
  priceAirportRailway,
  priceLocal,
  priceOneWay,
  priceRoundTrip,
  transferBand,
  type VehicleFare,
  vehicleFare,
} from '../fares/trip-pricing.js';
import type { QuoteRequestDto } from './dto/quote-request.dto.js';
import type { QuoteDto, QuoteResponse } from './dto/quote.response.js';
import { PackageQuotes } from './package-quotes.js';
import { QUOTE_MESSAGES as M } from './quote-messages.js';
import { TRANSFER_POINTS, type TransferPoint } from './transfer-points.js';

const MAX_ROUND_TRIP_DAYS = 30;

/** A trip priced for each vehicle with one fare version: what quotes answer and bookings store. */
export interface TripQuote extends QuoteDto {
  vehicles: VehicleFare[];
}

/**
 * Prices any trip type on the server, from the current fare version and the server's own road
 * distances. The rules are the pure functions of fares/trip-pricing.ts; this class gathers their
 * inputs (distances, the version, the package) and refuses what cannot be priced.
 */
@Injectable()
export class QuotesService {
  constructor(
    private readonly distances: DistanceService,
    private readonly fares: FareVersions,
    private readonly packages: PackageQuotes,
    private readonly clock: Clock,
  ) {}

  async answer(dto: QuoteRequestDto): Promise<QuoteResponse> {
    return { data: await this.quote(dto) };
  }

  /** With a manager, the fare version is read inside that transaction (bookings). */
  async quote(dto: QuoteRequestDto, manager?: EntityManager): Promise<TripQuote> {
    const pickupAt = this.checkPickup(dto.pickupAt);
    if (dto.stops?.length && dto.tripType !== 'round-trip') throw new BadRequestException(M.stopsOnlyRoundTrip);
    const version = await this.fares.current(manager);
    const { schedule } = version;
    const priced = await this.priceTrip(dto, pickupAt, schedule);
    const vehicles = this.vehiclesAsked(schedule, dto.vehicle, priced.vehicles).map((rates) =>
      vehicleFare(rates, schedule, priced.price(rates)),
    );
    return { tripType: dto.tripType, distance: priced.distance, fareVersion: version.id, vehicles };
  }

  private async priceTrip(
    dto: QuoteRequestDto,
    pickupAt: Date,
    schedule: FareSchedule,
  ): Promise<{ distance: number; price: (rates: VehicleRates) => PricedTrip; vehicles?: string[] }> {
    switch (dto.tripType) {
      case 'one-way': {
        const { from, to } = this.route(dto);
        const { distance } = await this.distances.measure(from, to);
        if (distance === 0) throw new BadRequestException(M.samePlace);
        return { distance: Math.ceil(distance), price: (rates) => priceOneWay(rates, schedule, { distanceKm: distance }) };
      }
      case 'round-trip':
        return this.roundTrip(dto, pickupAt, schedule);
      case 'local': {
        const hours = schedule.local.packages.map((p) => p.hours);
        if (dto.hours === undefined || !hours.includes(dto.hours)) throw new BadRequestException(M.hoursRequired(hours));
        const { km } = schedule.local.packages[hours.indexOf(dto.hours)];
        return { distance: km, price: (rates) => priceLocal(rates, schedule, { hours: dto.hours as number, pickupAt }) };
      }
      case 'airport-railway':
        return this.transfer(dto, schedule);
      default:
        return this.packages.priceFor(dto.tripType, dto.packageId);
    }
  }

  private async roundTrip(dto: QuoteRequestDto, pickupAt: Date, schedule: FareSchedule) {
    const { from, to } = this.route(dto);
    if (!dto.returnAt) throw new BadRequestException(M.returnRequired);
    const returnAt = new Date(dto.returnAt);
    if (Number.isNaN(returnAt.getTime())) throw new BadRequestException(M.returnRequired);
    if (returnAt <= pickupAt) throw new BadRequestException(M.returnBeforePickup);
    if (todayInIst(returnAt) > addDays(todayInIst(pickupAt), MAX_ROUND_TRIP_DAYS - 1)) throw new BadRequestException(M.returnTooLong);
    const places = [from, ...(dto.stops ?? []), to, from];
    const legs = await Promise.all(places.slice(1).map((place, i) => this.distances.measure(places[i], place)));
    const loopKm = legs.reduce((sum, leg) => sum + leg.distance, 0);
    if (loopKm === 0) throw new BadRequestException(M.samePlace);
    const input = { loopKm, pickupAt, returnAt, outboundMinutes: legs[0].duration, homewardMinutes: legs[legs.length - 1].duration };
    return { distance: Math.ceil(loopKm), price: (rates: VehicleRates) => priceRoundTrip(rates, schedule, input) };
  }

  private async transfer(dto: QuoteRequestDto, schedule: FareSchedule) {
    if (!dto.from) throw new BadRequestException(M.fromRequired);
    if (!dto.to) throw new BadRequestException(M.toRequired);
    const fromPoint = this.transferPoint(dto.from);
    const toPoint = this.transferPoint(dto.to);
    if (fromPoint && toPoint) throw new BadRequestException(M.bothTransferPoints);
    const point = fromPoint ?? toPoint;
    if (!point) throw new BadRequestException(M.noTransferPoint);
    const address = fromPoint ? dto.to : dto.from;
    this.distances.place(address); // an unknown address is a 422 'Place not found: …'
    const { distance } = await this.distances.measure(point.place, address);
    if (transferBand(schedule, distance) < 0) {
      const bands = schedule.airportRailway.bandsUpToKm;
      throw new BadRequestException(M.transferTooFar(Math.ceil(distance), point.name, bands[bands.length - 1]));
    }
    return {
      distance: Math.ceil(distance),
      price: (rates: VehicleRates) =>
        priceAirportRailway(rates, schedule, { distanceKm: distance, pointName: point.name, pointNameHi: point.nameHi }),
    };
  }

  /** One-way and round trips: from Jabalpur, to a known place. */
  private route(dto: QuoteRequestDto): { from: string; to: string } {
    if (!dto.from) throw new BadRequestException(M.fromRequired);
    if (!dto.to) throw new BadRequestException(M.toRequired);
    if (!this.distances.isJabalpur(dto.from)) {
      this.distances.place(dto.from); // an unknown place is a 422 'Place not found: …', not a Jabalpur question
      throw new BadRequestException(M.notJabalpur);
    }
    return { from: dto.from, to: dto.to };
  }

  /** The transfer point a text names (its id, its name, or any gazetteer name of it such as 'JBP'), if any. */
  private transferPoint(text: string): TransferPoint | undefined {
    const named = TRANSFER_POINTS.find((point) => [point.id, point.name].some((name) => name.toLowerCase() === text.trim().toLowerCase()));
    if (named) return named;
    const place = this.distances.place(text);
    return TRANSFER_POINTS.find((point) => this.distances.place(point.place).id === place.id);
  }

  private checkPickup(text: string): Date {
    const pickupAt = new Date(text);
    const now = this.clock.now();
    if (Number.isNaN(pickupAt.getTime())) throw new BadRequestException(M.pickupAtInvalid);
    if (pickupAt < now) throw new BadRequestException(M.pickupPast);
    if (todayInIst(pickupAt) > addDays(todayInIst(now), 365)) throw new BadRequestException(M.pickupTooFar);
    return pickupAt;
  }

  /** The vehicle asked for, or every vehicle the trip is offered with, in the booking-table order. */
  private vehiclesAsked(schedule: FareSchedule, vehicle: string | undefined, offered?: string[]): VehicleRates[] {
    // In the booking-table order, however the fare table lists them.
    const all = VEHICLES.map((name) => ratesOf(schedule, name) as VehicleRates).filter(
      (rates) => !offered || offered.includes(rates.vehicle),
    );
    if (vehicle === undefined) return all;
    const rates = ratesOf(schedule, vehicle);
    if (!rates || !all.includes(rates)) throw new BadRequestException(M.packageNoVehicle(vehicle));
    return [rates];
  }
}
