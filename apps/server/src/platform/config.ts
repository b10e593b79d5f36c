import path from 'node:path';
import { limits, Password } from '@custodia/contracts';
import { z } from 'zod';
import type { AddressRules } from './outbound.ts';
import type { S3Settings } from './storage.ts';

const booleanFlag = z.enum(['true', 'false']).transform((value) => value === 'true');

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  APP_DB_ROLE: z
    .string()
    .regex(/^[a-z_][a-z0-9_]*$/, 'must be a plain lowercase role name')
    .default('custodia_app'),
  PUBLIC_URL: z.url().optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Custodia <no-reply@custodia.local>'),
  SEED_DEMO: booleanFlag.optional(),
  SEED_ADMIN_PASSWORD: Password.optional(),
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).default(60),
  SESSION_MAX_HOURS: z.coerce.number().int().min(1).default(12),
  // Spec §8: the web app gives up on a call after 180 s; the server ends it then too.
  // Behind a load balancer the client's address is the one it forwards (rate limits count by it).
  TRUST_PROXY: booleanFlag.default(false),
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().min(0.1).default(180),
  UPLOAD_IDLE_SECONDS: z.coerce.number().min(0.1).default(30),
  JOBS_IN_PROCESS: booleanFlag.default(true),
  // The addresses companies name (webhooks, the SMS and WhatsApp gateway) are public https ones
  // unless these say otherwise (tests, development, a LAN); WEBHOOKS_ALLOW_* are their former names.
  OUTBOUND_ALLOW_HTTP: booleanFlag.optional(),
  OUTBOUND_ALLOW_PRIVATE: booleanFlag.optional(),
  WEBHOOKS_ALLOW_HTTP: booleanFlag.default(false),
  WEBHOOKS_ALLOW_PRIVATE: booleanFlag.default(false),
  JOBS_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
  METRICS_FOLD_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  STATIC_DIR: z.string().optional(),
  // Server mode keeps files in an S3-compatible store (AWS, MinIO); without a bucket, on disk.
  S3_ENDPOINT: z.url().optional(),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be an S3 bucket name (3-63 characters)')
    .optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  // Seals the secrets companies keep with us (an integration's portal key); without it, a key
  // made once in DATA_DIR. Every process of one installation must share it (decision 73).
  INSTALLATION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  // The bearer of the operator's endpoints (an integration request's state); unset, they answer 404.
  SIGNATURE_PROVIDER_URL: z.url().optional(),
  OPERATOR_TOKEN: z.string().min(32, 'must be at least 32 characters').optional(),
  // Raises or lowers a rate limit's count, e.g. `windowFiling.perAccount=20000` for a company
  // whose public files more than the default lets through (docs/operations.md).
  RATE_LIMITS: z.string().optional(),
  // Reading scans (issue 48): Debian's Tesseract where the jobs run, its languages in order, and
  // what one page may take of time and memory before its reading is stopped.
  TESSERACT_PATH: z.string().min(1).default('/usr/bin/tesseract'),
  OCR_LANGUAGES: z
    .string()
    .regex(/^[a-z_]+(\+[a-z_]+)*$/, 'must be Tesseract languages joined by +, e.g. spa+eng')
    .default('spa+eng'),
  OCR_PAGE_SECONDS: z.coerce.number().int().min(5).max(3600).default(120),
  OCR_PAGE_MEMORY_MB: z.coerce.number().int().min(128).max(65_536).default(1024),
});

export type RateLimits = { [Name in keyof typeof limits.rateLimits]: RateLimit };
export type RateLimit = {
  perAddress: number;
  perAccount: number;
  windowSeconds: number;
  forgetAccountOnSuccess: boolean;
};

const rateLimitCounts = ['perAddress', 'perAccount'] as const;

/**
 * The rate limits with RATE_LIMITS' changes: comma-separated `name.count=value`, a count being
 * `perAddress` or `perAccount` of a limit in `limits.rateLimits`, a value a whole number ≥ 1.
 */
function rateLimitsOf(raw: string | undefined): { rateLimits: RateLimits; problems: string[] } {
  const rateLimits = Object.fromEntries(
    Object.entries(limits.rateLimits).map(([name, rule]) => [name, { ...rule }]),
  ) as RateLimits;
  const problems: string[] = [];
  for (const entry of (raw ?? '').split(',').map((part) => part.trim())) {
    if (!entry) continue;
    const [, name, count, value] = /^(\w+)\.(\w+)=(\d+)$/.exec(entry) ?? [];
    const rule =
      name && Object.hasOwn(rateLimits, name) ? rateLimits[name as keyof RateLimits] : undefined;
    const known = rateLimitCounts.find((one) => one === count);
    if (!rule || !known || !(Number(value) >= 1)) {
      problems.push(
        `  RATE_LIMITS: "${entry}" is not <limit>.<perAddress|perAccount>=<whole number ≥ 1>, ` +
          `the limits being ${Object.keys(limits.rateLimits).join(', ')}`,
      );
      continue;
    }
    rule[known] = Number(value);
  }
  return { rateLimits, problems };
}

