import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../common/decorators/public.decorator.js';
import { TripTypesResponse } from './dto/trip-type.response.js';
import { TRIP_TYPES } from './trip-types.js';

@ApiTags('trips')
@Controller('trip-types')
export class TripTypesController {
  @Get()
  @Public()
  @ApiOperation({ summary: 'The eight trip types, with English and Hindi names' })
  @ApiOkResponse({ type: TripTypesResponse })
  list(): TripTypesResponse {
    return { data: TRIP_TYPES.map((type) => ({ ...type })) };
  }
}
