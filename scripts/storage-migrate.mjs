// npm run storage:migrate: copies the local folders (UPLOAD_DIR with its image copies, DATA_DIR/private) into
// the bucket that STORAGE=s3 names, so a running shop can move to it. Safe to stop and run again: what is
// already in the bucket (same size and checksum) is skipped. Run it with the shop's own environment
// (STORAGE=s3, S3_BUCKET, S3_REGION, S3_ENDPOINT... and UPLOAD_DIR/DATA_DIR of the machine that has the files).
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const say = (line) => process.stdout.write(`${line}\n`);
// In a checkout, build what changed first; the Docker image has only the built server (dist/).
if (existsSync(join(root, 'server', 'src'))) {
  const { ensureBuilt, ensureInstalled } = await import('./lib.mjs');
  ensureInstalled();
  ensureBuilt();
}
const require = createRequire(import.meta.url);
const { loadConfig, ConfigError } = require(join(root, 'dist/server/src/config/env.js'));
const { createFileStorage, migrateLocalFolder } = require(join(root, 'dist/server/src/modules/storage/index.js'));

let config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    say(error.message);
    process.exit(1);
  }
  throw error;
}
if (config.files.storage.driver !== 's3') {
  say('storage:migrate copies the local folders into a bucket: set STORAGE=s3 with S3_BUCKET and S3_REGION (and S3_ENDPOINT for a service other than AWS).');
  process.exit(1);
}
const target = createFileStorage(config.files);
const verbose = process.argv.includes('--verbose');
say(
  `Copying ${config.files.uploadDir} and ${join(config.files.dataDir, 'private')} into s3://${config.files.storage.s3.bucket}/${config.files.storage.s3.prefix}`,
);
let seen = 0;
const counts = await migrateLocalFolder(config.files, target, {
  onFile: (key, outcome, error) => {
    seen += 1;
    if (outcome === 'failed') say(`  failed: ${key} (${error instanceof Error ? error.message : String(error)})`);
    else if (verbose) say(`  ${outcome}: ${key}`);
    else if (seen % 500 === 0) say(`  ${seen} files...`);
  },
});
target.close();
say(
  `storage:migrate: ${counts.copied} copied, ${counts.skipped} already in the bucket, ${counts.ignored} ignored (names the shop never makes), ${counts.failed} failed`,
);
process.exit(counts.failed > 0 ? 1 : 0);
