import 'reflect-metadata';
import cluster, { type Worker } from 'node:cluster';
import { createApp } from './app.setup';
import { prepare, type PreparedDatabase } from './bootstrap';
import { rootLogger } from './common/logger';
import { DEMO_ADMIN_PASSWORD, loadConfig, type AppConfig } from './config/env';

/**
 * `npm start`'s server: WEB_CONCURRENCY web processes (default: one per core) serving one port through
 * node:cluster. The first process (the primary) prepares the database once (embedded PostgreSQL,
 * migrations, seed) and forks the web processes; the job worker runs in the first of them only (when
 * RUN_WORKER is on), the others serve requests. Caches evict and sign-in limits count across processes
 * through Redis (README, "More than one web process"). A web process that dies is started again; a
 * SIGTERM stops them all, each finishing what it is doing. WEB_CONCURRENCY=1 is one process, no cluster.
 */

/** The environment that tells a forked web process it is one, and which. */
const PROCESS_NUMBER = 'SHOP_WEB_PROCESS';

function banner(config: AppConfig, prepared: PreparedDatabase, processes: number): string {
  const base = config.http.appUrl;
  const lines = [
    '',
    `  Shop is running`,
    `  Storefront   ${base}/`,
    `  Back office  ${base}/admin`,
    `  API          ${base}/api  (${config.http.apiDocs ? `docs: ${base}/api/docs, ` : ''}health: ${base}/api/health)`,
  ];
  if (prepared.seedResult.adminPasswordIsDemoDefault) {
    lines.push(`  Demo admin   ${config.seedAdmin.email} / ${DEMO_ADMIN_PASSWORD}  (set ADMIN_EMAIL and ADMIN_PASSWORD before the first start of a real shop)`);
  } else if (prepared.seedResult.demoSeeded) {
    lines.push(`  Admin        ${config.seedAdmin.email} (password from ADMIN_PASSWORD)`);
  }
  lines.push(`  Processes    ${processes === 1 ? 'one web process' : `${processes} web processes (WEB_CONCURRENCY)`}`);
  lines.push(
    `  Jobs         ${config.redis.runWorker ? `worker runs in ${processes === 1 ? 'this process' : 'the first web process'}` : 'run `npm run worker` for background jobs'}`,
    '',
  );
  return `${lines.join('\n')}\n`;
}

/** One web process serving the port until a SIGTERM or SIGINT, then closing the app (and whatever `stop` stops). */
async function serve(config: AppConfig & { database: { url: string } }, stop: () => Promise<void>): Promise<void> {
  const app = await createApp(config);
  const shutdown = async () => {
    await app.close();
    await stop();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown());
  process.once('SIGTERM', () => void shutdown());
  await app.listen(config.http.port, config.http.host);
}

/** The primary: forks the web processes, starts again one that dies, stops them all on a signal. */
async function supervise(prepared: PreparedDatabase, processes: number): Promise<void> {
  const { config } = prepared;
  const logger = rootLogger();
  let stopping = false;
  const fork = (number: number): Worker =>
    cluster
      .fork({
        [PROCESS_NUMBER]: String(number),
        DATABASE_URL: config.database.url,
        // The job worker in the first web process only.
        RUN_WORKER: number === 1 && config.redis.runWorker ? 'true' : 'false',
      })
      .on('exit', (code, signal) => {
        if (stopping) return;
        logger.error({ process: number, code, signal }, 'A web process stopped: starting it again');
        setTimeout(() => fork(number), 1000);
      });
  const workers = Array.from({ length: processes }, (_, i) => fork(i + 1));
  await Promise.all(workers.map((worker) => new Promise((resolve) => worker.once('listening', resolve))));
  process.stdout.write(banner(config, prepared, processes));

  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    const running = Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined && !w.isDead());
    await Promise.all(
      running.map(
        (worker) =>
          new Promise<void>((resolve) => {
            const killer = setTimeout(() => worker.process.kill('SIGKILL'), 30_000);
            worker.once('exit', () => {
              clearTimeout(killer);
              resolve();
            });
            worker.process.kill('SIGTERM');
          }),
      ),
    );
    await prepared.stop();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown());
  process.once('SIGTERM', () => void shutdown());
}

async function main(): Promise<void> {
  if (cluster.isWorker) {
    // A forked web process: the primary has prepared the database and names it in DATABASE_URL.
    const config = loadConfig() as AppConfig & { database: { url: string } };
    await serve(config, async () => undefined);
    return;
  }
  const prepared = await prepare();
  const processes = prepared.config.http.webConcurrency;
  if (processes <= 1) {
    await serve(prepared.config, () => prepared.stop());
    process.stdout.write(banner(prepared.config, prepared, 1));
    return;
  }
  await supervise(prepared, processes);
}

main().catch((error) => {
  process.stderr.write(`The shop could not start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
