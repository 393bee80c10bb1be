import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Readable } from 'node:stream';
import type { S3Config } from '../../config/env';
import { type FileStorage, isValidKey, type ObjectInfo, type OpenObject, PRIVATE_AREA, type PutOptions } from './file-storage';

/**
 * The `s3` driver: one bucket (S3_BUCKET, under S3_PREFIX) on AWS or any S3-compatible service
 * (S3_ENDPOINT), through the official client, which also finds the credentials (AWS_ACCESS_KEY_ID and
 * AWS_SECRET_ACCESS_KEY, AWS_PROFILE, an instance or task role). Objects are written private; what is
 * public is the bucket owner's choice of policy on the uploads/ and img/ prefixes (a CDN's origin
 * access), never on private/.
 */
export class S3Storage implements FileStorage {
  readonly driver = 's3';
  readonly client: S3Client;
  readonly publicBase?: string;

  constructor(private readonly config: S3Config) {
    this.client = new S3Client({
      region: config.region,
      endpoint: config.endpoint,
      forcePathStyle: config.forcePathStyle,
      // Checksums only where the operation requires one: S3-compatible services vary in what they accept.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
    if (config.publicUrl) this.publicBase = `${config.publicUrl}/${encodePath(config.prefix)}`.replace(/\/+$/, '');
  }

  get bucket(): string {
    return this.config.bucket;
  }

  /** The bucket's key of a storage key (under S3_PREFIX). */
  objectKey(key: string): string {
    if (!isValidKey(key)) throw new Error(`Not a storage key: ${key}`);
    return `${this.config.prefix}${key}`;
  }

  async put(key: string, bytes: Buffer, options: PutOptions): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.config.bucket,
        Key: this.objectKey(key),
        Body: bytes,
        ContentLength: bytes.length,
        ContentType: options.contentType,
        CacheControl: key.startsWith(PRIVATE_AREA) ? 'private, no-store' : options.cacheControl,
      }),
    );
  }

  async head(key: string): Promise<ObjectInfo | undefined> {
    if (!isValidKey(key)) return undefined;
    try {
      const answer = await this.client.send(new HeadObjectCommand({ Bucket: this.config.bucket, Key: this.objectKey(key) }));
      return { size: answer.ContentLength ?? 0, modified: answer.LastModified ?? new Date(0), etag: answer.ETag ?? '""', contentType: answer.ContentType };
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async open(key: string): Promise<OpenObject | undefined> {
    if (!isValidKey(key)) return undefined;
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.config.bucket, Key: this.objectKey(key) }));
      const body = answer.Body instanceof Readable ? answer.Body : Readable.from([]);
      return {
        size: answer.ContentLength ?? 0,
        modified: answer.LastModified ?? new Date(0),
        etag: answer.ETag ?? '""',
        contentType: answer.ContentType,
        body,
      };
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async read(key: string): Promise<Buffer | undefined> {
    const object = await this.open(key);
    if (!object) return undefined;
    const chunks: Buffer[] = [];
    for await (const chunk of object.body) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  async remove(key: string): Promise<void> {
    if (!isValidKey(key)) return;
    await this.client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: this.objectKey(key) }));
  }

  async problem(): Promise<string | undefined> {
    const where = `bucket "${this.config.bucket}" at ${this.config.endpoint ?? `AWS S3 (${this.config.region})`}`;
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.config.bucket }), { abortSignal: AbortSignal.timeout(5000) });
      return undefined;
    } catch (error) {
      const status = error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
      if (status === 404) return `The ${where} does not exist: create it, or correct S3_BUCKET`;
      if (status === 403 || status === 401)
        return `The ${where} refused the credentials: check AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY (or the role) and their access to the bucket`;
      return `The ${where} could not be reached (${error instanceof Error ? error.message : String(error)}): check S3_ENDPOINT, S3_REGION and the credentials`;
    }
  }

  publicUrl(key: string): string | undefined {
    if (!this.publicBase || key.startsWith(PRIVATE_AREA) || !isValidKey(key)) return undefined;
    return `${this.publicBase}/${encodePath(key)}`;
  }

  close(): void {
    this.client.destroy();
  }
}

const encodePath = (path: string) => path.split('/').map(encodeURIComponent).join('/');

/** Whether the service said there is no such object (or bucket). */
function isMissing(error: unknown): boolean {
  return error instanceof S3ServiceException && (error.$metadata.httpStatusCode === 404 || error.name === 'NotFound' || error.name === 'NoSuchKey');
}
