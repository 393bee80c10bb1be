import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { isEmail } from 'class-validator';

/** Everything the server reads from the environment, validated once at start. */
export interface AppConfig {
  nodeEnv: 'development' | 'production' | 'test';
  logLevel: string;
  http: HttpConfig;
  files: FilesConfig;
  database: DatabaseConfig;
  redis: RedisConfig;
  auth: AuthConfig;
  mail: MailConfig;
  facebook: FacebookConfig;
  seedAdmin: SeedAdminConfig;
  cache: CacheConfig;
  orders: OrdersConfig;
}

/** The HTTP server: where it listens, its public address, and what it accepts and sends. */
export interface HttpConfig {
  port: number;
  /** Web processes serving the port (node:cluster); 1: the server is one process. */
  webConcurrency: number;
  host: string;
  appUrl: string;
  corsOrigins: string[];
  bodyLimit: string;
  /** Express's 'trust proxy': false (default), true, a hop count, or addresses/CIDRs/names (loopback...). */
  trustProxy: TrustProxy;
  /** Send Strict-Transport-Security on every answer, not only on requests that came over HTTPS. */
  hsts: boolean;
  /** Serve the OpenAPI docs at /api/docs and /api/docs-json. */
  apiDocs: boolean;
  serveUi: boolean;
}

/** Folders on disk (the data folder, the uploaded files) and where the shop's files are kept (STORAGE). */
export interface FilesConfig {
  dataDir: string;
  uploadDir: string;
  storage: StorageConfig;
}

/**
 * Where uploads, their image copies and private documents are kept: `local` (UPLOAD_DIR and
 * DATA_DIR/private, one machine) or `s3` (one bucket that every web and worker process shares).
 */
export type StorageConfig = { driver: 'local' } | { driver: 's3'; s3: S3Config };

/** An S3-compatible bucket (AWS, Cloudflare R2, MinIO). Credentials come from the AWS SDK's usual chain (AWS_ACCESS_KEY_ID...). */
export interface S3Config {
  bucket: string;
  region: string;
  /** Another S3-compatible service's address (S3_ENDPOINT); undefined: AWS itself. */
  endpoint?: string;
  /** Bucket in the path (http://host/bucket/key) rather than the host name: MinIO and most local services. */
  forcePathStyle: boolean;
  /** Where the bucket's public objects (uploads/, img/) are read from by browsers, e.g. a CDN; undefined: through this server. */
  publicUrl?: string;
  /** Prepended to every key (S3_PREFIX), so several shops can share a bucket; empty or ending in "/". */
  prefix: string;
}

/** PostgreSQL: the given database, or the embedded one, and the connection pool. */
export interface DatabaseConfig {
  url?: string;
  /** Connections per process (DATABASE_POOL_SIZE). */
  poolSize: number;
  embeddedPort: number;
  /** Print the embedded PostgreSQL's own log lines (EMBEDDED_PG_DEBUG). */
  embeddedDebug: boolean;
  /** Count the SQL statements of each request into an X-Sql-Count header (SQL_COUNT, for benchmarks). */
  sqlCount: boolean;
}

/** Redis and what runs on it: the key prefix, the job worker and the outbox relay. */
export interface RedisConfig {
  url: string;
  queuePrefix: string;
  runWorker: boolean;
  outboxPollMs: number;
  /** How often the repeating jobs (points and membership expiry) run. */
  scheduleMs: number;
}

/** Sign-in: the token secret, the rate limit, the account lock and password resets. */
export interface AuthConfig {
  jwtSecret: string;
  rateLimit: number;
  rateWindowSeconds: number;
  /** Failed sign-ins to one account (within loginLockMinutes) after which it is locked for loginLockMinutes. */
  loginLockThreshold: number;
  loginLockMinutes: number;
  passwordResetIntervalSeconds: number;
  passwordResetTtlMinutes: number;
  /** Messages one address may send through the contact page within an hour (CONTACT_RATE_LIMIT). */
  contactRateLimit: number;
}

/** Outgoing mail: the SMTP server (without one, the dev mailbox is the transport) and the sender. */
export interface MailConfig {
  smtpUrl?: string;
  from: string;
}

/** Facebook login: the Graph API address and the app secret. */
export interface FacebookConfig {
  graphUrl: string;
  appSecret?: string;
}

/** The admin account seeded with the demo shop into a database that has no admin yet. */
export interface SeedAdminConfig {
  email: string;
  password: string;
}

