import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { VEHICLES, type Vehicle } from '../fare-schedule.js';

// The fare table's shape for the OpenAPI document. The figures are checked by
// fareScheduleProblems() (fare-schedule.ts), which names each wrong field in its message.

export class OneWayRatesDto {
  @ApiProperty({ example: 800 }) upTo20: number;
  @ApiProperty({ example: 1200 }) upTo40: number;
  @ApiProperty({ example: 2000 }) upTo80: number;
  @ApiProperty({ example: 20 }) perKmUpTo100: number;
  @ApiProperty({ example: 18 }) perKmUpTo250: number;
  @ApiProperty({ example: 16 }) perKmOver250: number;
}

export class VehicleRatesDto {
  @ApiProperty({ enum: VEHICLES, enumName: 'Vehicle' }) vehicle: Vehicle;
  @ApiProperty({ example: 5 }) seats: number;
  @ApiProperty({ type: OneWayRatesDto }) oneWay: OneWayRatesDto;
  @ApiProperty({ example: 11, description: 'Round trip and tour: rupees per km' }) roundTripPerKm: number;
  @ApiProperty({ type: [Number], example: [1100, 1900, 2700], description: 'One price per local package, in their order' })
  localPrices: number[];
  @ApiProperty({ example: 11 }) localExtraKm: number;
  @ApiProperty({ example: 120 }) localExtraHour: number;
  @ApiProperty({ type: [Number], example: [450, 700, 950, 1250], description: 'One flat fare per distance band, in their order' })
  airportRailwayPrices: number[];
}

export class OneWaySettingsDto {
  @ApiProperty({ example: 15 }) unknownVehiclePerKm: number;
  @ApiProperty({ example: 100 }) driverAllowanceOverKm: number;
  @ApiProperty({ example: 200 }) driverAllowance: number;
  @ApiPropertyOptional({
    example: 40,
    minimum: 0,
    maximum: 90,
    description: 'Percent off the one-way fare for an empty return; 40 when a version lacks it',
  })
  emptyReturnDiscountPercent?: number;
}

export class RoundTripSettingsDto {
  @ApiProperty({ example: 250 }) minKmPerDay: number;
  @ApiProperty({ example: 300 }) driverAllowancePerDay: number;
  @ApiProperty({ example: 250, description: 'Per night driven between 22:00 and 06:00 IST' }) nightAllowance: number;
}

export class LocalPackageDto {
  @ApiProperty({ example: 8 }) hours: number;
  @ApiProperty({ example: 80 }) km: number;
}

export class LocalSettingsDto {
  @ApiProperty({ type: [LocalPackageDto] }) packages: LocalPackageDto[];
}

export class AirportRailwaySettingsDto {
  @ApiProperty({ type: [Number], example: [10, 20, 30, 45], description: 'Upper km of each band, ascending' })
  bandsUpToKm: number[];
}

export class AdvanceSettingsDto {
  @ApiProperty({ example: 20 }) percent: number;
  @ApiProperty({ example: 10, description: 'Rounded up to whole multiples of this many rupees' }) roundTo: number;
}

export class CancellationSlabDto {
  @ApiProperty({ example: 6, description: 'Applies when cancelled less than this many hours before pickup' }) hoursBefore: number;
  @ApiProperty({ example: 50, description: 'Share of the total kept' }) percent: number;
}

export class CancellationSettingsDto {
  @ApiProperty({ example: 24 }) freeHoursBefore: number;
  @ApiProperty({ type: [CancellationSlabDto] }) slabs: CancellationSlabDto[];
}

/** The whole fare table: what PUT /api/fares/table takes and GET answers. */
export class FareTableDto {
  @ApiProperty({ type: [VehicleRatesDto] }) vehicles: VehicleRatesDto[];
  @ApiProperty({ type: OneWaySettingsDto }) oneWay: OneWaySettingsDto;
  @ApiProperty({ type: RoundTripSettingsDto }) roundTrip: RoundTripSettingsDto;
  @ApiProperty({ type: LocalSettingsDto }) local: LocalSettingsDto;
  @ApiProperty({ type: AirportRailwaySettingsDto }) airportRailway: AirportRailwaySettingsDto;
  @ApiProperty({ example: 5, description: 'GST inside the GST-inclusive fares' }) gstPercent: number;
  @ApiProperty({ type: AdvanceSettingsDto }) advance: AdvanceSettingsDto;
  @ApiProperty({ type: CancellationSettingsDto }) cancellation: CancellationSettingsDto;
}

export class FareVersionAuthorDto {
  @ApiProperty({ example: 3 }) id: number;
  @ApiProperty({ example: 'Asha Verma' }) fullName: string;
}

export class FareVersionDto {
  @ApiProperty({ example: 2, description: 'The version number; bookings keep the one they were priced with' })
  id: number;
  @ApiProperty({ example: '2026-11-25T09:00:00+05:30' }) createdAt: string;
  @ApiProperty({ type: FareVersionAuthorDto, nullable: true, description: 'null for version 1' })
  createdBy: FareVersionAuthorDto | null;
  @ApiProperty({ type: FareTableDto }) table: FareTableDto;
}

/** GET and PUT /api/fares/table */
export class FareVersionResponse {
  @ApiProperty({ type: FareVersionDto }) data: FareVersionDto;
}
