import { randomUUID } from 'node:crypto';
import type IORedis from 'ioredis';
import { rootLogger } from '../../common/logger';

/**
 * Makes a file once across processes: `run` makes it (`make`) unless it is there (`isDone`), while no
 * other process is making the same one; a process that finds it being made waits for it instead.
 */
export interface CopyLock {
  run(key: string, isDone: () => Promise<boolean>, make: () => Promise<void>): Promise<void>;
}

/** One process (the seed, a tool): nothing to coordinate with. */
export const processLock: CopyLock = {
  async run(_key, isDone, make) {
    if (!(await isDone())) await make();
  },
};

const HOLD_MS = 60_000;
const POLL_MS = 100;
/** Deletes the lock only if it is still the one this process took (it may have expired and been taken since). */
const RELEASE = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`;

/**
 * The lock in Redis, which every web and worker process shares: SET NX with an expiry (a process
 * that dies while making a copy holds it at most a minute), released by its holder only. The others
 * poll for the finished copy. Without Redis the copy is made here: at worst twice, never not at all.
 */
export class RedisCopyLock implements CopyLock {
  constructor(
    private readonly redis: IORedis,
    private readonly prefix: string,
  ) {}

  async run(key: string, isDone: () => Promise<boolean>, make: () => Promise<void>): Promise<void> {
    const lock = `${this.prefix}:copy-lock:${key}`;
    const token = randomUUID();
    const deadline = Date.now() + HOLD_MS;
    for (;;) {
      let taken: boolean;
      try {
        taken = (await this.redis.set(lock, token, 'PX', HOLD_MS, 'NX')) === 'OK';
      } catch (error) {
        rootLogger().debug({ err: error, key }, 'Redis is away: the image copy is made without the lock');
        return processLock.run(key, isDone, make);
      }
      if (taken) {
        try {
          if (!(await isDone())) await make();
        } finally {
          await this.redis.eval(RELEASE, 1, lock, token).catch(() => undefined);
        }
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      if (await isDone()) return;
      // The holder is gone without finishing (its lock expired): make it here.
      if (Date.now() > deadline) return processLock.run(key, isDone, make);
    }
  }
}
