import { Body, Controller, Get, Put, Query } from '@nestjs/common';
import { ApiBody, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../auth/auth-user.js';
import { Auth } from '../common/decorators/auth.decorator.js';
import { CurrentUser } from '../common/decorators/current-user.decorator.js';
import { LIST_MESSAGES } from '../common/listing/list-query.js';
import type { Page } from '../common/listing/list-source.js';
import { Paged } from '../common/listing/paged.decorator.js';
import { ApiErrors } from '../common/openapi/api-errors.decorator.js';
import { FareTableDto, FareVersionResponse } from './dto/fare-table.dto.js';
import {
  FARE_VERSIONS_LIMIT_MESSAGE,
  type FareVersionSummaryDto,
  FareVersionsQuery,
  FareVersionsResponse,
} from './dto/fare-versions.dto.js';
import { FareVersions } from './fare-versions.service.js';

@ApiTags('fares')
@Controller('fares')
export class FareTableController {
  constructor(private readonly versions: FareVersions) {}

  @Get('table')
  @Auth('admin')
  @ApiOperation({ summary: 'The current fare table (every rate, minimum, allowance, GST rate) and its version' })
  @ApiOkResponse({ type: FareVersionResponse })
  async current(): Promise<FareVersionResponse> {
    return { data: await this.versions.currentTable() };
  }

  @Put('table')
  @Auth('admin')
  @ApiOperation({ summary: 'Saves a changed fare table as a new version; existing bookings keep theirs' })
  @ApiBody({ type: FareTableDto })
  @ApiOkResponse({ type: FareVersionResponse })
  @ApiErrors({ 400: "One message per wrong field, e.g. 'Dzire roundTripPerKm must be between 1 and 1000000'" })
  // `unknown`: the global ValidationPipe passes it through; fareScheduleProblems() checks the whole table.
  async replace(@CurrentUser() me: AuthUser, @Body() table: unknown): Promise<FareVersionResponse> {
    return { data: await this.versions.replace(me, table) };
  }

  @Get('versions')
  @Auth('admin')
  @ApiOperation({ summary: 'Every fare version, newest first: when, who, and each figure it changed from the version before' })
  @Paged('data', FareVersionsResponse)
  @ApiErrors({ 400: `'${LIST_MESSAGES.page}' or '${FARE_VERSIONS_LIMIT_MESSAGE}'` })
  history(@Query() query: FareVersionsQuery): Promise<Page<FareVersionSummaryDto>> {
    return this.versions.history(query);
  }
}
