import { ApiProperty } from '@nestjs/swagger';
import { IsInt, Min } from 'class-validator';

/** PUT /api/bookings/:id/assignment. */
export class AssignmentDto {
  @ApiProperty({ example: 3 })
  @IsInt({ message: 'driverId must be a driver id' })
  @Min(1, { message: 'driverId must be a driver id' })
  driverId: number;

  @ApiProperty({ example: 5 })
  @IsInt({ message: 'cabId must be a cab id' })
  @Min(1, { message: 'cabId must be a cab id' })
  cabId: number;
}
