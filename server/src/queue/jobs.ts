/**
 * The one registry of background jobs: each name with its payload type. Payloads carry ids,
 * never entities; handlers look the rows up and are idempotent.
 */
export interface JobPayloads {
  /** Deliver one row of mail_message. */
  'mail.send': { mailId: number };
  /** One slice of a broadcast's sending (the handler holds the broadcast's lock and queues the next slice). */
  'broadcast.send': { broadcastId: number };
  /** One pass (a run or a dry run) over an import's file, resumed from its last committed batch. */
  'import.run': { importId: number };
  /** Give back the reservation of an order still unpaid when its hold ends (the handler re-checks the status). */
  'order.release': { orderId: number };
  /** Repeating: writes the expiry of every customer's reward points that are due. */
  'points.expire': Record<string, never>;
  /** Repeating: members whose tier ended move to the tier their recent paid spend still reaches, or none. */
  'membership.expire': Record<string, never>;
}

export type JobName = keyof JobPayloads;

/** Jobs BullMQ runs on a schedule (job schedulers), every so many milliseconds (JOB_SCHEDULE_MS). */
export const REPEATING_JOBS = ['points.expire', 'membership.expire'] as const satisfies readonly JobName[];

export const QUEUE_NAME = 'jobs';

export type JobHandler<N extends JobName> = (payload: JobPayloads[N]) => Promise<void>;

export const JOB_OPTIONS = {
  attempts: 6,
  backoff: { type: 'exponential', delay: 2000 },
  removeOnComplete: { age: 7 * 24 * 3600, count: 50_000 },
  removeOnFail: { age: 30 * 24 * 3600 },
} as const;
