import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/** Background jobs that wait in Postgres (the outbox) for Redis. */
export class HealthJobs {
  @ApiProperty({ type: Number, nullable: true, description: 'Jobs not yet handed to Redis; null when the database is down' })
  waiting_for_redis: number | null;

  @ApiPropertyOptional({ example: 'Background jobs wait in Postgres until Redis is back', description: 'Only while Redis is down' })
  note?: string;
}

/** GET /api/health: the state of the database and Redis (the same body with 503 when the database is down). */
export class HealthAnswer {
  @ApiProperty({ enum: ['ok', 'degraded', 'down'], description: 'down: the database is down; degraded: Redis is down' })
  status: 'ok' | 'degraded' | 'down';

  @ApiProperty({ enum: ['up', 'down'] })
  database: 'up' | 'down';

  @ApiProperty({ enum: ['up', 'down'] })
  redis: 'up' | 'down';

  @ApiProperty({ type: () => HealthJobs })
  jobs: HealthJobs;
}
