import { ApiProperty } from '@nestjs/swagger';
import { OfferResponse, OfferWithAgentResponse } from './offer.response.js';

/** GET /api/offers keeps the old client's envelope. */
export class OffersListResponse {
  @ApiProperty({ enum: [true], example: true })
  success: true;

  @ApiProperty({ type: [OfferResponse] })
  data: OfferResponse[];

  @ApiProperty({
    type: String,
    nullable: true,
    enum: [null],
    example: null,
    description: 'Always null: errors answer with an error status',
  })
  error: null;
}

export class OfferCreatedResponse {
  @ApiProperty({ enum: [true], example: true })
  success: true;

  @ApiProperty({ type: OfferResponse })
  data: OfferResponse;
}

export class MyOffersResponse {
  @ApiProperty({ type: [OfferResponse] })
  data: OfferResponse[];
}

export class AllOffersResponse {
  @ApiProperty({ type: [OfferWithAgentResponse] })
  data: OfferWithAgentResponse[];
}
