import { Body, Controller, Get, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../auth/auth-user.js';
import { Auth } from '../common/decorators/auth.decorator.js';
import { CurrentUser } from '../common/decorators/current-user.decorator.js';
import { Public } from '../common/decorators/public.decorator.js';
import { ApiErrors } from '../common/openapi/api-errors.decorator.js';
import { CreateOfferDto, FILL_ALL_FIELDS } from './dto/create-offer.dto.js';
import { AllOffersResponse, MyOffersResponse, OfferCreatedResponse, OffersListResponse } from './dto/offers-list.response.js';
import { OFFER_MESSAGES, OffersService } from './offers.service.js';

@ApiTags('offers')
@Controller('offers')
export class OffersController {
  constructor(private readonly offers: OffersService) {}

  @Get()
  @Public()
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
  @ApiOperation({ summary: "The caller's own offers with their state: open, booked or expired" })
  @ApiOkResponse({ type: MyOffersResponse })
  async listMine(@CurrentUser() me: AuthUser): Promise<MyOffersResponse> {
    return { data: await this.offers.listMine(me) };
  }

  @Get('all')
  @Auth('admin')
  @ApiOperation({ summary: 'Every offer with its agent, newest first' })
  @ApiOkResponse({ type: AllOffersResponse })
  async listAll(): Promise<AllOffersResponse> {
    return { data: await this.offers.listAll() };
  }
}
