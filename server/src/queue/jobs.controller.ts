import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Job, JobType } from 'bullmq';
import { ApiAnswer, ApiList } from '../common/api-answers';
import { Allow } from '../common/auth/decorators';
import { validationMessages } from '../common/common.messages';
import { BadRequestError } from '../common/errors';
import { ListResult, parseListQuery } from '../common/list-query';
import { OutboxService } from './outbox.service';
import { JOB_STATES, JobListItem, type JobState, OutboxPendingAnswer } from './queue.responses';
import { QueueService } from './queue.service';

const STATES: readonly JobType[] = JOB_STATES;

function presentJob(job: Job, state: JobState): JobListItem {
  return {
    // BullMQ gives every job it stores an id (here the outbox's deterministic one).
    id: job.id as string,
    name: job.name,
    status: state,
    data: job.data,
    attempts: job.attemptsMade,
    failed_reason: job.failedReason ?? null,
    created_at: new Date(job.timestamp).toISOString(),
    finished_at: job.finishedOn ? new Date(job.finishedOn).toISOString() : null,
  };
}

/** Background jobs as the back office sees them: failed ones with their error, and what still waits. */
@ApiTags('admin: jobs')
@Controller('admin/job')
export class JobsController {
  constructor(
    private readonly queue: QueueService,
    private readonly outboxService: OutboxService,
  ) {}

  @Get()
  @Allow('job.list')
  @ApiOperation({ summary: 'Jobs in one state (default failed), newest first' })
  @ApiList(JobListItem)
  async list(@Query() query: Record<string, unknown>): Promise<ListResult<JobListItem>> {
    const { offset, limit, filter } = parseListQuery(query, ['id']);
    const state = (filter.status ?? 'failed') as JobState;
    if (!STATES.includes(state)) throw new BadRequestError(validationMessages.one_of({ field: 'status', choices: STATES.join(', ') }));
    const { jobs, total } = await this.queue.list([state], offset, limit);
    return new ListResult(
      'job',
      jobs.map((job) => presentJob(job, state)),
      total,
      offset,
    );
  }

  @Get('outbox')
  @Allow('job.list')
  @ApiOperation({ summary: 'How many jobs wait in Postgres for Redis' })
  @ApiAnswer(OutboxPendingAnswer)
  async outbox(): Promise<OutboxPendingAnswer> {
    return { pending: await this.outboxService.pending() };
  }
}
