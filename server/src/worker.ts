import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { AppModule } from './app.module';
import { prepare } from './bootstrap';
import { PinoNestLogger, rootLogger } from './common/logger';

/**
 * `npm run worker`: the job worker (QueueModule's JobsProcessor, provided because redis.runWorker is true)
 * and the outbox relay in their own process, no HTTP.
 */
async function main(): Promise<void> {
  const prepared = await prepare();
  const app = await NestFactory.createApplicationContext(AppModule.forRoot({ ...prepared.config, redis: { ...prepared.config.redis, runWorker: true } }), {
    logger: new PinoNestLogger(rootLogger()),
  });
  rootLogger().info('Worker started: processing background jobs');
  const shutdown = async () => {
    await app.close();
    await prepared.stop();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

main().catch((error) => {
  process.stderr.write(`The worker could not start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
