import { ApiProperty } from '@nestjs/swagger';
import { TRIP_TYPE_IDS, type TripTypeId } from '../trip-types.js';

export class TripTypeResponse {
  @ApiProperty({ enum: TRIP_TYPE_IDS, enumName: 'TripTypeId', example: 'round-trip' })
  id: TripTypeId;

  @ApiProperty({ example: 'Round trip' })
  name: string;

  @ApiProperty({ example: 'आना-जाना' })
  nameHi: string;

  @ApiProperty({ description: 'Quoted at once; false for package types, which a package or an enquiry prices', example: true })
  instant: boolean;
}

/** GET /api/trip-types */
export class TripTypesResponse {
  @ApiProperty({ type: [TripTypeResponse] })
  data: TripTypeResponse[];
}
