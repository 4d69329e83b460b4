import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../common/decorators/public.decorator.js';
import { ApiErrors } from '../common/openapi/api-errors.decorator.js';
import { FareQueryDto, MAX_DISTANCE_KM } from './dto/fare-query.dto.js';
import { CancellationTermsResponse } from './dto/cancellation-terms.response.js';
import { FareQuoteResponse } from './dto/fare-quote.response.js';
import { FareVersions } from './fare-versions.service.js';
import { FaresService } from './fares.service.js';

@ApiTags('fares')
@Controller('fares')
export class FaresController {
  constructor(
    private readonly fares: FaresService,
    private readonly versions: FareVersions,
  ) {}

  @Get('cancellation')
  @Public()
  @ApiOperation({ summary: 'The cancellation terms of the current fare version, shown before a customer books or pays' })
  @ApiOkResponse({ type: CancellationTermsResponse })
  async cancellationTerms(): Promise<CancellationTermsResponse> {
    const version = await this.versions.current();
    const { freeHoursBefore, slabs } = version.schedule.cancellation;
    return {
      data: {
        fareVersion: version.id,
        freeHoursBefore,
        slabs: [...slabs].sort((a, b) => b.hoursBefore - a.hoursBefore).map(({ hoursBefore, percent }) => ({ hoursBefore, percent })),
      },
    };
  }

  @Get()
  @Public()
  @ApiOperation({ summary: 'Prices of the five vehicles (or one) for a distance' })
  @ApiOkResponse({ type: FareQuoteResponse })
  @ApiErrors({
    400:
      "'distance is required (km, for example distance=120)', 'distance must be a number of km, for example 120 or 12.5', " +
      `'distance must not be negative', 'distance must be at most ${MAX_DISTANCE_KM} km', or 'vehicle must be a vehicle name such as Dzire'`,
  })
  fareTable(@Query() query: FareQueryDto): Promise<FareQuoteResponse> {
    return this.fares.fareTable(query.distance, query.vehicle);
  }
}
