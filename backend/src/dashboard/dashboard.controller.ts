import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Auth } from '../common/decorators/auth.decorator.js';
import { ApiErrors } from '../common/openapi/api-errors.decorator.js';
import { Dashboard } from './dashboard.service.js';
import { DashboardEnvelope } from './dto/dashboard.response.js';

@ApiTags('dashboard')
@ApiErrors({ 403: "Only for admin: 'You do not have permission to do this.'" })
@Auth('admin')
@Controller('admin/dashboard')
export class DashboardController {
  constructor(private readonly dashboard: Dashboard) {}

  @Get()
  @ApiOperation({ summary: 'The admin home: tiles (trips today and tomorrow, advances to verify, …) and the 12-month series' })
  @ApiOkResponse({ type: DashboardEnvelope })
  async read(): Promise<DashboardEnvelope> {
    return { data: await this.dashboard.read() };
  }
}
