import { Controller, Get, Res } from '@nestjs/common';
import { ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import { ApiAnswer } from '../../common/api-answers';
import { Public } from '../../common/auth/decorators';
import { RedisConnections } from '../../queue/redis-status';
import { HealthAnswer } from './health.responses';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly redis: RedisConnections,
  ) {}

  @Get()
  @Public()
  @ApiOperation({ summary: 'Database and Redis state; 503 when the database is down' })
  @ApiAnswer(HealthAnswer)
  @ApiServiceUnavailableResponse({ type: HealthAnswer, description: 'The database is down (status "down")' })
  async health(@Res({ passthrough: true }) response: Response): Promise<HealthAnswer> {
    let database: 'up' | 'down' = 'up';
    let pendingJobs: number | null = null;
    try {
      const [row] = await this.dataSource.query(`SELECT count(*)::int AS pending FROM outbox WHERE dispatched_at IS NULL`);
      pendingJobs = row.pending;
    } catch {
      database = 'down';
    }
    const redis = this.redis.isUp ? 'up' : 'down';
    if (database === 'down') response.status(503);
    return {
      status: database === 'down' ? 'down' : redis === 'down' ? 'degraded' : 'ok',
      database,
      redis,
      jobs: { waiting_for_redis: pendingJobs, note: redis === 'down' ? 'Background jobs wait in Postgres until Redis is back' : undefined },
    };
  }
}
