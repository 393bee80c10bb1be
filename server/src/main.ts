import 'reflect-metadata';
import { createApp } from './app.setup';
import { prepare } from './bootstrap';
import { DEMO_ADMIN_PASSWORD } from './config/env';

async function main(): Promise<void> {
  const prepared = await prepare();
  const { config } = prepared;
  const app = await createApp(config);
  const shutdown = async () => {
    await app.close();
    await prepared.stop();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
  await app.listen(config.http.port, config.http.host);

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
  lines.push(`  Jobs         ${config.redis.runWorker ? 'worker runs in this process' : 'run `npm run worker` for background jobs'}`, '');
  process.stdout.write(`${lines.join('\n')}\n`);
}

main().catch((error) => {
  process.stderr.write(`The shop could not start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
