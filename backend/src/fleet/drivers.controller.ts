import { Body, Controller, Get, NotFoundException, Param, ParseIntPipe, Post, Put, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../auth/auth-user.js';
import { Auth } from '../common/decorators/auth.decorator.js';
import { CurrentUser } from '../common/decorators/current-user.decorator.js';
import { BAD_LIST_QUERY, LIST_DESCRIPTION } from '../common/listing/list-docs.js';
import type { Page } from '../common/listing/list-source.js';
import { Paged } from '../common/listing/paged.decorator.js';
import { ApiErrors } from '../common/openapi/api-errors.decorator.js';
import { CreateDriverDto, ListDriversQuery, UpdateDriverDto } from './dto/driver.dto.js';
import { DriverEnvelope, DriverListResponse, type DriverResponse } from './dto/fleet.response.js';
import { FLEET_MESSAGES, FleetService } from './fleet.service.js';

const DriverId = () => Param('id', new ParseIntPipe({ exceptionFactory: () => new NotFoundException(FLEET_MESSAGES.driverNotFound) }));
const NOT_FOUND = { 404: `'${FLEET_MESSAGES.driverNotFound}'` };
const SAVE_ERRORS = { 400: 'A bad field (a list of messages)', 409: `'${FLEET_MESSAGES.mobileTaken}'` };

@ApiTags('fleet')
@Auth('admin')
@Controller('drivers')
export class DriversController {
  constructor(private readonly fleet: FleetService) {}

  @Get()
  @ApiOperation({
    summary: 'Drivers with warnings for documents expiring within 30 days, searched and paged',
    description: LIST_DESCRIPTION,
  })
  @Paged('data', DriverListResponse)
  @ApiErrors({ 400: BAD_LIST_QUERY })
  list(@Query() query: ListDriversQuery): Promise<Page<DriverResponse>> {
    return this.fleet.listDrivers(query);
  }

  @Post()
  @ApiOperation({ summary: 'Add a driver' })
  @ApiCreatedResponse({ type: DriverEnvelope })
  @ApiErrors(SAVE_ERRORS)
  async create(@CurrentUser() me: AuthUser, @Body() dto: CreateDriverDto): Promise<DriverEnvelope> {
    return { data: await this.fleet.saveDriver(me, null, dto) };
  }

  @Get(':id')
  @ApiOperation({ summary: 'One driver' })
  @ApiOkResponse({ type: DriverEnvelope })
  @ApiErrors(NOT_FOUND)
  async getOne(@DriverId() id: number): Promise<DriverEnvelope> {
    return { data: await this.fleet.getDriver(id) };
  }

  @Put(':id')
  @ApiOperation({ summary: 'Change a driver: the fields sent change, the rest keep their value' })
  @ApiOkResponse({ type: DriverEnvelope })
  @ApiErrors(NOT_FOUND, SAVE_ERRORS)
  async update(@CurrentUser() me: AuthUser, @DriverId() id: number, @Body() dto: UpdateDriverDto): Promise<DriverEnvelope> {
    return { data: await this.fleet.saveDriver(me, id, dto) };
  }
}
