import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { ConfigError } from './config-error.ts';

export { ConfigError };

/** Where this package lives, so defaults do not depend on the working directory. */
export const SERVER_PACKAGE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DEFAULT_WEB_DIST = path.resolve(SERVER_PACKAGE_DIR, '../web/dist');

export type RateLimitRule = { max: number; windowMs: number };

export type RateLimits = {
  loginPerIp: RateLimitRule;
  loginPerEmail: RateLimitRule;
  registerPerIp: RateLimitRule;
  registerPerEmail: RateLimitRule;
  resetPerIp: RateLimitRule;
  resetPerEmail: RateLimitRule;
  contactPerIp: RateLimitRule;
  /** Everything else under /api (per IP). */
  apiPerIp: RateLimitRule;
};

export const DEFAULT_RATE_LIMITS: RateLimits = {
  loginPerIp: { max: 10, windowMs: 60_000 },
  loginPerEmail: { max: 5, windowMs: 60_000 },
  registerPerIp: { max: 10, windowMs: 60_000 },
  registerPerEmail: { max: 5, windowMs: 60_000 },
  resetPerIp: { max: 5, windowMs: 60_000 },
  resetPerEmail: { max: 3, windowMs: 60_000 },
  contactPerIp: { max: 5, windowMs: 60_000 },
  apiPerIp: { max: 600, windowMs: 60_000 },
};

export type S3StoreConfig = {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
};

/** Where uploaded files are kept (decision 005): in the database, or an S3-compatible store. */
export type FileStoreConfig = { kind: 'database' } | ({ kind: 's3' } & S3StoreConfig);

/** Job-queue timings (pg-boss). */
export type QueueTimings = {
  /** Seconds between polls of an idle worker. */
  pollingIntervalS: number;
  /** Seconds between maintenance runs (expiring the jobs of killed workers). */
  maintenanceIntervalS: number;
  /** A parse job expires (and is retried) PARSE_TIMEOUT_S + this many seconds after it started. */
  expireGraceS: number;
  /** Seconds before a failed or expired parse job is retried (doubled each time with backoff). */
  retryDelayS: number;
  retryBackoff: boolean;
};

export const DEFAULT_QUEUE_TIMINGS: QueueTimings = {
  pollingIntervalS: 2,
  maintenanceIntervalS: 30,
  expireGraceS: 30,
  retryDelayS: 10,
  retryBackoff: true,
};

/**
 * BSP_TEST_FAST_QUEUE=1 (tests only: fault and crash tests that kill processes): a killed
 * worker's job is retried within seconds instead of a minute. Never set it in production: a
 * slow parse would be started again elsewhere while it still runs.
 */
export const FAST_QUEUE_TIMINGS: QueueTimings = {
  pollingIntervalS: 0.5,
  maintenanceIntervalS: 1,
  expireGraceS: 3,
  retryDelayS: 1,
  retryBackoff: false,
};

/**
 * The optional local language model (decision 029): an OpenAI-compatible endpoint (Ollama, vLLM)
 * asked only about uncertain merchants. Unset BSP_LLM_BASE_URL → undefined, the feature is off.
 */
export type LlmConfig = {
  /** e.g. http://127.0.0.1:11434/v1 (no trailing slash); `/chat/completions` is appended. */
  baseUrl: string;
  model: string;
  /** Sent as a bearer token when set (vLLM --api-key, hosted gateways). */
  apiKey: string | undefined;
  /** Merchants per request. */
  batchSize: number;
  /** Time limit of one request (ms). */
  timeoutMs: number;
};

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  /** Unset → embedded PGlite in `${dataDir}/db`. */
  databaseUrl: string | undefined;
  publicUrl: string;
  /** Unset → emails are written as .eml files to `${dataDir}/outbox`. */
  smtpUrl: string | undefined;
  mailFrom: string;
  contactEmailTo: string | undefined;
  logLevel: string;
  webDist: string;
  trustProxy: boolean | string | number;
  rateLimits: RateLimits;
  /** AES-256 key (64 hex chars) for stored PDF passwords; unset → DATA_DIR/secret.key. */
  secretKey: string | undefined;
  /** Statement-parsing jobs run at once per process; unset → 1 on PGlite, 2 on PostgreSQL. */
  workerConcurrency: number;
  /** Hard time limit of one statement parse (seconds). */
  parseTimeoutS: number;
  /**
   * Time a client has to send a whole request, body included (ms): a slow upload (bytes trickled,
   * "slowloris") is cut off with 408 instead of holding its connection for ever.
   */
  requestTimeoutMs: number;
  /** Heap limit of the isolated parser thread (MB). */
  parseMemoryMb: number;
  /** FILE_STORE (+ S3_*): default the database. */
  fileStore: FileStoreConfig;
  /** Job-queue timings: DEFAULT_QUEUE_TIMINGS unless BSP_TEST_FAST_QUEUE=1. */
  queue: QueueTimings;
  /** BSP_LLM_*: the optional local language model; undefined → off (decision 029). */
  llm: LlmConfig | undefined;
};

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const optional = (value: string | undefined) =>
  value === undefined || value.trim() === '' ? undefined : value.trim();

