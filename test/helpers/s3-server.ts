import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const S3rver = require('s3rver') as new (options: Record<string, unknown>) => S3rverInstance;

interface S3rverInstance {
  run(): Promise<{ port: number }>;
  close(): Promise<void>;
  on(event: 'event', listener: (event: { Records: { eventName: string; s3: { object: { key: string } } }[] }) => void): void;
  /** s3rver's winston logger: its console transport is silent, but a request answered after close() still warns on the console. */
  logger: { silent: boolean };
  /** Koa's middleware list (s3rver is a Koa app): composed at run(), so what is put first sees every request. */
  middleware: ((ctx: { method: string; path: string; headers: Record<string, string | undefined> }, next: () => Promise<void>) => Promise<void>)[];
}

/** An object as the bucket keeps it. */
export interface StoredObject {
  bytes: Buffer;
  contentType?: string;
  cacheControl?: string;
}

/** s3rver's own fixed credentials: it checks signatures with them. */
const ACCESS_KEY = 'S3RVER';

/**
 * A real S3 HTTP server (s3rver) on a free loopback port, keeping its objects in a temporary folder
 * removed at stop, with one empty bucket. `env` is what the app needs to use it (STORAGE=s3...); the
 * SDK reads the credentials from AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, set here for this spec
 * file's process (jest gives each file its own process.env). `written` lists each key stored, in order;
 * `madePublic` each key a write asked to be readable by anyone (a public ACL or grant), which s3rver
 * itself ignores. The spec reads the bucket through a client of its own (`object`, `keys`), not the app's.
 */
export class OwnS3 {
  readonly bucket = 'shop-test';
  readonly written: string[] = [];
  readonly madePublic: string[] = [];
  private server?: S3rverInstance;
  private client?: S3Client;
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
    this.server.logger.silent = true;
    this.server.on('event', (event) => {
      for (const record of event.Records) if (record.eventName.startsWith('ObjectCreated')) this.written.push(decodeURIComponent(record.s3.object.key));
    });
    this.server.middleware.unshift(async (ctx, next) => {
      const acl = ctx.headers['x-amz-acl'];
      const publicAcl = acl !== undefined && acl !== 'private' && acl !== 'bucket-owner-full-control';
      const grants = ['x-amz-grant-read', 'x-amz-grant-full-control'].some((header) => /AllUsers|AuthenticatedUsers/.test(ctx.headers[header] ?? ''));
      if (ctx.method === 'PUT' && (publicAcl || grants)) this.madePublic.push(decodeURIComponent(ctx.path.split('/').slice(2).join('/')));
      await next();
    });
    ({ port: this.port } = await this.server.run());
    this.client = new S3Client({
      region: 'us-east-1',
      endpoint: this.endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: ACCESS_KEY, secretAccessKey: ACCESS_KEY },
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  /** The object under a bucket key with the headers it is sent with, or undefined when there is none. */
  async object(key: string): Promise<StoredObject | undefined> {
    try {
      const answer = await this.client!.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      return { bytes: Buffer.from(await answer.Body!.transformToByteArray()), contentType: answer.ContentType, cacheControl: answer.CacheControl };
    } catch (error) {
      if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) return undefined;
      throw error;
    }
  }

  /** The bucket's keys under a prefix, sorted. */
  async keys(prefix: string): Promise<string[]> {
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const page = await this.client!.send(new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, ContinuationToken: token }));
      keys.push(...(page.Contents ?? []).map((entry) => entry.Key!));
      token = page.NextContinuationToken;
    } while (token);
    return keys.sort();
  }

  /** Writes an object as another process of the shop would. */
  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    await this.client!.send(new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: bytes, ContentType: contentType }));
  }

  async stop(): Promise<void> {
    this.client?.destroy();
    await this.server?.close();
    rmSync(this.dir, { recursive: true, force: true });
  }
}
