import { ApiProperty } from '@nestjs/swagger';

export class VehicleFareResponse {
  @ApiProperty({ example: 'Dzire' })
  vehicle: string;

  @ApiProperty({ type: Number, nullable: true, example: 5, description: 'null for a vehicle outside the fare table' })
  seats: number | null;

  @ApiProperty({ example: 2142, description: 'Whole rupees' })
  baseAmount: number;

  @ApiProperty({ example: 200, description: '200 when the rounded distance is over 100 km, else 0' })
  driverAllowance: number;

  @ApiProperty({ example: 2342, description: 'baseAmount + driverAllowance' })
  totalAmount: number;
}

/** GET /api/fares: the price of each vehicle for a distance. */
export class FareQuoteResponse {
  @ApiProperty({ example: 119, description: 'The asked distance rounded up to whole km' })
  distance: number;

  @ApiProperty({ type: [VehicleFareResponse] })
  vehicles: VehicleFareResponse[];
}