function check<T>(name: string, schema: z.ZodType<T>, raw: string | undefined, hint: string): T {
  const result = schema.safeParse(raw);
  if (!result.success) {
    throw new ConfigError(`${name} ${hint}, got ${JSON.stringify(raw)}`);
  }
  return result.data;
}

const urlWithProtocols = (protocols: string[]) =>
  z.string().refine((value) => {
    try {
      return protocols.includes(new URL(value).protocol);
    } catch {
      return false;
    }
  });

function parseTrustProxy(raw: string | undefined): boolean | string | number {
  if (raw === undefined) return false;
  if (raw === 'true') return true;
  if (raw === 'false') return false;
  if (/^\d+$/.test(raw)) return Number(raw);
  return raw; // comma-separated addresses / CIDRs, as Fastify accepts
}

/**
 * Reads and validates the environment. Throws ConfigError whose message names the variable.
 * `overrides` lets tests and embedders replace any resolved value.
 */
export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  overrides: Partial<Config> = {},
): Config {
  const port = check(
    'PORT',
    z.coerce.number().int().min(0).max(65535),
    optional(env.PORT) ?? '3000',
    'must be an integer between 0 and 65535',
  );
  const host = optional(env.HOST) ?? '0.0.0.0';
  const dataDir = path.resolve(optional(env.DATA_DIR) ?? './data');
  const rawDbUrl = optional(env.DATABASE_URL);
  const databaseUrl =
    rawDbUrl === undefined
      ? undefined
      : check(
          'DATABASE_URL',
          urlWithProtocols(['postgres:', 'postgresql:']),
          rawDbUrl,
          'must be a postgres:// URL',
        );
  const publicUrl = check(
    'PUBLIC_URL',
    urlWithProtocols(['http:', 'https:']),
    optional(env.PUBLIC_URL) ?? `http://localhost:${port === 0 ? 3000 : port}`,
    'must be an http:// or https:// URL',
  ).replace(/\/+$/, '');
  const rawSmtp = optional(env.SMTP_URL);
  const smtpUrl =
    rawSmtp === undefined
      ? undefined
      : check(
          'SMTP_URL',
          urlWithProtocols(['smtp:', 'smtps:']),
          rawSmtp,
          'must be an smtp:// or smtps:// URL',
        );
  const mailFrom = check(
    'MAIL_FROM',
    z.string().min(3).includes('@'),
    optional(env.MAIL_FROM) ?? 'BSP <no-reply@localhost>',
    'must be an email address such as "BSP <no-reply@example.com>"',
  );
  const rawContact = optional(env.CONTACT_EMAIL_TO);
  const contactEmailTo =
    rawContact === undefined
      ? undefined
      : check('CONTACT_EMAIL_TO', z.email(), rawContact, 'must be an email address');
  const logLevel = check(
    'LOG_LEVEL',
    z.enum(LOG_LEVELS),
    optional(env.LOG_LEVEL) ?? 'info',
    `must be one of ${LOG_LEVELS.join(', ')}`,
  );
  const webDist = path.resolve(optional(env.WEB_DIST) ?? DEFAULT_WEB_DIST);
  const trustProxy = parseTrustProxy(optional(env.TRUST_PROXY));
  const rawSecret = optional(env.SECRET_KEY);
  const secretKey =
    rawSecret === undefined
      ? undefined
      : check(
          'SECRET_KEY',
          z.string().regex(/^[0-9a-fA-F]{64}$/),
          rawSecret,
          'must be 64 hex characters (32 bytes), e.g. from `openssl rand -hex 32`',
        ).toLowerCase();
  const rawConcurrency = optional(env.WORKER_CONCURRENCY);
  const workerConcurrency =
    rawConcurrency === undefined
      ? databaseUrl
        ? 2
        : 1
      : check(
          'WORKER_CONCURRENCY',
          z.coerce.number().int().min(1).max(64),
          rawConcurrency,
          'must be an integer between 1 and 64',
        );
  const parseTimeoutS = check(
    'PARSE_TIMEOUT_S',
    z.coerce.number().int().min(5).max(3600),
    optional(env.PARSE_TIMEOUT_S) ?? '180',
    'must be a number of seconds between 5 and 3600',
  );
  const requestTimeoutS = check(
    'REQUEST_TIMEOUT_S',
    z.coerce.number().int().min(5).max(3600),
    optional(env.REQUEST_TIMEOUT_S) ?? '300',
    'must be a number of seconds between 5 and 3600',
  );
  const parseMemoryMb = check(
    'PARSE_MEMORY_MB',
    z.coerce.number().int().min(128).max(65536),
    optional(env.PARSE_MEMORY_MB) ?? '1024',
    'must be a number of megabytes between 128 and 65536',
  );

  const fileStore = loadFileStore(env);
  const llm = loadLlm(env);
  const fastQueue = check(
    'BSP_TEST_FAST_QUEUE',
    z.enum(['0', '1']),
    optional(env.BSP_TEST_FAST_QUEUE) ?? '0',
    'must be 0 or 1 (tests only)',
  );

  return {
    port,
    host,
    dataDir,
    databaseUrl,
    publicUrl,
    smtpUrl,
    mailFrom,
    contactEmailTo,
    logLevel,
    webDist,
    trustProxy,
    rateLimits: DEFAULT_RATE_LIMITS,
    secretKey,
    workerConcurrency,
    parseTimeoutS,
    requestTimeoutMs: requestTimeoutS * 1000,
    parseMemoryMb,
    fileStore,
    queue: fastQueue === '1' ? FAST_QUEUE_TIMINGS : DEFAULT_QUEUE_TIMINGS,
    llm,
    ...overrides,
  };
}

