import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsInt, IsNotEmpty, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { BooleanParam, ListQuery, SortParam } from '../../common/listing/list-query.js';
import { IsIstDate } from '../../common/time/time-validators.js';
import { Trim } from '../../common/validation.js';

/** Indian registration numbers: state, district, series, number ('MP20AB1234', 'MP 20 AB 1234', 'DL1CAB1234'). */
export const REGISTRATION = /^[A-Z]{2}\d{1,2}[A-Z]{0,3}\d{4}$/;
const REGISTRATION_MESSAGE = 'registration must be a vehicle number like MP20AB1234';

/** POST /api/cabs. */
export class CreateCabDto {
  @ApiProperty({ example: 'MP20AB1234', description: 'Spaces and dashes are dropped, letters upper-cased' })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.replace(/[\s-]/g, '').toUpperCase() : value))
  @IsString({ message: REGISTRATION_MESSAGE })
  @Matches(REGISTRATION, { message: REGISTRATION_MESSAGE })
  registration: string;

  @ApiProperty({ example: 'Dzire', maxLength: 40 })
  @Trim()
  @IsString({ message: 'vehicle is required' })
  @IsNotEmpty({ message: 'vehicle is required' })
  @MaxLength(40, { message: 'vehicle must be at most 40 characters' })
  vehicle: string;

  @ApiProperty({ example: 4, minimum: 1, maximum: 20 })
  @IsInt({ message: 'seats must be a whole number from 1 to 20' })
  @Min(1, { message: 'seats must be a whole number from 1 to 20' })
  @Max(20, { message: 'seats must be a whole number from 1 to 20' })
  seats: number;

  @ApiProperty({ format: 'date', example: '2027-03-31' })
  @IsIstDate('permitExpiry')
  permitExpiry: string;

  @ApiProperty({ format: 'date', example: '2027-03-31' })
  @IsIstDate('fitnessExpiry')
  fitnessExpiry: string;

  @ApiProperty({ format: 'date', example: '2027-03-31' })
  @IsIstDate('insuranceExpiry')
  insuranceExpiry: string;

  @ApiProperty({ format: 'date', example: '2027-03-31' })
  @IsIstDate('pucExpiry')
  pucExpiry: string;

  @ApiPropertyOptional({ example: true, description: 'true when left out' })
  @IsOptional()
  @IsBoolean({ message: 'active must be true or false' })
  active?: boolean;
}

/** PUT /api/cabs/:id: the fields sent change, the rest keep their value. */
export class UpdateCabDto extends PartialType(CreateCabDto) {}

export const CAB_SORT_KEYS = ['registration', 'vehicle', 'createdAt'] as const;

/** GET /api/cabs: `q` finds text in the registration or the vehicle. */
export class ListCabsQuery extends ListQuery {
  @BooleanParam('active', 'Only active (true) or inactive (false) ones')
  active?: boolean;

  @SortParam(CAB_SORT_KEYS, 'registration')
  sort?: string;
}
