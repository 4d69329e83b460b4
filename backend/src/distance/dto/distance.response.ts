import { ApiProperty } from '@nestjs/swagger';

export class DistanceResponse {
  @ApiProperty({ example: 315, description: 'Road distance in km, 1 decimal' })
  distance: number;

  @ApiProperty({ example: 343, description: 'Driving time in minutes' })
  duration: number;
}
