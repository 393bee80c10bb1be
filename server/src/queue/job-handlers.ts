import { Injectable } from '@nestjs/common';
import { JobHandler, JobName } from './jobs';

/** Handlers by job name; modules register theirs at start (in onModuleInit), the processor dispatches to them. */
@Injectable()
export class JobHandlers {
  private readonly handlers = new Map<JobName, JobHandler<JobName>>();

  register<N extends JobName>(name: N, handler: JobHandler<N>): void {
    if (this.handlers.has(name)) throw new Error(`A handler for job "${name}" is already registered`);
    this.handlers.set(name, handler as JobHandler<JobName>);
  }

  get(name: string): JobHandler<JobName> | undefined {
    return this.handlers.get(name as JobName);
  }
}