/** Orders (how long an unpaid order holds its stock is the shop setting order_hold_minutes). */
export interface OrdersConfig {
  /** Where the Stripe client sends its calls (STRIPE_API_URL): Stripe itself, or a local stand-in in tests. */
  stripeApiUrl: string;
}

/** How long the settings and the catalogue reads are kept in memory, in milliseconds. */
export interface CacheConfig {
  settingsMs: number;
  catalogMs: number;
}

/** What Express's 'trust proxy' setting is given (see TRUST_PROXY). */
export type TrustProxy = boolean | number | string[];

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

export const DEMO_ADMIN_EMAIL = 'admin@demo.shop';
export const DEMO_ADMIN_PASSWORD = 'demo-admin-2026';

type Env = Record<string, string | undefined>;

class Reader {
  readonly problems: string[] = [];
  constructor(private readonly env: Env) {}

  raw(name: string): string | undefined {
    const value = this.env[name];
    return value === undefined || value.trim() === '' ? undefined : value.trim();
  }

  string(name: string, fallback: string): string {
    return this.raw(name) ?? fallback;
  }

  int(name: string, fallback: number, min: number, max: number): number {
    const value = this.raw(name);
    if (value === undefined) return fallback;
    const parsed = Number(value);
    if (!/^-?\d+$/.test(value) || parsed < min || parsed > max) {
      this.problems.push(`${name} must be an integer from ${min} to ${max} (got "${value}")`);
      return fallback;
    }
    return parsed;
  }

  bool(name: string, fallback: boolean): boolean {
    const value = this.raw(name)?.toLowerCase();
    if (value === undefined) return fallback;
    if (['1', 'true', 'yes', 'on'].includes(value)) return true;
    if (['0', 'false', 'no', 'off'].includes(value)) return false;
    this.problems.push(`${name} must be true or false (got "${value}")`);
    return fallback;
  }

  url(name: string, fallback: string | undefined, protocols: string[]): string | undefined {
    const value = this.raw(name) ?? fallback;
    if (value === undefined) return undefined;
    try {
      const parsed = new URL(value);
      if (!protocols.includes(parsed.protocol)) {
        this.problems.push(`${name} must use ${protocols.join(' or ')} (got "${parsed.protocol}")`);
      }
    } catch {
      this.problems.push(`${name} must be a URL (got "${value}")`);
    }
    return value;
  }

  oneOf<T extends string>(name: string, fallback: T, allowed: readonly T[]): T {
    const value = this.raw(name);
    if (value === undefined) return fallback;
    if (!allowed.includes(value as T)) {
      this.problems.push(`${name} must be one of ${allowed.join(', ')} (got "${value}")`);
      return fallback;
    }
    return value as T;
  }
}

/** Names Express (proxy-addr) accepts for address ranges in 'trust proxy'. */
const PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/** An IPv4 or IPv6 address, optionally with a /prefix length. */
function isAddressOrRange(value: string): boolean {
  const [address, prefix, ...rest] = value.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: which proxies' X-Forwarded-For / X-Forwarded-Proto are believed (client address for the
 * sign-in limits, HTTPS for HSTS). Off unless configured: a client could otherwise pick its own address.
 */
function readTrustProxy(reader: Reader): TrustProxy {
  const value = reader.raw('TRUST_PROXY');
  if (value === undefined) return false;
  const lower = value.toLowerCase();
  if (['true', 'yes', 'on'].includes(lower)) return true;
  if (['false', 'no', 'off'].includes(lower)) return false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops <= 100) return hops;
  }
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const wrong = entries.filter((entry) => !PROXY_NAMES.includes(entry.toLowerCase()) && !isAddressOrRange(entry));
  if (entries.length === 0 || wrong.length > 0) {
    reader.problems.push(
      `TRUST_PROXY must be true, false, a number of proxy hops (0 to 100), or a comma-separated list of addresses, CIDR ranges or ${PROXY_NAMES.join(', ')} (got "${value}")`,
    );
    return false;
  }
  return entries.map((entry) => (PROXY_NAMES.includes(entry.toLowerCase()) ? entry.toLowerCase() : entry));
}

/** S3 bucket names: 3 to 63 lowercase letters, digits, dots and hyphens, starting and ending with a letter or digit. */
const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

/**
 * STORAGE and, for `s3`, the bucket's settings: S3_BUCKET and S3_REGION are required (a service
 * without regions takes any, e.g. us-east-1 for MinIO, auto for R2); S3_ENDPOINT and S3_PUBLIC_URL are
 * http(s) addresses. The credentials are the AWS SDK's own (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY,
 * AWS_PROFILE, an instance role), so none of them passes through here.
 */
