import { existsSync } from 'node:fs';
import { Controller, Get, Inject, Res, ServiceUnavailableException } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  DiskHealthIndicator,
  type HealthCheckResult,
  HealthCheckService,
  type HealthIndicatorFunction,
  HealthIndicatorService,
  TypeOrmHealthIndicator,
} from '@nestjs/terminus';
import type { Response } from 'express';
import { Public } from '../common/decorators/public.decorator.js';
import { ApiErrors } from '../common/openapi/api-errors.decorator.js';
import { REDIS, type Redis } from '../common/redis/redis-client.js';
import { AppConfig } from '../config/app-config.js';
import { DATABASE_RETRY_AFTER_SECONDS } from '../database/database-availability.js';
import { DatabaseConnector } from '../database/database-connector.js';
import { OutboxBacklog } from '../outbox/outbox-backlog.js';
import { HealthChecks, HealthResponse } from './dto/health.response.js';

const DB_DOWN = 'The database is not answering.';
const NAMES: Record<string, string> = { database: 'the database', redis: 'Redis', disk: 'the disk' };

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly typeorm: TypeOrmHealthIndicator,
    private readonly disk: DiskHealthIndicator,
    private readonly indicators: HealthIndicatorService,
    private readonly database: DatabaseConnector,
    private readonly outbox: OutboxBacklog,
    private readonly config: AppConfig,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  @Public()
  @Get()
  @ApiOperation({ summary: 'Whether the server, its database, Redis and disk answer (for load balancers and monitors)' })
  @ApiOkResponse({ type: HealthResponse })
  @ApiErrors({ 503: `'${DB_DOWN}', or another part named ('Redis is not answering.', 'the disk is not answering.'), with Retry-After` })
  async check(@Res({ passthrough: true }) res: Response): Promise<HealthResponse> {
    let result: HealthCheckResult;
    try {
      result = await this.health.check(this.checks());
    } catch (err) {
      const failed = err instanceof ServiceUnavailableException ? Object.keys((err.getResponse() as HealthCheckResult).error ?? {}) : [];
      res.setHeader('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
      if (failed.length === 0 || failed.includes('database')) throw new ServiceUnavailableException(DB_DOWN);
      throw new ServiceUnavailableException(`${capitalise(failed.map((key) => NAMES[key] ?? key).join(' and '))} is not answering.`);
    }
    const details = result.details;
    const checks = Object.fromEntries(Object.entries(details).map(([key, value]) => [key, value.status])) as unknown as HealthChecks;
    return { status: result.status === 'degraded' ? 'degraded' : 'ok', db: 'up', checks };
  }

  private checks(): HealthIndicatorFunction[] {
    const dataDir = existsSync(this.config.dataDir) ? this.config.dataDir : '/';
    const redis = this.redis;
    return [
      () =>
        this.database.ready
          ? this.typeorm.pingCheck('database').withTimeout(2000)
          : this.indicators.check('database').down({ message: 'connecting' }),
      ...(redis
        ? [
            () =>
              this.indicators
                .check('redis')
                .attempt(async () => {
                  await redis.ping();
                })
                .withTimeout(2000),
          ]
        : []),
      () => this.disk.checkStorage('disk', { path: dataDir, thresholdPercent: 0.95 }),
      async () => {
        const session = this.indicators.check('outbox');
        if (!this.database.ready) return session.up();
        const late = await this.outbox.lateCount().catch(() => 0);
        return late > 0 ? session.degraded({ late }) : session.up();
      },
    ];
  }
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
