import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { PACKAGE_TRIP_TYPES, type PackageTripType } from '../../trips/trip-types.js';

export class PackageListQuery {
  @ApiPropertyOptional({ enum: PACKAGE_TRIP_TYPES, enumName: 'PackageTripType' })
  @IsOptional()
  @IsIn(PACKAGE_TRIP_TYPES, { message: `tripType must be one of ${PACKAGE_TRIP_TYPES.join(', ')}` })
  tripType?: PackageTripType;
}
