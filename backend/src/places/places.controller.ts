import { Controller, Get, Query, UseInterceptors } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../common/decorators/public.decorator.js';
import { PublicReadInterceptor } from '../public-reads/public-read.interceptor.js';
import { ApiErrors } from '../common/openapi/api-errors.decorator.js';
import { DEFAULT_PLACE_LIMIT, MAX_PLACE_LIMIT, PlaceSearchQueryDto } from './dto/place-search-query.dto.js';
import { PlaceSuggestionResponse } from './dto/place-suggestion.response.js';
import { PlacesService } from './places.service.js';

@ApiTags('places')
@Controller('places')
export class PlacesController {
  constructor(private readonly places: PlacesService) {}

  @Get()
  @Public()
  @UseInterceptors(PublicReadInterceptor)
  @ApiOperation({ summary: 'Autocomplete of Indian places, best match first (typo-tolerant, near Jabalpur first)' })
  @ApiOkResponse({ type: [PlaceSuggestionResponse], description: 'Empty for empty text or no match' })
  @ApiErrors({ 400: `'limit must be a whole number from 1 to ${MAX_PLACE_LIMIT}' or 'text must be at most 100 characters'` })
  suggest(@Query() query: PlaceSearchQueryDto): PlaceSuggestionResponse[] {
    return this.places.suggest(query.text ?? '', query.limit ?? DEFAULT_PLACE_LIMIT);
  }
}
