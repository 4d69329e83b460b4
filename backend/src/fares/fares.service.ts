import { Injectable } from '@nestjs/common';
import { FareVersions } from './fare-versions.service.js';
import { quoteAllVehicles, quoteFare, roundUpKm } from './fare-table.js';
import type { FareQuoteResponse } from './dto/fare-quote.response.js';

/** The fare table for Nest's injector; the rules themselves live in fare-table.ts. */
@Injectable()
export class FaresService {
  constructor(private readonly versions: FareVersions) {}

  /** What GET /api/fares answers, from the current fare version: every vehicle of the booking table, or only the one asked for. */
  async fareTable(distanceKm: number, vehicle?: string): Promise<FareQuoteResponse> {
    const { schedule } = await this.versions.current();
    const quotes = vehicle === undefined ? quoteAllVehicles(distanceKm, schedule) : [quoteFare(vehicle, distanceKm, schedule)];
    return {
      distance: roundUpKm(distanceKm),
      vehicles: quotes.map(({ vehicle, seats, baseAmount, driverAllowance, totalAmount }) => ({
        vehicle,
        seats,
        baseAmount,
        driverAllowance,
        totalAmount,
      })),
    };
  }
}
