import { Controller, Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../common/decorators/public.decorator.js';
import { FareQueryDto } from './dto/fare-query.dto.js';
import { FareTableResponse } from './dto/fare-table.response.js';
import { FaresService } from './fares.service.js';

@ApiTags('fares')
@Controller('fares')
export class FaresController {
  constructor(private readonly fares: FaresService) {}

  @Get()
  @Public()
  @ApiOperation({ summary: 'Prices of the five vehicles (or one) for a distance' })
  @ApiOkResponse({ type: FareTableResponse })
  @ApiBadRequestResponse({ description: 'distance missing, not a number or negative; vehicle not a name' })
  fareTable(@Query() query: FareQueryDto): FareTableResponse {
    return this.fares.fareTable(query.distance, query.vehicle);
  }
}
