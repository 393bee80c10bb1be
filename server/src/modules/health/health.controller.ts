import { Controller, Get, Res } from '@nestjs/common';
import { ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ApiAnswer } from '../../common/api-answers';
import { Public } from '../../common/auth/decorators';
import { HealthAnswer } from './health.responses';
import { HealthService } from './health.service';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(private readonly checks: HealthService) {}

  @Get()
  @Public()
  @ApiOperation({ summary: 'Database and Redis state; 503 when the database is down' })
  @ApiAnswer(HealthAnswer)
  @ApiServiceUnavailableResponse({ type: HealthAnswer, description: 'The database is down (status "down")' })
  async health(@Res({ passthrough: true }) response: Response): Promise<HealthAnswer> {
    const answer = await this.checks.check();
    if (answer.database === 'down') response.status(503);
    return answer;
  }
}
