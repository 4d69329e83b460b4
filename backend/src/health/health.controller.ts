import { Controller, Get, ServiceUnavailableException } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Public } from '../common/decorators/public.decorator.js';
import { ApiErrors } from '../common/openapi/api-errors.decorator.js';
import { HealthResponse } from './dto/health.response.js';

const DB_DOWN = 'The database is not answering.';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  @Public()
  @Get()
  @ApiOperation({ summary: 'Whether the server and its database answer (for load balancers and monitors)' })
  @ApiOkResponse({ type: HealthResponse })
  @ApiErrors({ 503: `'${DB_DOWN}'` })
  async check(): Promise<HealthResponse> {
    try {
      await this.db.query('SELECT 1');
    } catch {
      throw new ServiceUnavailableException(DB_DOWN);
    }
    return { status: 'ok', db: 'up' };
  }
}
