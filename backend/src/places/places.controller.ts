import { Controller, Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../common/decorators/public.decorator.js';
import { DEFAULT_PLACE_LIMIT, PlaceSearchQueryDto } from './dto/place-search-query.dto.js';
import { PlaceSuggestionResponse } from './dto/place-suggestion.response.js';
import { PlacesService } from './places.service.js';

@ApiTags('places')
@Controller('places')
export class PlacesController {
  constructor(private readonly places: PlacesService) {}

  @Get()
  @Public()
  @ApiOperation({ summary: 'Autocomplete of Indian places, best match first (typo-tolerant, near Jabalpur first)' })
  @ApiOkResponse({ type: [PlaceSuggestionResponse] })
  @ApiBadRequestResponse({ description: 'limit not a whole number from 1 to 10, or text too long' })
  suggest(@Query() query: PlaceSearchQueryDto): PlaceSuggestionResponse[] {
    return this.places.suggest(query.text ?? '', query.limit ?? DEFAULT_PLACE_LIMIT);
  }
}
