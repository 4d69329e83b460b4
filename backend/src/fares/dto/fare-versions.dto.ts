import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { LIST_MESSAGES, MAX_PAGE } from '../../common/listing/list-query.js';
import { NumberFromText } from '../../common/time/time-validators.js';

export const FARE_VERSIONS_DEFAULT_LIMIT = 20;
export const FARE_VERSIONS_MAX_LIMIT = 100;
export const FARE_VERSIONS_LIMIT_MESSAGE = `limit must be a whole number from 1 to ${FARE_VERSIONS_MAX_LIMIT}`;

/** `page` and `limit` of the fare history: a short list, so 20 a page and at most 100. */
export class FareVersionsQuery {
  @ApiPropertyOptional({ default: 1, minimum: 1, maximum: MAX_PAGE, example: 1 })
  @IsOptional()
  @NumberFromText()
  @Max(MAX_PAGE, { message: LIST_MESSAGES.page })
  @Min(1, { message: LIST_MESSAGES.page })
  @IsInt({ message: LIST_MESSAGES.page })
  page?: number;

  @ApiPropertyOptional({ default: FARE_VERSIONS_DEFAULT_LIMIT, minimum: 1, maximum: FARE_VERSIONS_MAX_LIMIT, example: 20 })
  @IsOptional()
  @NumberFromText()
  @Max(FARE_VERSIONS_MAX_LIMIT, { message: FARE_VERSIONS_LIMIT_MESSAGE })
  @Min(1, { message: FARE_VERSIONS_LIMIT_MESSAGE })
  @IsInt({ message: FARE_VERSIONS_LIMIT_MESSAGE })
  limit?: number;
}

export class FareChangeDto {
  @ApiProperty({
    example: 'vehicles.Dzire.oneWay.upTo20',
    description: 'The figure, by dots: keys, list positions from 0, a vehicle by its name',
  })
  path: string;
  @ApiProperty({
    oneOf: [{ type: 'number' }, { type: 'string' }],
    nullable: true,
    example: 800,
    description: 'null when the older table had no figure there',
  })
  before: number | string | null;
  @ApiProperty({
    oneOf: [{ type: 'number' }, { type: 'string' }],
    nullable: true,
    example: 850,
    description: 'null when the newer table has no figure there',
  })
  after: number | string | null;
}

export class FareVersionEditorDto {
  @ApiProperty({ example: 3 }) id: number;
  @ApiProperty({ example: 'Asha Verma' }) name: string;
}

export class FareVersionSummaryDto {
  @ApiProperty({ example: 2 }) version: number;
  @ApiProperty({ example: '2026-11-25T09:00:00+05:30', description: 'IST' }) createdAt: string;
  @ApiProperty({ type: FareVersionEditorDto, nullable: true, description: 'null for version 1 (the spec table)' })
  createdBy: FareVersionEditorDto | null;
  @ApiProperty({ type: [FareChangeDto], description: 'What differs from the version before; empty for version 1' })
  changes: FareChangeDto[];
}

/** GET /api/fares/versions: newest first. */
export class FareVersionsResponse {
  @ApiProperty({ type: [FareVersionSummaryDto] }) data: FareVersionSummaryDto[];
}