function readStorage(r: Reader): StorageConfig {
  const driver = r.oneOf('STORAGE', 'local', ['local', 's3'] as const);
  if (driver === 'local') return { driver };
  const bucket = r.raw('S3_BUCKET') ?? '';
  if (!bucket) r.problems.push('S3_BUCKET is required when STORAGE is s3');
  else if (!BUCKET_NAME.test(bucket)) r.problems.push(`S3_BUCKET must be a bucket name: 3 to 63 lowercase letters, digits, dots and hyphens (got "${bucket}")`);
  const region = r.raw('S3_REGION') ?? '';
  if (!region) r.problems.push('S3_REGION is required when STORAGE is s3 (us-east-1 for MinIO, auto for Cloudflare R2)');
  const endpoint = r.url('S3_ENDPOINT', undefined, ['http:', 'https:'])?.replace(/\/+$/, '');
  const forcePathStyle = r.bool('S3_FORCE_PATH_STYLE', endpoint !== undefined);
  const publicUrl = r.url('S3_PUBLIC_URL', undefined, ['http:', 'https:'])?.replace(/\/+$/, '');
  const prefix = (r.raw('S3_PREFIX') ?? '').replace(/^\/+|\/+$/g, '');
  if (prefix && !/^[A-Za-z0-9._/-]+$/.test(prefix)) r.problems.push(`S3_PREFIX may hold only letters, digits, ".", "_", "-" and "/" (got "${prefix}")`);
  return { driver, s3: { bucket, region, endpoint, forcePathStyle, publicUrl, prefix: prefix ? `${prefix}/` : '' } };
}

