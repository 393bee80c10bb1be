import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { JobType } from 'bullmq';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, IsNull } from 'typeorm';
import { Allow } from '../common/auth/decorators';
import { validationMessages } from '../common/common.messages';
import { BadRequestError } from '../common/errors';
import { ListResult, parseListQuery } from '../common/list-query';
import { OutboxEntry } from './outbox.entity';
import { QueueService } from './queue.service';

const STATES: readonly JobType[] = ['failed', 'active', 'waiting', 'delayed', 'completed'];

/** Background jobs as the back office sees them: failed ones with their error, and what still waits. */
@ApiTags('admin: jobs')
@Controller('admin/job')
export class JobsController {
  constructor(
    private readonly queue: QueueService,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  @Get()
  @Allow('job.list')
  @ApiOperation({ summary: 'Jobs in one state (default failed), newest first' })
  async list(@Query() query: Record<string, unknown>): Promise<ListResult<object>> {
    const { offset, limit, filter } = parseListQuery(query, ['id']);
    const state = (filter.status ?? 'failed') as JobType;
    if (!STATES.includes(state)) throw new BadRequestError(validationMessages.one_of({ field: 'status', choices: STATES.join(', ') }));
    const { jobs, total } = await this.queue.list([state], offset, limit);
    const items = jobs.map((job) => ({
      id: job.id,
      name: job.name,
      status: state,
      data: job.data,
      attempts: job.attemptsMade,
      failed_reason: job.failedReason ?? null,
      created_at: new Date(job.timestamp).toISOString(),
      finished_at: job.finishedOn ? new Date(job.finishedOn).toISOString() : null,
    }));
    return new ListResult('job', items, total, offset);
  }

  @Get('outbox')
  @Allow('job.list')
  @ApiOperation({ summary: 'How many jobs wait in Postgres for Redis' })
  async outbox(): Promise<{ pending: number }> {
    return { pending: await this.dataSource.manager.count(OutboxEntry, { where: { dispatchedAt: IsNull() } }) };
  }
}
