import { ApiProperty } from '@nestjs/swagger';
import { LimitParam, limitMessage, PageParam } from '../../common/listing/list-query.js';

export const FARE_VERSIONS_DEFAULT_LIMIT = 20;
export const FARE_VERSIONS_MAX_LIMIT = 100;
export const FARE_VERSIONS_LIMIT_MESSAGE = limitMessage(FARE_VERSIONS_MAX_LIMIT);

/** `page` and `limit` of the fare history: a short list, so 20 a page and at most 100. */
export class FareVersionsQuery {
  @PageParam()
  page?: number;

  @LimitParam(FARE_VERSIONS_DEFAULT_LIMIT, FARE_VERSIONS_MAX_LIMIT)
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
