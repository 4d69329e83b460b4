import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

type Check = 'up' | 'down' | 'degraded';

export class HealthChecks {
  @ApiProperty({ enum: ['up', 'down'], description: 'The database answered a ping' })
  database!: Check;

  @ApiPropertyOptional({ enum: ['up', 'down'], description: 'Redis answered a ping (only with REDIS_URL)' })
  redis?: Check;

  @ApiProperty({ enum: ['up', 'down'], description: 'The data directory has room left (under 95% used)' })
  disk!: Check;

  @ApiProperty({ enum: ['up', 'degraded'], description: 'Notices and e-mails go out: degraded when some wait over a minute' })
  outbox!: Check;
}

export class HealthResponse {
  @ApiProperty({ enum: ['ok', 'degraded'], example: 'ok', description: 'degraded: serving, but notices are late' })
  status!: 'ok' | 'degraded';

  @ApiProperty({ enum: ['up'], example: 'up', description: 'The database answered' })
  db!: 'up';

  @ApiProperty({ type: HealthChecks })
  checks!: HealthChecks;
}
