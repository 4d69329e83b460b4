import { Body, Controller, Get, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import type { AuthUser } from '../auth/auth-user.js';
import { Auth } from '../common/decorators/auth.decorator.js';
import { CurrentUser } from '../common/decorators/current-user.decorator.js';
import { Public } from '../common/decorators/public.decorator.js';
import { CreateOfferDto } from './dto/create-offer.dto.js';
import { OffersService } from './offers.service.js';

@ApiTags('offers')
@Controller('offers')
export class OffersController {
  constructor(private readonly offers: OffersService) {}

  @Get()
  @Public()
  @ApiOperation({ summary: 'Open offers of active agents, not past (IST), soonest first' })
  @ApiOkResponse({ description: '{success: true, data: [offer], error: null}' })
  async listOpen() {
    return { success: true, data: await this.offers.listOpen(), error: null };
  }

  @Post()
  @Auth('agent', 'admin')
  @ApiOperation({ summary: 'Add a travel offer; the server measures the distance' })
  @ApiCreatedResponse({ description: '{success: true, data: offer}' })
  @ApiBadRequestResponse({ description: "'Please fill all fields', or a readable message for a bad field or a past date" })
  @ApiUnprocessableEntityResponse({ description: "'Place not found: …'" })
  async create(@CurrentUser() me: AuthUser, @Body() dto: CreateOfferDto) {
    return { success: true, data: await this.offers.create(me, dto) };
  }

  @Get('mine')
  @Auth('agent', 'admin')
  @ApiOperation({ summary: "The caller's own offers with their state: open, booked or expired" })
  async listMine(@CurrentUser() me: AuthUser) {
    return { data: await this.offers.listMine(me) };
  }

  @Get('all')
  @Auth('admin')
  @ApiOperation({ summary: 'Every offer with its agent, newest first' })
  async listAll() {
    return { data: await this.offers.listAll() };
  }
}
