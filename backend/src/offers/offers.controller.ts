import { Body, Controller, Delete, Get, Post, Put, Query, Req, Res, type StreamableFile, UseInterceptors } from '@nestjs/common';
import type { Request, Response } from 'express';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { IdParam } from '../common/http/id-param.js';
import { OFFER_CHANGE_MESSAGES } from './offer-state.js';
import { RESERVATION_MESSAGES } from './offer-reservations.service.js';
import type { AuthUser } from '../auth/auth-user.js';
import { Auth } from '../common/decorators/auth.decorator.js';
import { CurrentUser } from '../common/decorators/current-user.decorator.js';
import { Public } from '../common/decorators/public.decorator.js';
import { BAD_LIST_QUERY, CSV_DESCRIPTION, LIST_DESCRIPTION } from '../common/listing/list-docs.js';
import type { Page } from '../common/listing/list-source.js';
import { LIST_MESSAGES, limitMessage } from '../common/listing/list-query.js';
import { pageHeaders } from '../common/listing/page-links.js';
import { PAGE_HEADERS, Paged } from '../common/listing/paged.decorator.js';
import { PublicReadInterceptor } from '../public-reads/public-read.interceptor.js';
import { ApiErrors } from '../common/openapi/api-errors.decorator.js';
import { ApiFileResponse } from '../common/openapi/api-file-response.decorator.js';
import { ListMyOffersQuery, ListOffersQuery } from './dto/list-offers.query.js';
import { OPEN_OFFERS_DEFAULT_LIMIT, OPEN_OFFERS_MAX_LIMIT, OpenOffersQuery } from './dto/open-offers.query.js';
import type { OfferResponse, OfferWithAgentResponse } from './dto/offer.response.js';
import { CreateOfferDto, FILL_ALL_FIELDS } from './dto/create-offer.dto.js';
import { WithdrawOfferDto } from './dto/withdraw-offer.dto.js';
import { AllOffersResponse, MyOffersResponse, OfferCreatedResponse, OffersListResponse } from './dto/offers-list.response.js';
import { OFFER_MESSAGES, OffersService } from './offers.service.js';

@ApiTags('offers')
@Controller('offers')
export class OffersController {
  constructor(private readonly offers: OffersService) {}

  @Get()
  @Public()
  @UseInterceptors(PublicReadInterceptor)
  @ApiOperation({
    summary: 'Open offers of active agents, not past (IST), soonest first',
    description:
      'Without `page` and `limit`, every open offer. With either, one page (limit 20 unless given, at most 100) with the ' +
      'X-Total-Count and Link headers of every list; a page past the last is empty. Beyond the spec (docs/architecture.md).',
  })
  @ApiOkResponse({ type: OffersListResponse, headers: PAGE_HEADERS })
  @ApiErrors({ 400: `'${LIST_MESSAGES.page}' or '${limitMessage(OPEN_OFFERS_MAX_LIMIT)}'` })
  async listOpen(
    @Query() query: OpenOffersQuery,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<OffersListResponse> {
    if (query.page === undefined && query.limit === undefined) return { success: true, data: await this.offers.listOpen(), error: null };
    const page = await this.offers.listOpenPage(query.page ?? 1, query.limit ?? OPEN_OFFERS_DEFAULT_LIMIT);
    for (const [name, value] of Object.entries(pageHeaders(req.originalUrl, page.page, page.limit, page.total))) res.setHeader(name, value);
    return { success: true, data: page.items, error: null };
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

  @Put(':id')
  @Auth('agent', 'admin')
  @ApiOperation({
    summary: 'Change an open offer: the fields set at creation, checked the same way; only by the agent who published it',
    description:
      'Beyond the spec (docs/architecture.md). The row is locked, so a booking of the offer at the same moment goes first or after, never in between.',
  })
  @ApiParam({ name: 'id', type: Number, example: 12, description: 'The offer id' })
  @ApiOkResponse({ type: OfferCreatedResponse, description: 'The offer as it is now' })
  @ApiErrors({
    400: `'${FILL_ALL_FIELDS}', a field's message, '${OFFER_MESSAGES.pastDate}', '${OFFER_MESSAGES.dropBeforePickup}' or '${OFFER_MESSAGES.samePlace}'`,
    403: `'${OFFER_CHANGE_MESSAGES.notYours}'`,
    404: `'${RESERVATION_MESSAGES.notFound}'`,
    409: `'${OFFER_CHANGE_MESSAGES.booked}', '${OFFER_CHANGE_MESSAGES.expired}' or '${OFFER_CHANGE_MESSAGES.withdrawn}'`,
    422: "'Place not found: …' for a place the gazetteer does not know",
  })
  async update(
    @CurrentUser() me: AuthUser,
    @IdParam(RESERVATION_MESSAGES.notFound) id: number,
    @Body() dto: CreateOfferDto,
  ): Promise<OfferCreatedResponse> {
    return { success: true, data: await this.offers.update(me, id, dto) };
  }

  @Delete(':id')
  @Auth('agent', 'admin')
  @ApiOperation({
    summary: 'Withdraw an open offer: it leaves the public list at once; only by the agent who published it',
    description:
      'Beyond the spec (docs/architecture.md). The offer is kept with status withdrawn; a booking at the same moment wins or loses whole.',
  })
  @ApiParam({ name: 'id', type: Number, example: 12, description: 'The offer id' })
  @ApiOkResponse({ type: OfferCreatedResponse, description: 'The offer, now withdrawn' })
  @ApiErrors({
    403: `'${OFFER_CHANGE_MESSAGES.notYours}'`,
    404: `'${RESERVATION_MESSAGES.notFound}'`,
    409: `'${OFFER_CHANGE_MESSAGES.booked}', '${OFFER_CHANGE_MESSAGES.expired}' or '${OFFER_CHANGE_MESSAGES.withdrawn}'`,
  })
  async withdraw(
    @CurrentUser() me: AuthUser,
    @IdParam(RESERVATION_MESSAGES.notFound) id: number,
    @Body() _dto: WithdrawOfferDto,
  ): Promise<OfferCreatedResponse> {
    return { success: true, data: await this.offers.withdraw(me, id) };
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
