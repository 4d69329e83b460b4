import { ApiProperty } from '@nestjs/swagger';

/** One autocomplete suggestion; value and label are both the place's formatted address. */
export class PlaceSuggestionResponse {
  @ApiProperty({ example: 'Bhopal, Madhya Pradesh, India' })
  value: string;

  @ApiProperty({ example: 'Bhopal, Madhya Pradesh, India' })
  label: string;
}
