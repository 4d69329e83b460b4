import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { IsBoolean, IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { BooleanParam, ListQuery, SortParam } from '../../common/listing/list-query.js';
import { IsIstDate } from '../../common/time/time-validators.js';
import { INDIAN_MOBILE, Trim } from '../../common/validation.js';

/** POST /api/drivers. */
export class CreateDriverDto {
  @ApiProperty({ example: 'Ramesh Kumar', maxLength: 120 })
  @Trim()
  @IsString({ message: 'name is required' })
  @IsNotEmpty({ message: 'name is required' })
  @MaxLength(120, { message: 'name must be at most 120 characters' })
  name: string;

  @ApiProperty({ example: '9876543210', description: '10-digit Indian mobile' })
  @Trim()
  @IsString({ message: 'mobile must be a 10-digit mobile number starting with 6 to 9' })
  @Matches(INDIAN_MOBILE, { message: 'mobile must be a 10-digit mobile number starting with 6 to 9' })
  mobile: string;

  @ApiProperty({ example: 'MP20 20190012345', maxLength: 20 })
  @Trim()
  @IsString({ message: 'licenceNumber is required' })
  @IsNotEmpty({ message: 'licenceNumber is required' })
  @MaxLength(20, { message: 'licenceNumber must be at most 20 characters' })
  licenceNumber: string;

  @ApiProperty({ format: 'date', example: '2030-05-31', description: 'Last valid day (IST)' })
  @IsIstDate('licenceExpiry')
  licenceExpiry: string;

  @ApiPropertyOptional({ example: true, description: 'true when left out' })
  @IsOptional()
  @IsBoolean({ message: 'active must be true or false' })
  active?: boolean;
}

/** PUT /api/drivers/:id: the fields sent change, the rest keep their value. */
export class UpdateDriverDto extends PartialType(CreateDriverDto) {}

export const DRIVER_SORT_KEYS = ['name', 'licenceExpiry', 'createdAt'] as const;

/** GET /api/drivers: `q` finds text in the name, mobile or licence number. */
export class ListDriversQuery extends ListQuery {
  @BooleanParam('active', 'Only active (true) or inactive (false) ones')
  active?: boolean;

  @SortParam(DRIVER_SORT_KEYS, 'name')
  sort?: string;
}