/** The S3 variables come together: keys in pairs, and none of them without a bucket. */
function s3Problems(values: z.infer<typeof EnvSchema>): string[] {
  const problems: string[] = [];
  if (Boolean(values.S3_ACCESS_KEY_ID) !== Boolean(values.S3_SECRET_ACCESS_KEY)) {
    problems.push('  S3_ACCESS_KEY_ID: set it together with S3_SECRET_ACCESS_KEY, or neither');
  }
  if (!values.S3_BUCKET && (values.S3_ENDPOINT || values.S3_ACCESS_KEY_ID)) {
    problems.push('  S3_BUCKET: required when S3_ENDPOINT or the S3 keys are set');
  }
  return problems;
}

export type Config = {
  env: 'development' | 'production' | 'test';
  /** No request may hold its connection longer: a stalled body is cut and the socket freed. */
  requestTimeoutMs: number;
  /** An upload's body that sends nothing for this long is cut (platform/upload-body.ts). */
  uploadIdleMs: number;
  /** Take the client's address from X-Forwarded-For (only behind a proxy that sets it). */
  trustProxy: boolean;
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  appDbRole: string;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  seedDemo: boolean;
  seedAdminPassword: string | undefined;
  sessionIdleMinutes: number;
  sessionMaxHours: number;
  jobsInProcess: boolean;
  /** How many jobs one process runs at once. */
  jobsConcurrency: number;
  /** How often the job runner folds the metrics' deltas into their daily figures. */
  metricsFoldSeconds: number;
  logLevel: string;
  /** What the addresses companies name may be (platform/outbound.ts). */
  outbound: AddressRules;
  staticDir: string;
  /** The S3-compatible store of server mode; undefined keeps files under DATA_DIR/files. */
  s3: S3Settings | undefined;
  /** What seals companies' secrets at rest; undefined: a key file in `dataDir`. */
  installationSecret: string | undefined;
  /** The bearer of the installation operator's endpoints; undefined: there are none. */
  operatorToken: string | undefined;
  /**
   * The third-party signature provider's API (docs/signature-provider-api.md); undefined: every
   * company signs with the built-in provider, whatever its integration.
   */
  signatureProviderUrl: string | undefined;
  /** What the rate-limited calls allow a client address and an account in each window. */
  rateLimits: RateLimits;
  /** How scans are read: the program, its languages, and each page's limits. */
  ocr: { tesseractPath: string; languages: string; pageSeconds: number; pageMemoryMb: number };
};

export class ConfigError extends Error {}

/**
 * Reads the environment once at start-up; a variable set to the empty string counts as unset.
 * Relative paths are taken from the directory npm was
 * invoked in (INIT_CWD), so `npm start` at the repository root keeps its data in ./data there.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const set = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = EnvSchema.safeParse(set);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  const values = parsed.data;
  const { rateLimits, problems: rateLimitProblems } = rateLimitsOf(values.RATE_LIMITS);
  const problems = [...s3Problems(values), ...rateLimitProblems];
  if (problems.length > 0) {
    throw new ConfigError(`Invalid environment configuration:\n${problems.join('\n')}`);
  }
  const base = env.INIT_CWD ?? process.cwd();
  return {
    env: values.NODE_ENV,
    host: values.HOST,
    port: values.PORT,
    dataDir: path.resolve(base, values.DATA_DIR),
    databaseUrl: values.DATABASE_URL,
    appDbRole: values.APP_DB_ROLE,
    publicUrl: (values.PUBLIC_URL ?? `http://${values.HOST}:${values.PORT}`).replace(/\/$/, ''),
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM,
    seedDemo: values.SEED_DEMO ?? values.DATABASE_URL === undefined,
    seedAdminPassword: values.SEED_ADMIN_PASSWORD,
    sessionIdleMinutes: values.SESSION_IDLE_MINUTES,
    sessionMaxHours: values.SESSION_MAX_HOURS,
    requestTimeoutMs: Math.round(values.REQUEST_TIMEOUT_SECONDS * 1000),
    uploadIdleMs: Math.round(values.UPLOAD_IDLE_SECONDS * 1000),
    trustProxy: values.TRUST_PROXY,
    jobsInProcess: values.JOBS_IN_PROCESS,
    jobsConcurrency: values.JOBS_CONCURRENCY,
    metricsFoldSeconds: values.METRICS_FOLD_SECONDS,
    logLevel: values.LOG_LEVEL,
    outbound: {
      allowHttp: values.OUTBOUND_ALLOW_HTTP ?? values.WEBHOOKS_ALLOW_HTTP,
      allowPrivate: values.OUTBOUND_ALLOW_PRIVATE ?? values.WEBHOOKS_ALLOW_PRIVATE,
    },
    staticDir: path.resolve(
      base,
      values.STATIC_DIR ?? path.join(import.meta.dirname, '../../../web/dist'),
    ),
    installationSecret: values.INSTALLATION_SECRET,
    operatorToken: values.OPERATOR_TOKEN,
    signatureProviderUrl: values.SIGNATURE_PROVIDER_URL?.replace(/\/$/, ''),
    rateLimits,
    ocr: {
      tesseractPath: path.resolve(base, values.TESSERACT_PATH),
      languages: values.OCR_LANGUAGES,
      pageSeconds: values.OCR_PAGE_SECONDS,
      pageMemoryMb: values.OCR_PAGE_MEMORY_MB,
    },
    s3: values.S3_BUCKET
      ? {
          endpoint: values.S3_ENDPOINT,
          bucket: values.S3_BUCKET,
          region: values.S3_REGION,
          accessKeyId: values.S3_ACCESS_KEY_ID,
          secretAccessKey: values.S3_SECRET_ACCESS_KEY,
        }
      : undefined,
  };
}
