import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { VEHICLES, type Vehicle } from '../../fares/fare-schedule.js';
import { TRIP_TYPE_IDS, type TripTypeId } from '../trip-types.js';

export class FareLineDto {
  @ApiProperty({
    example: 'distance',
    description: 'distance, package, transfer, driver-allowance, night-allowance, extra-km, extra-hours',
  })
  code: string;

  @ApiProperty({ example: '500 km (minimum 250 km a day × 2 days)' })
  label: string;

  @ApiProperty({ example: '500 किमी (न्यूनतम 250 किमी प्रतिदिन × 2 दिन)' })
  labelHi: string;

  @ApiPropertyOptional({ example: 500 })
  quantity?: number;

  @ApiPropertyOptional({ example: 11, description: 'Whole rupees per unit' })
  rate?: number;

  @ApiProperty({ example: 5500, description: 'Whole rupees, GST included' })
  amount: number;
}

export class VehicleQuoteDto {
  @ApiProperty({ enum: VEHICLES, enumName: 'Vehicle' })
  vehicle: Vehicle;

  @ApiProperty({ example: 5 })
  seats: number;

  @ApiProperty({ type: [FareLineDto], description: 'They add up to total' })
  lines: FareLineDto[];

  @ApiProperty({ example: 5810, description: 'Taxable value inside the total' })
  taxable: number;

  @ApiProperty({ example: 290, description: 'GST inside the total; taxable + gst = total' })
  gst: number;

  @ApiProperty({ example: 6100 })
  total: number;

  @ApiProperty({ example: 1220, description: 'Advance due to book' })
  advance: number;

  @ApiProperty({ type: [String], example: ['500 km', 'Fuel', 'Driver allowance'] })
  included: string[];

  @ApiProperty({ type: [String], description: 'The same in Hindi, same order' })
  includedHi: string[];

  @ApiProperty({ type: [String], example: ['₹11 per km beyond 500 km', 'Tolls, state tax and parking at actuals'] })
  extra: string[];

  @ApiProperty({ type: [String], description: 'The same in Hindi, same order' })
  extraHi: string[];
}

export class QuoteDto {
  @ApiProperty({ enum: TRIP_TYPE_IDS, enumName: 'TripTypeId' })
  tripType: TripTypeId;

  @ApiProperty({ example: 394, description: 'Road km of the trip (the loop for a round trip, the package km for local and packages)' })
  distance: number;

  @ApiProperty({ example: 1, description: 'The fare version that priced it' })
  fareVersion: number;

  @ApiProperty({ type: [VehicleQuoteDto] })
  vehicles: VehicleQuoteDto[];
}

/** POST /api/quotes */
export class QuoteResponse {
  @ApiProperty({ type: QuoteDto })
  data: QuoteDto;
}