/** The JWT secret: JWT_SECRET, or outside production a random one kept in the data folder. */
function resolveJwtSecret(reader: Reader, nodeEnv: string, dataDir: string): string {
  const given = reader.raw('JWT_SECRET');
  if (given !== undefined) {
    if (given.length < 32) reader.problems.push('JWT_SECRET must be at least 32 characters long');
    return given;
  }
  if (nodeEnv === 'production') {
    reader.problems.push('JWT_SECRET is required when NODE_ENV is production');
    return '';
  }
  // A configuration that will be refused leaves the data folder alone.
  if (reader.problems.length > 0) return '';
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length < 32) reader.problems.push(`${file} must hold a secret of at least 32 characters: delete it to have a new one made`);
    return stored;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(env: Env = process.env): AppConfig {
  const r = new Reader(env);
  const nodeEnv = r.oneOf('NODE_ENV', 'development', ['development', 'production', 'test'] as const);
  const port = r.int('PORT', 3000, 1, 65535);
  const dataDir = resolve(r.string('DATA_DIR', '.data'));
  const limitPattern = /^\d+(kb|mb)$/i;
  const bodyLimit = r.string('BODY_LIMIT', '1mb');
  if (!limitPattern.test(bodyLimit)) r.problems.push(`BODY_LIMIT must look like 100kb or 1mb (got "${bodyLimit}")`);

  // Read in this order: ConfigError lists the problems in the order they are found.
  const host = r.string('HOST', '0.0.0.0');
  const webConcurrency = r.int('WEB_CONCURRENCY', availableParallelism(), 1, 64);
  const appUrl = (r.url('APP_URL', `http://localhost:${port}`, ['http:', 'https:']) ?? '').replace(/\/+$/, '');
  const uploadDir = resolve(r.string('UPLOAD_DIR', join(dataDir, 'uploads')));
  const storage = readStorage(r);
  const databaseUrl = r.url('DATABASE_URL', undefined, ['postgres:', 'postgresql:']);
  const databasePoolSize = r.int('DATABASE_POOL_SIZE', 10, 1, 500);
  const embeddedPgPort = r.int('EMBEDDED_PG_PORT', 54329, 1024, 65535);
  const embeddedPgDebug = r.bool('EMBEDDED_PG_DEBUG', false);
  const sqlCount = r.bool('SQL_COUNT', false);
  const redisUrl = r.url('REDIS_URL', 'redis://127.0.0.1:6379', ['redis:', 'rediss:']) ?? '';
  const queuePrefix = r.string('QUEUE_PREFIX', 'shop');
  const runWorker = r.bool('RUN_WORKER', true);
  const smtpUrl = r.url('SMTP_URL', undefined, ['smtp:', 'smtps:']);
  const mailFrom = r.string('MAIL_FROM', 'Shop <no-reply@shop.local>');
  const corsOrigins = (r.raw('CORS_ORIGINS') ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  const logLevel = r.oneOf('LOG_LEVEL', nodeEnv === 'test' ? 'warn' : 'info', ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const);
  const authRateLimit = r.int('AUTH_RATE_LIMIT', 10, 1, 100000);
  const contactRateLimit = r.int('CONTACT_RATE_LIMIT', 5, 1, 100000);
  const authRateWindowSeconds = r.int('AUTH_RATE_WINDOW_SECONDS', 60, 1, 86400);
  const passwordResetIntervalSeconds = r.int('PASSWORD_RESET_INTERVAL_SECONDS', 60, 0, 86400);
  const passwordResetTtlMinutes = r.int('PASSWORD_RESET_TTL_MINUTES', 60, 1, 10080);
  const loginLockThreshold = r.int('LOGIN_LOCK_THRESHOLD', 10, 3, 1000);
  const loginLockMinutes = r.int('LOGIN_LOCK_MINUTES', 15, 1, 1440);
  const facebookGraphUrl = (r.url('FACEBOOK_GRAPH_URL', 'https://graph.facebook.com', ['http:', 'https:']) ?? '').replace(/\/+$/, '');
  const facebookAppSecret = r.raw('FACEBOOK_APP_SECRET');
  const adminEmail = r.string('ADMIN_EMAIL', DEMO_ADMIN_EMAIL).toLowerCase();
  const adminPassword = r.string('ADMIN_PASSWORD', DEMO_ADMIN_PASSWORD);
  const serveUi = r.bool('SERVE_UI', true);
  const outboxPollMs = r.int('OUTBOX_POLL_MS', 1000, 50, 60000);
  const scheduleMs = r.int('JOB_SCHEDULE_MS', 3_600_000, 60_000, 86_400_000);
  const settingsCacheMs = r.int('SETTINGS_CACHE_MS', nodeEnv === 'test' ? 0 : 5000, 0, 600000);
  const catalogCacheMs = r.int('CATALOG_CACHE_MS', nodeEnv === 'test' ? 0 : 3000, 0, 600000);
  const stripeApiUrl = (r.url('STRIPE_API_URL', 'https://api.stripe.com', ['http:', 'https:']) ?? '').replace(/\/+$/, '');
  const trustProxy = readTrustProxy(r);
  const hsts = r.bool('HSTS', false);
  const apiDocs = r.bool('API_DOCS', nodeEnv !== 'production');
  // Checked as the login form checks it, so the first admin can always sign in.
  if (!isEmail(adminEmail)) r.problems.push(`ADMIN_EMAIL must be an email address (got "${adminEmail}")`);
  if (adminPassword.length < 8) r.problems.push('ADMIN_PASSWORD must be at least 8 characters long');
  const jwtSecret = resolveJwtSecret(r, nodeEnv, dataDir);
  if (r.problems.length > 0) throw new ConfigError(r.problems);

  return {
    nodeEnv,
    logLevel,
    http: { port, host, webConcurrency, appUrl, corsOrigins, bodyLimit, trustProxy, hsts, apiDocs, serveUi },
    files: { dataDir, uploadDir, storage },
    database: { url: databaseUrl, poolSize: databasePoolSize, embeddedPort: embeddedPgPort, embeddedDebug: embeddedPgDebug, sqlCount },
    redis: { url: redisUrl, queuePrefix, runWorker, outboxPollMs, scheduleMs },
    auth: {
      jwtSecret,
      rateLimit: authRateLimit,
      rateWindowSeconds: authRateWindowSeconds,
      loginLockThreshold,
      loginLockMinutes,
      passwordResetIntervalSeconds,
      passwordResetTtlMinutes,
      contactRateLimit,
    },
    mail: { smtpUrl, from: mailFrom },
    facebook: { graphUrl: facebookGraphUrl, appSecret: facebookAppSecret },
    seedAdmin: { email: adminEmail, password: adminPassword },
    cache: { settingsMs: settingsCacheMs, catalogMs: catalogCacheMs },
    orders: { stripeApiUrl },
  };
}

export const APP_CONFIG = Symbol('APP_CONFIG');

/**
 * What tools outside the app (the migration CLI, the test setup, the bench) read before any config
 * exists: the database URL and the log level. Environment reads stay in this file.
 */
export const toolEnv = (env: Env = process.env) => ({ databaseUrl: env.DATABASE_URL, logLevel: env.LOG_LEVEL });