/** FILE_STORE=database (default) | s3, with the S3_* settings required by s3. */
function loadFileStore(env: Record<string, string | undefined>): FileStoreConfig {
  const kind = check(
    'FILE_STORE',
    z.enum(['database', 's3']),
    optional(env.FILE_STORE) ?? 'database',
    'must be "database" or "s3"',
  );
  if (kind === 'database') return { kind };
  const required = (name: string) => {
    const value = optional(env[name]);
    if (value === undefined) throw new ConfigError(`${name} is required when FILE_STORE=s3`);
    return value;
  };
  const endpoint = check(
    'S3_ENDPOINT',
    urlWithProtocols(['http:', 'https:']),
    required('S3_ENDPOINT'),
    'must be an http:// or https:// URL',
  );
  const bucket = check(
    'S3_BUCKET',
    z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/),
    required('S3_BUCKET'),
    'must be a bucket name (3-63 characters: lower-case letters, digits, dots, hyphens)',
  );
  const region = optional(env.S3_REGION) ?? 'us-east-1';
  const accessKeyId = required('S3_ACCESS_KEY_ID');
  const secretAccessKey = required('S3_SECRET_ACCESS_KEY');
  const forcePathStyle = check(
    'S3_FORCE_PATH_STYLE',
    z.enum(['true', 'false']),
    optional(env.S3_FORCE_PATH_STYLE) ?? 'true',
    'must be "true" or "false"',
  );
  return {
    kind,
    endpoint,
    bucket,
    region,
    accessKeyId,
    secretAccessKey,
    forcePathStyle: forcePathStyle === 'true',
  };
}

/** BSP_LLM_BASE_URL (+ BSP_LLM_MODEL, required with it) turns the local language model on. */
function loadLlm(env: Record<string, string | undefined>): LlmConfig | undefined {
  const rawBase = optional(env.BSP_LLM_BASE_URL);
  // the other BSP_LLM_* are read only with it: without a URL nothing changes
  if (rawBase === undefined) return undefined;
  const baseUrl = check(
    'BSP_LLM_BASE_URL',
    urlWithProtocols(['http:', 'https:']),
    rawBase,
    'must be an http:// or https:// URL of an OpenAI-compatible API, e.g. http://127.0.0.1:11434/v1',
  ).replace(/\/+$/, '');
  const model = optional(env.BSP_LLM_MODEL);
  if (model === undefined) {
    throw new ConfigError(
      'BSP_LLM_MODEL is required when BSP_LLM_BASE_URL is set (e.g. "qwen2.5:7b-instruct")',
    );
  }
  const batchSize = check(
    'BSP_LLM_BATCH_SIZE',
    z.coerce.number().int().min(1).max(200),
    optional(env.BSP_LLM_BATCH_SIZE) ?? '25',
    'must be a number of merchants per request between 1 and 200',
  );
  const timeoutS = check(
    'BSP_LLM_TIMEOUT_S',
    z.coerce.number().int().min(1).max(3600),
    optional(env.BSP_LLM_TIMEOUT_S) ?? '120',
    'must be a number of seconds between 1 and 3600',
  );
  return {
    baseUrl,
    model,
    apiKey: optional(env.BSP_LLM_API_KEY),
    batchSize,
    timeoutMs: timeoutS * 1000,
  };
}
