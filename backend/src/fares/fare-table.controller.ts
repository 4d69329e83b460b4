import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiBody, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../auth/auth-user.js';
import { Auth } from '../common/decorators/auth.decorator.js';
import { CurrentUser } from '../common/decorators/current-user.decorator.js';
import { ApiErrors } from '../common/openapi/api-errors.decorator.js';
import { FareTableDto, FareVersionResponse } from './dto/fare-table.dto.js';
import { FareVersions } from './fare-versions.service.js';

@ApiTags('fares')
@Controller('fares/table')
export class FareTableController {
  constructor(private readonly versions: FareVersions) {}

  @Get()
  @Auth('admin')
  @ApiOperation({ summary: 'The current fare table (every rate, minimum, allowance, GST rate) and its version' })
  @ApiOkResponse({ type: FareVersionResponse })
  async current(): Promise<FareVersionResponse> {
    return { data: await this.versions.currentTable() };
  }

  @Put()
  @Auth('admin')
  @ApiOperation({ summary: 'Saves a changed fare table as a new version; existing bookings keep theirs' })
  @ApiBody({ type: FareTableDto })
  @ApiOkResponse({ type: FareVersionResponse })
  @ApiErrors({ 400: "One message per wrong field, e.g. 'Dzire roundTripPerKm must be between 1 and 1000000'" })
  // `unknown`: the global ValidationPipe passes it through; fareScheduleProblems() checks the whole table.
  async replace(@CurrentUser() me: AuthUser, @Body() table: unknown): Promise<FareVersionResponse> {
    return { data: await this.versions.replace(me, table) };
  }
}
