import { ApiProperty } from '@nestjs/swagger';
import type { JobType } from 'bullmq';

/** The job states the back office lists (GET /api/admin/job?filter={"status":...}). */
export const JOB_STATES = ['failed', 'active', 'waiting', 'delayed', 'completed'] as const satisfies readonly JobType[];
export type JobState = (typeof JOB_STATES)[number];

/** A background job in the back office's job list. */
export class JobListItem {
  @ApiProperty({ example: 'outbox-42', description: 'The deterministic id the outbox gave it' })
  id: string;

  @ApiProperty({ example: 'mail.send', description: 'One of the job names of queue/jobs.ts' })
  name: string;

  @ApiProperty({ enum: JOB_STATES, description: 'The state asked for' })
  status: JobState;

  @ApiProperty({ type: 'object', additionalProperties: true, example: { mailId: 12 }, description: "The job's payload (ids, never entities)" })
  data: Record<string, unknown>;

  @ApiProperty({ description: 'Attempts made so far' })
  attempts: number;

  @ApiProperty({ type: String, nullable: true })
  failed_reason: string | null;

  @ApiProperty({ format: 'date-time' })
  created_at: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  finished_at: string | null;
}

/** How many jobs wait in Postgres (the outbox) for Redis. */
export class OutboxPendingAnswer {
  @ApiProperty()
  pending: number;
}
