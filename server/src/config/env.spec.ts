import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { ConfigError, DEMO_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD, loadConfig } from './env';

const SECRET = 'a-secret-that-is-long-enough-for-hs256';

/** The problems a configuration is refused for, or a failure when it is accepted. */
function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected the configuration to be refused');
}

describe(loadConfig.name, () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'shop-env-spec-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  describe('defaults', () => {
    it('fills every setting that is not given', () => {
      const config = loadConfig({ DATA_DIR: dataDir, JWT_SECRET: SECRET });
      expect(config).toEqual({
        nodeEnv: 'development',
        logLevel: 'info',
        http: {
          port: 3000,
          host: '0.0.0.0',
          webConcurrency: availableParallelism(),
          appUrl: 'http://localhost:3000',
          corsOrigins: [],
          bodyLimit: '1mb',
          trustProxy: false,
          hsts: false,
          apiDocs: true,
          serveUi: true,
        },
        files: { dataDir, uploadDir: join(dataDir, 'uploads'), storage: { driver: 'local' } },
        database: { url: undefined, poolSize: 10, embeddedPort: 54329, embeddedDebug: false, sqlCount: false },
        redis: { url: 'redis://127.0.0.1:6379', queuePrefix: 'shop', runWorker: true, outboxPollMs: 1000, scheduleMs: 3_600_000 },
        auth: {
          jwtSecret: SECRET,
          rateLimit: 10,
          rateWindowSeconds: 60,
          loginLockThreshold: 10,
          loginLockMinutes: 15,
          passwordResetIntervalSeconds: 60,
          passwordResetTtlMinutes: 60,
          contactRateLimit: 5,
        },
        mail: { smtpUrl: undefined, from: 'Shop <no-reply@shop.local>' },
        facebook: { graphUrl: 'https://graph.facebook.com', appSecret: undefined },
        seedAdmin: { email: DEMO_ADMIN_EMAIL, password: DEMO_ADMIN_PASSWORD },
        cache: { settingsMs: 5000, catalogMs: 3000 },
        orders: { stripeApiUrl: 'https://api.stripe.com' },
      });
    });

    it('treats blank values as not given', () => {
      const config = loadConfig({ DATA_DIR: dataDir, JWT_SECRET: SECRET, PORT: '  ', BODY_LIMIT: '', LOG_LEVEL: ' ' });
      expect(config.http.port).toBe(3000);
      expect(config.http.bodyLimit).toBe('1mb');
      expect(config.logLevel).toBe('info');
    });

    it('logs warnings only under test', () => {
      expect(loadConfig({ DATA_DIR: dataDir, JWT_SECRET: SECRET, NODE_ENV: 'test' }).logLevel).toBe('warn');
    });

    it('derives the app address from the port', () => {
      expect(loadConfig({ DATA_DIR: dataDir, JWT_SECRET: SECRET, PORT: '8080' }).http.appUrl).toBe('http://localhost:8080');
    });

    it('defaults the data folder to .data under the working directory', () => {
      expect(loadConfig({ JWT_SECRET: SECRET }).files.dataDir).toBe(resolve('.data'));
    });
  });

  describe('values given', () => {
    it('reads and normalises every kind of value', () => {
      const config = loadConfig({
        NODE_ENV: 'production',
        PORT: '8443',
        HOST: '127.0.0.1',
        APP_URL: 'https://shop.example.com//',
        DATA_DIR: dataDir,
        DATABASE_URL: 'postgresql://shop@db:5432/shop',
        EMBEDDED_PG_PORT: '55000',
        DATABASE_POOL_SIZE: '4',
        EMBEDDED_PG_DEBUG: 'true',
        SQL_COUNT: 'true',
        REDIS_URL: 'rediss://cache:6380',
        QUEUE_PREFIX: 'live',
        RUN_WORKER: 'off',
        JWT_SECRET: `  ${SECRET}  `,
        SMTP_URL: 'smtps://mailer:secret@smtp.example.com:465',
        MAIL_FROM: 'Harbour Goods <hello@example.com>',
        CORS_ORIGINS: 'https://a.example.com, ,https://b.example.com ',
        BODY_LIMIT: '512KB',
        LOG_LEVEL: 'debug',
        AUTH_RATE_LIMIT: '25',
        AUTH_RATE_WINDOW_SECONDS: '120',
        PASSWORD_RESET_INTERVAL_SECONDS: '0',
        PASSWORD_RESET_TTL_MINUTES: '30',
        LOGIN_LOCK_THRESHOLD: '5',
        LOGIN_LOCK_MINUTES: '60',
        FACEBOOK_GRAPH_URL: 'http://127.0.0.1:9999/',
        FACEBOOK_APP_SECRET: 'app-secret',
        ADMIN_EMAIL: 'Owner@Example.COM',
        ADMIN_PASSWORD: 'long-enough-password',
        SERVE_UI: 'no',
        OUTBOX_POLL_MS: '50',
        JOB_SCHEDULE_MS: '120000',
        SETTINGS_CACHE_MS: '250',
        CATALOG_CACHE_MS: '0',
        TRUST_PROXY: '10.0.0.0/8, LoopBack,::1',
        WEB_CONCURRENCY: '3',
        HSTS: 'yes',
        API_DOCS: 'on',
      });
      expect(config).toEqual({
        nodeEnv: 'production',
        logLevel: 'debug',
        http: {
          port: 8443,
          host: '127.0.0.1',
          webConcurrency: 3,
          appUrl: 'https://shop.example.com',
          corsOrigins: ['https://a.example.com', 'https://b.example.com'],
          bodyLimit: '512KB',
          trustProxy: ['10.0.0.0/8', 'loopback', '::1'],
          hsts: true,
          apiDocs: true,
          serveUi: false,
        },
        files: { dataDir, uploadDir: join(dataDir, 'uploads'), storage: { driver: 'local' } },
        database: { url: 'postgresql://shop@db:5432/shop', poolSize: 4, embeddedPort: 55000, embeddedDebug: true, sqlCount: true },
        redis: { url: 'rediss://cache:6380', queuePrefix: 'live', runWorker: false, outboxPollMs: 50, scheduleMs: 120_000 },
        auth: {
          jwtSecret: SECRET,
          rateLimit: 25,
          rateWindowSeconds: 120,
          loginLockThreshold: 5,
          loginLockMinutes: 60,
          passwordResetIntervalSeconds: 0,
          passwordResetTtlMinutes: 30,
          contactRateLimit: 5,
        },
        mail: { smtpUrl: 'smtps://mailer:secret@smtp.example.com:465', from: 'Harbour Goods <hello@example.com>' },
        facebook: { graphUrl: 'http://127.0.0.1:9999', appSecret: 'app-secret' },
        seedAdmin: { email: 'owner@example.com', password: 'long-enough-password' },
        cache: { settingsMs: 250, catalogMs: 0 },
        orders: { stripeApiUrl: 'https://api.stripe.com' },
      });
    });

    it('keeps uploads where UPLOAD_DIR says', () => {
      expect(loadConfig({ DATA_DIR: dataDir, JWT_SECRET: SECRET, UPLOAD_DIR: join(dataDir, 'media') }).files.uploadDir).toBe(join(dataDir, 'media'));
    });

    it('reads an S3 bucket with its endpoint, public URL and prefix', () => {
      const config = loadConfig({
        DATA_DIR: dataDir,
        JWT_SECRET: SECRET,
        STORAGE: 's3',
        S3_BUCKET: 'shop-files',
        S3_REGION: 'us-east-1',
        S3_ENDPOINT: 'http://minio:9000/',
        S3_PUBLIC_URL: 'https://cdn.example.com/',
        S3_PREFIX: '/live/',
      });
      expect(config.files.storage).toEqual({
        driver: 's3',
        s3: {
          bucket: 'shop-files',
          region: 'us-east-1',
          endpoint: 'http://minio:9000',
          forcePathStyle: true,
          publicUrl: 'https://cdn.example.com',
          prefix: 'live/',
        },
      });
      const aws = loadConfig({ DATA_DIR: dataDir, JWT_SECRET: SECRET, STORAGE: 's3', S3_BUCKET: 'shop-files', S3_REGION: 'eu-west-1' }).files.storage;
      expect(aws).toEqual({
        driver: 's3',
        s3: { bucket: 'shop-files', region: 'eu-west-1', endpoint: undefined, forcePathStyle: false, publicUrl: undefined, prefix: '' },
      });
    });

    it('refuses S3 storage without its bucket and region, or with wrong addresses', () => {
      expect(() => loadConfig({ DATA_DIR: dataDir, JWT_SECRET: SECRET, STORAGE: 's3' })).toThrow(
        expect.objectContaining({
          problems: ['S3_BUCKET is required when STORAGE is s3', 'S3_REGION is required when STORAGE is s3 (us-east-1 for MinIO, auto for Cloudflare R2)'],
        }),
      );
      expect(() =>
        loadConfig({
          DATA_DIR: dataDir,
          JWT_SECRET: SECRET,
          STORAGE: 's3',
          S3_BUCKET: 'Shop_Files',
          S3_REGION: 'auto',
          S3_ENDPOINT: 'minio:9000',
          S3_PUBLIC_URL: 'ftp://cdn',
        }),
      ).toThrow(
        expect.objectContaining({
          problems: [
            'S3_BUCKET must be a bucket name: 3 to 63 lowercase letters, digits, dots and hyphens (got "Shop_Files")',
            'S3_ENDPOINT must use http: or https: (got "minio:")',
            'S3_PUBLIC_URL must use http: or https: (got "ftp:")',
          ],
        }),
      );
      expect(() => loadConfig({ DATA_DIR: dataDir, JWT_SECRET: SECRET, STORAGE: 'ftp' })).toThrow('STORAGE must be one of local, s3 (got "ftp")');
    });

    it.each([
      ['1', true],
      ['true', true],
      ['YES', true],
      ['on', true],
      ['0', false],
      ['False', false],
      ['no', false],
      ['off', false],
    ])('reads the switch value %s as %s', (value, expected) => {
      expect(loadConfig({ DATA_DIR: dataDir, JWT_SECRET: SECRET, RUN_WORKER: value }).redis.runWorker).toBe(expected);
    });

    it.each([
      ['true', true],
      ['off', false],
      ['0', 0],
      ['2', 2],
      ['loopback', ['loopback']],
      ['127.0.0.1, 10.0.0.0/8 ,fd00::/8,UniqueLocal', ['127.0.0.1', '10.0.0.0/8', 'fd00::/8', 'uniquelocal']],
    ] as const)('reads TRUST_PROXY=%s as %j', (value, expected) => {
      expect(loadConfig({ DATA_DIR: dataDir, JWT_SECRET: SECRET, TRUST_PROXY: value }).http.trustProxy).toEqual(expected);
    });

    it('turns the API docs off in production unless API_DOCS says otherwise', () => {
      expect(loadConfig({ DATA_DIR: dataDir, JWT_SECRET: SECRET, NODE_ENV: 'production' }).http.apiDocs).toBe(false);
      expect(loadConfig({ DATA_DIR: dataDir, JWT_SECRET: SECRET, NODE_ENV: 'production', API_DOCS: 'true' }).http.apiDocs).toBe(true);
      expect(loadConfig({ DATA_DIR: dataDir, JWT_SECRET: SECRET, NODE_ENV: 'test' }).http.apiDocs).toBe(true);
      expect(loadConfig({ DATA_DIR: dataDir, JWT_SECRET: SECRET, API_DOCS: 'false' }).http.apiDocs).toBe(false);
    });

    it('accepts the bounds of a number range', () => {
      expect(loadConfig({ DATA_DIR: dataDir, JWT_SECRET: SECRET, PORT: '1' }).http.port).toBe(1);
      expect(loadConfig({ DATA_DIR: dataDir, JWT_SECRET: SECRET, PORT: '65535' }).http.port).toBe(65535);
    });
  });

  describe('validation', () => {
    it('lists every problem together in one ConfigError', () => {
      let caught: unknown;
      try {
        loadConfig({
          DATA_DIR: dataDir,
          NODE_ENV: 'staging',
          PORT: '70000',
          APP_URL: 'ftp://shop.example.com',
          DATABASE_URL: 'mysql://db/shop',
          REDIS_URL: 'http://cache:6379',
          SMTP_URL: 'not a url',
          FACEBOOK_GRAPH_URL: 'ws://graph.example.com',
          BODY_LIMIT: '10gb',
          LOG_LEVEL: 'loud',
          RUN_WORKER: 'maybe',
          OUTBOX_POLL_MS: '10',
          ADMIN_EMAIL: 'Owner',
          JWT_SECRET: 'too-short',
          ADMIN_PASSWORD: 'short',
        });
      } catch (error) {
        caught = error;
      }
      expect(caught).toBeInstanceOf(ConfigError);
      const problems = (caught as ConfigError).problems;
      expect(problems).toEqual([
        'NODE_ENV must be one of development, production, test (got "staging")',
        'PORT must be an integer from 1 to 65535 (got "70000")',
        'BODY_LIMIT must look like 100kb or 1mb (got "10gb")',
        'APP_URL must use http: or https: (got "ftp:")',
        'DATABASE_URL must use postgres: or postgresql: (got "mysql:")',
        'REDIS_URL must use redis: or rediss: (got "http:")',
        'RUN_WORKER must be true or false (got "maybe")',
        'SMTP_URL must be a URL (got "not a url")',
        'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud")',
        'FACEBOOK_GRAPH_URL must use http: or https: (got "ws:")',
        'OUTBOX_POLL_MS must be an integer from 50 to 60000 (got "10")',
        'ADMIN_EMAIL must be an email address (got "owner")',
        'ADMIN_PASSWORD must be at least 8 characters long',
        'JWT_SECRET must be at least 32 characters long',
      ]);
      expect((caught as ConfigError).message).toBe(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    });

    it.each(['0', '-1', '65536', '80.5', '0x50', 'http'])('refuses PORT=%s', (port) => {
      expect(problemsOf({ DATA_DIR: dataDir, JWT_SECRET: SECRET, PORT: port })).toEqual([`PORT must be an integer from 1 to 65535 (got "${port}")`]);
    });

    it.each(['0', '65', 'two', '1.5'])('refuses WEB_CONCURRENCY=%s', (value) => {
      expect(problemsOf({ DATA_DIR: dataDir, JWT_SECRET: SECRET, WEB_CONCURRENCY: value })).toEqual([
        `WEB_CONCURRENCY must be an integer from 1 to 64 (got "${value}")`,
      ]);
    });

    it.each(['1 mb', '1gb', 'mb', '100', '1.5mb'])('refuses BODY_LIMIT=%s', (limit) => {
      expect(problemsOf({ DATA_DIR: dataDir, JWT_SECRET: SECRET, BODY_LIMIT: limit })).toEqual([`BODY_LIMIT must look like 100kb or 1mb (got "${limit}")`]);
    });

    it.each(['maybe', '10.0.0.300', '10.0.0.0/33', 'loopback,,proxy.example.com', '::1/129', '101', ','])('refuses TRUST_PROXY=%s', (value) => {
      expect(problemsOf({ DATA_DIR: dataDir, JWT_SECRET: SECRET, TRUST_PROXY: value })).toEqual([
        `TRUST_PROXY must be true, false, a number of proxy hops (0 to 100), or a comma-separated list of addresses, CIDR ranges or loopback, linklocal, uniquelocal (got "${value}")`,
      ]);
    });

    it('refuses HSTS and API_DOCS values that are not switches', () => {
      expect(problemsOf({ DATA_DIR: dataDir, JWT_SECRET: SECRET, HSTS: 'always', API_DOCS: 'public' })).toEqual([
        'HSTS must be true or false (got "always")',
        'API_DOCS must be true or false (got "public")',
      ]);
    });

    it('refuses a JWT_SECRET shorter than 32 characters and accepts one of exactly 32', () => {
      expect(problemsOf({ DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(31) })).toEqual(['JWT_SECRET must be at least 32 characters long']);
      expect(loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(32) }).auth.jwtSecret).toBe('x'.repeat(32));
    });

    it('requires JWT_SECRET in production, and writes no secret file then', () => {
      expect(problemsOf({ DATA_DIR: dataDir, NODE_ENV: 'production' })).toEqual(['JWT_SECRET is required when NODE_ENV is production']);
      expect(existsSync(join(dataDir, 'jwt-secret'))).toBe(false);
    });

    it('reports a missing production JWT_SECRET beside the other problems', () => {
      expect(problemsOf({ DATA_DIR: dataDir, NODE_ENV: 'production', PORT: 'eighty' })).toEqual([
        'PORT must be an integer from 1 to 65535 (got "eighty")',
        'JWT_SECRET is required when NODE_ENV is production',
      ]);
    });

    it.each(['owner', 'owner@localhost', 'owner@@example.com'])('refuses ADMIN_EMAIL=%s, which could never log in', (email) => {
      expect(problemsOf({ DATA_DIR: dataDir, JWT_SECRET: SECRET, ADMIN_EMAIL: email })).toEqual([`ADMIN_EMAIL must be an email address (got "${email}")`]);
    });

    it('refuses an ADMIN_PASSWORD shorter than 8 characters', () => {
      expect(problemsOf({ DATA_DIR: dataDir, JWT_SECRET: SECRET, ADMIN_PASSWORD: '1234567' })).toEqual(['ADMIN_PASSWORD must be at least 8 characters long']);
    });

    it('writes no secret file for a configuration it refuses', () => {
      expect(problemsOf({ DATA_DIR: dataDir, PORT: '0' })).toEqual(['PORT must be an integer from 1 to 65535 (got "0")']);
      expect(existsSync(join(dataDir, 'jwt-secret'))).toBe(false);
    });
  });

  describe('development JWT secret', () => {
    it('makes a random secret once and keeps it in the data folder', () => {
      const first = loadConfig({ DATA_DIR: dataDir });
      const file = join(dataDir, 'jwt-secret');
      expect(first.auth.jwtSecret).toMatch(/^[0-9a-f]{96}$/);
      expect(readFileSync(file, 'utf8')).toBe(first.auth.jwtSecret);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'test' }).auth.jwtSecret).toBe(first.auth.jwtSecret);
    });

    it('gives each data folder its own secret', () => {
      const other = mkdtempSync(join(tmpdir(), 'shop-env-spec-'));
      try {
        expect(loadConfig({ DATA_DIR: other }).auth.jwtSecret).not.toBe(loadConfig({ DATA_DIR: dataDir }).auth.jwtSecret);
      } finally {
        rmSync(other, { recursive: true, force: true });
      }
    });

    it('creates a data folder that does not exist yet', () => {
      const nested = join(dataDir, 'a', 'b');
      const config = loadConfig({ DATA_DIR: nested });
      expect(readFileSync(join(nested, 'jwt-secret'), 'utf8')).toBe(config.auth.jwtSecret);
    });

    it('prefers JWT_SECRET over the stored secret and leaves the file alone', () => {
      const stored = loadConfig({ DATA_DIR: dataDir }).auth.jwtSecret;
      expect(loadConfig({ DATA_DIR: dataDir, JWT_SECRET: SECRET }).auth.jwtSecret).toBe(SECRET);
      expect(readFileSync(join(dataDir, 'jwt-secret'), 'utf8')).toBe(stored);
    });

    it('reads a stored secret without its surrounding whitespace', () => {
      writeFileSync(join(dataDir, 'jwt-secret'), `${SECRET}\n`);
      expect(loadConfig({ DATA_DIR: dataDir }).auth.jwtSecret).toBe(SECRET);
    });

    it('refuses a stored secret that is too short', () => {
      const file = join(dataDir, 'jwt-secret');
      writeFileSync(file, '\n');
      expect(problemsOf({ DATA_DIR: dataDir })).toEqual([`${file} must hold a secret of at least 32 characters: delete it to have a new one made`]);
    });
  });
});
