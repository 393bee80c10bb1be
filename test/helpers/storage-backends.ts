import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, sep } from 'node:path';
import { eventually } from './app';
import { OwnS3 } from './s3-server';

export type StorageDriver = 'local' | 's3';

/** The backends every spec that touches files runs its file tests on. */
export const STORAGE_DRIVERS: readonly StorageDriver[] = ['local', 's3'];

/**
 * The storage one pass of a spec's file tests runs on: `local`, the folders of a data folder of its own
 * (DATA_DIR/uploads, its .variants and DATA_DIR/private), or `s3`, a bucket on a real S3 HTTP server on
 * loopback (s3rver), started for the pass. The apps a pass starts with `env` share it, as the web and
 * worker processes of one shop share a volume or a bucket. The checks read what is kept as an operator
 * would, independently of the app: the files on disk, or the bucket through an S3 client of the spec's own.
 */
export class StorageUnderTest {
  private dir = '';
  private s3?: OwnS3;

  constructor(readonly driver: StorageDriver) {}

  /** What an app started with startTestApp needs to keep its files here. */
  get env(): Record<string, string> {
    return { DATA_DIR: this.dir, ...(this.s3?.env ?? {}) };
  }

  /** The S3 server of an `s3` pass (for checks only a bucket has, such as the keys written in order). */
  get bucket(): OwnS3 | undefined {
    return this.s3;
  }

  async start(): Promise<void> {
    this.dir = mkdtempSync(join(tmpdir(), `shop-${this.driver}-`));
    if (this.driver === 's3') {
      this.s3 = new OwnS3();
      await this.s3.start();
    }
  }

  /** Stops the S3 server and removes the data folder; an `s3` pass fails if its apps kept any file of the shop on disk. */
  async stop(): Promise<void> {
    await this.s3?.stop();
    const onDisk = this.s3 ? [...filesUnder(join(this.dir, 'uploads')), ...filesUnder(join(this.dir, 'private'))] : [];
    rmSync(this.dir, { recursive: true, force: true });
    if (onDisk.length > 0) throw new Error(`STORAGE=s3 kept files on disk: ${onDisk.slice(0, 5).join(', ')}`);
  }

  /** The bytes kept under a storage key (`uploads/...`, `img/<width>/<format>/...`, `private/...`), or undefined. */
  async read(key: string): Promise<Buffer | undefined> {
    if (this.s3) return (await this.s3.object(key))?.bytes;
    const file = this.fileOf(key);
    return existsSync(file) ? readFileSync(file) : undefined;
  }

  /** Whether something is kept under a key. */
  async has(key: string): Promise<boolean> {
    return (await this.read(key)) !== undefined;
  }

  /** Waits for the key to be gone (files are deleted once the change that stopped naming them commits). */
  async gone(key: string, what = `${key} to be deleted`): Promise<void> {
    await eventually(async () => !(await this.has(key)), 5000, what);
  }

  /** The keys kept under a prefix of the uploads/ or private/ area (`uploads/site/`), sorted. */
  async keys(prefix: string): Promise<string[]> {
    if (this.s3) return this.s3.keys(prefix);
    const [area, ...rest] = prefix.split('/');
    if (area !== 'uploads' && area !== 'private') throw new Error(`keys() lists the uploads/ and private/ areas, not ${prefix}`);
    const root = join(this.dir, area);
    return filesUnder(join(root, ...rest))
      .map((file) => `${area}/${relative(root, file).split(sep).join('/')}`)
      .filter((key) => key.startsWith(prefix))
      .sort();
  }

  /** Keeps a file under a key as another process of the shop would have (a picture put there by the import, say). */
  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    if (this.s3) return this.s3.put(key, bytes, contentType);
    const file = this.fileOf(key);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, bytes);
  }

  /**
   * Checks that a private object (an ebook, a form file) is kept and cannot be read by the public: on
   * disk outside the uploads folder the server publishes; in the bucket, written without any public ACL
   * or grant and sent, even by a misconfigured CDN, with `Cache-Control: private, no-store`.
   */
  async expectPrivate(key: string): Promise<void> {
    if (!key.startsWith('private/')) throw new Error(`${key} is not in the private area`);
    if (this.s3) {
      const object = await this.s3.object(key);
      if (!object) throw new Error(`${key} is not in the bucket`);
      if (object.cacheControl !== 'private, no-store') throw new Error(`${key} is sent with Cache-Control ${object.cacheControl}`);
      if (this.s3.madePublic.includes(key)) throw new Error(`${key} was written readable by anyone`);
      return;
    }
    const file = this.fileOf(key);
    if (!existsSync(file)) throw new Error(`${file} does not exist`);
    if (!relative(join(this.dir, 'uploads'), file).startsWith('..')) throw new Error(`${file} is inside the published uploads folder`);
  }

  /** The local driver's file of a key: the folders of the data folder (the layout shops before storage drivers have on disk). */
  private fileOf(key: string): string {
    const [area, ...rest] = key.split('/');
    if (area === 'uploads') return join(this.dir, 'uploads', ...rest);
    if (area === 'private') return join(this.dir, 'private', ...rest);
    if (area === 'img') {
      const [width, format, ...path] = rest;
      return join(this.dir, 'uploads', '.variants', width, format, ...path.slice(0, -1), `${path.at(-1)}.${format}`);
    }
    throw new Error(`Not a storage key: ${key}`);
  }
}

/** The files in a folder and its sub-folders (none when it does not exist). */
function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)]));
}

/**
 * Declares a spec's file tests once and runs them on each storage backend (STORAGE=local, then
 * STORAGE=s3), in a describe block per backend named after it. The body starts its app(s) with
 * `storage.env` in its own beforeAll, after the storage has started; the storage stops after the body's
 * afterAll hooks (jest runs them in the order they are declared).
 */
export function forEachStorage(title: string, body: (storage: StorageUnderTest) => void): void {
  describe.each(STORAGE_DRIVERS)(`${title} (STORAGE=%s)`, (driver) => {
    const storage = new StorageUnderTest(driver);
    beforeAll(() => storage.start());
    body(storage);
    afterAll(() => storage.stop());
  });
}
