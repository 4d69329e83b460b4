import { Body, Controller, Get, Post, Query, type StreamableFile, UseInterceptors } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../auth/auth-user.js';
import { Auth } from '../common/decorators/auth.decorator.js';
import { CurrentUser } from '../common/decorators/current-user.decorator.js';
import { Public } from '../common/decorators/public.decorator.js';
import { BAD_LIST_QUERY, CSV_DESCRIPTION, LIST_DESCRIPTION } from '../common/listing/list-docs.js';
import type { Page } from '../common/listing/list-source.js';
import { Paged } from '../common/listing/paged.decorator.js';
import { PublicReadInterceptor } from '../public-reads/public-read.interceptor.js';
import { ApiErrors } from '../common/openapi/api-errors.decorator.js';
import { ApiFileResponse } from '../common/openapi/api-file-response.decorator.js';
import { ListMyOffersQuery, ListOffersQuery } from './dto/list-offers.query.js';
import type { OfferResponse, OfferWithAgentResponse } from './dto/offer.response.js';
import { CreateOfferDto, FILL_ALL_FIELDS } from './dto/create-offer.dto.js';
import { AllOffersResponse, MyOffersResponse, OfferCreatedResponse, OffersListResponse } from './dto/offers-list.response.js';
import { OFFER_MESSAGES, OffersService } from './offers.service.js';

@ApiTags('offers')
@Controller('offers')
export class OffersController {
  constructor(private readonly offers: OffersService) {}

  @Get()
  @Public()
  @UseInterceptors(PublicReadInterceptor)
  @ApiOperation({ summary: 'Open offers of active agents, not past (IST), soonest first' })
  @ApiOkResponse({ type: OffersListResponse })
  async listOpen(): Promise<OffersListResponse> {
    return { success: true, data: await this.offers.listOpen(), error: null };
  }

  @Post()
  @Auth('agent', 'admin')
  @ApiOperation({ summary: 'Add a travel offer; the server measures the distance' })
  @ApiCreatedResponse({ type: OfferCreatedResponse })
  @ApiErrors({
    400:
      `'${FILL_ALL_FIELDS}' while any of the eight fields is blank; then a field's message ('Seats must be a whole number from 1 to 12', …), ` +
      `'${OFFER_MESSAGES.pastDate}', '${OFFER_MESSAGES.dropBeforePickup}' or '${OFFER_MESSAGES.samePlace}'`,
    422: "'Place not found: …' for a place the gazetteer does not know",
  })
  async create(@CurrentUser() me: AuthUser, @Body() dto: CreateOfferDto): Promise<OfferCreatedResponse> {
    return { success: true, data: await this.offers.create(me, dto) };
  }

  @Get('mine')
  @Auth('agent', 'admin')
  @ApiOperation({
    summary: "The caller's own offers with their state (open, booked or expired), latest trip first, 50 a page",
    description: LIST_DESCRIPTION,
  })
  @Paged('data', MyOffersResponse)
  @ApiErrors({ 400: BAD_LIST_QUERY })
  listMine(@CurrentUser() me: AuthUser, @Query() query: ListMyOffersQuery): Promise<Page<OfferResponse>> {
    return this.offers.listMine(me, query);
  }

  @Get('all')
  @Auth('admin')
  @ApiOperation({
    summary: 'Offers with their agent, filtered, searched, sorted and paged (newest first, 50 a page)',
    description: LIST_DESCRIPTION,
  })
  @Paged('data', AllOffersResponse)
  @ApiErrors({ 400: BAD_LIST_QUERY })
  listAll(@Query() query: ListOffersQuery): Promise<Page<OfferWithAgentResponse>> {
    return this.offers.listAll(query);
  }

  @Get('all.csv')
  @Auth('admin')
  @ApiOperation({
    summary: 'The filtered offers list as a CSV download, streamed',
    description: `The same filters, search and order as GET /api/offers/all (page and limit are ignored). ${CSV_DESCRIPTION}`,
  })
  @ApiFileResponse('text/csv', 'offers-YYYY-MM-DD.csv, as an attachment')
  @ApiErrors({ 400: BAD_LIST_QUERY })
  allCsv(@Query() query: ListOffersQuery): StreamableFile {
    return this.offers.csv(query);
  }
}
