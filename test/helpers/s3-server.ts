import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const S3rver = require('s3rver') as new (options: Record<string, unknown>) => S3rverInstance;

interface S3rverInstance {
  run(): Promise<{ port: number }>;
  close(): Promise<void>;
  on(event: 'event', listener: (event: { Records: { eventName: string; s3: { object: { key: string } } }[] }) => void): void;
}

/** s3rver's own fixed credentials: it checks signatures with them. */
const ACCESS_KEY = 'S3RVER';

/**
 * A real S3 HTTP server (s3rver) on a free loopback port, keeping its objects in a temporary folder
 * removed at stop, with one empty bucket. `env` is what the app needs to use it (STORAGE=s3...); the
 * SDK reads the credentials from AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, set here for this spec
 * file's process (jest gives each file its own process.env). `written` lists each key stored, in order.
 */
export class OwnS3 {
  readonly bucket = 'shop-test';
  readonly written: string[] = [];
  private server?: S3rverInstance;
  private readonly dir = mkdtempSync(join(tmpdir(), 'shop-s3-'));
  private port = 0;

  get endpoint(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  get env(): Record<string, string> {
    return { STORAGE: 's3', S3_BUCKET: this.bucket, S3_REGION: 'us-east-1', S3_ENDPOINT: this.endpoint, S3_FORCE_PATH_STYLE: 'true' };
  }

  async start(): Promise<void> {
    process.env.AWS_ACCESS_KEY_ID = ACCESS_KEY;
    process.env.AWS_SECRET_ACCESS_KEY = ACCESS_KEY;
    process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
    this.server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: this.dir, configureBuckets: [{ name: this.bucket }] });
    this.server.on('event', (event) => {
      for (const record of event.Records) if (record.eventName.startsWith('ObjectCreated')) this.written.push(decodeURIComponent(record.s3.object.key));
    });
    ({ port: this.port } = await this.server.run());
  }

  async stop(): Promise<void> {
    await this.server?.close();
    rmSync(this.dir, { recursive: true, force: true });
  }
}
