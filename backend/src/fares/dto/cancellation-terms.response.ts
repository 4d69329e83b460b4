import { ApiProperty } from '@nestjs/swagger';

export class CancellationSlabResponse {
  @ApiProperty({ example: 6, description: 'The slab applies when fewer hours than this are left before pickup (0: after the pickup time)' })
  hoursBefore: number;

  @ApiProperty({ example: 50, description: 'Share of the fare charged, in per cent' })
  percent: number;
}

export class CancellationTermsDto {
  @ApiProperty({ example: 3, description: 'The fare version new bookings are priced with, whose terms these are' })
  fareVersion: number;

  @ApiProperty({ example: 24, description: 'Cancelling this many hours before pickup, or earlier, is free' })
  freeHoursBefore: number;

  @ApiProperty({ type: [CancellationSlabResponse], description: 'Largest hoursBefore first' })
  slabs: CancellationSlabResponse[];
}

/** GET /api/fares/cancellation: the cancellation terms a booking made now is held to. */
export class CancellationTermsResponse {
  @ApiProperty({ type: CancellationTermsDto })
  data: CancellationTermsDto;
}
