import { Injectable } from '@nestjs/common';
import { type FareQuote, quoteAllVehicles, quoteFare, roundUpKm } from './fare-table.js';
import type { FareQuoteResponse } from './dto/fare-quote.response.js';

/** The fare table for Nest's injector; the rules themselves live in fare-table.ts. */
@Injectable()
export class FaresService {
  quote(vehicle: string, distanceKm: number): FareQuote {
    return quoteFare(vehicle, distanceKm);
  }

  /** What GET /api/fares answers: every vehicle of the booking table, or only the one asked for. */
  fareTable(distanceKm: number, vehicle?: string): FareQuoteResponse {
    const quotes = vehicle === undefined ? quoteAllVehicles(distanceKm) : [quoteFare(vehicle, distanceKm)];
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
