import { Body, Controller, Get, NotFoundException, Param, ParseIntPipe, Post, Put, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../auth/auth-user.js';
import { Auth } from '../common/decorators/auth.decorator.js';
import { CurrentUser } from '../common/decorators/current-user.decorator.js';
import { BAD_LIST_QUERY, LIST_DESCRIPTION } from '../common/listing/list-docs.js';
import type { Page } from '../common/listing/list-source.js';
import { Paged } from '../common/listing/paged.decorator.js';
import { ApiErrors } from '../common/openapi/api-errors.decorator.js';
import { CreateCabDto, ListCabsQuery, UpdateCabDto } from './dto/cab.dto.js';
import { CabEnvelope, CabListResponse, type CabResponse } from './dto/fleet.response.js';
import { FLEET_MESSAGES, FleetService } from './fleet.service.js';

const CabId = () => Param('id', new ParseIntPipe({ exceptionFactory: () => new NotFoundException(FLEET_MESSAGES.cabNotFound) }));
const NOT_FOUND = { 404: `'${FLEET_MESSAGES.cabNotFound}'` };
const SAVE_ERRORS = { 400: 'A bad field (a list of messages)', 409: `'${FLEET_MESSAGES.registrationTaken}'` };

@ApiTags('fleet')
@Auth('admin')
@Controller('cabs')
export class CabsController {
  constructor(private readonly fleet: FleetService) {}

  @Get()
  @ApiOperation({ summary: 'Cabs with warnings for documents expiring within 30 days, searched and paged', description: LIST_DESCRIPTION })
  @Paged('data', CabListResponse)
  @ApiErrors({ 400: BAD_LIST_QUERY })
  list(@Query() query: ListCabsQuery): Promise<Page<CabResponse>> {
    return this.fleet.listCabs(query);
  }

  @Post()
  @ApiOperation({ summary: 'Add a cab' })
  @ApiCreatedResponse({ type: CabEnvelope })
  @ApiErrors(SAVE_ERRORS)
  async create(@CurrentUser() me: AuthUser, @Body() dto: CreateCabDto): Promise<CabEnvelope> {
    return { data: await this.fleet.saveCab(me, null, dto) };
  }

  @Get(':id')
  @ApiOperation({ summary: 'One cab' })
  @ApiOkResponse({ type: CabEnvelope })
  @ApiErrors(NOT_FOUND)
  async getOne(@CabId() id: number): Promise<CabEnvelope> {
    return { data: await this.fleet.getCab(id) };
  }

  @Put(':id')
  @ApiOperation({ summary: 'Change a cab: the fields sent change, the rest keep their value' })
  @ApiOkResponse({ type: CabEnvelope })
  @ApiErrors(NOT_FOUND, SAVE_ERRORS)
  async update(@CurrentUser() me: AuthUser, @CabId() id: number, @Body() dto: UpdateCabDto): Promise<CabEnvelope> {
    return { data: await this.fleet.saveCab(me, id, dto) };
  }
}
