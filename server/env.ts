import { z } from 'zod';
import { VOICE_MODES } from '../shared/dialer/voice-mode';
import { isPubliclyReachable } from './security/public-url';

/** Where dial record anchors go unless DIAL_RECORD_ANCHOR_DIR says otherwise. */
export const DEFAULT_ANCHOR_DIR = './.data/anchors';

const bool = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'])
    .optional()
    .transform((value) => (value === undefined ? fallback : ['true', '1', 'yes'].includes(value)));

const int = (fallback: number, min = 0) => z.coerce.number().int().min(min).default(fallback);

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: int(3000, 0),
  APP_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** auto: pretty in a terminal (TTY) outside production, JSON otherwise. */
  LOG_FORMAT: z.enum(['auto', 'pretty', 'json']).default('auto'),
  METRICS_PORT: z.coerce.number().int().min(0).max(65_535).optional(),
  WORKER_METRICS_PORT: z.coerce.number().int().min(0).max(65_535).optional(),
  METRICS_HOST: z.string().default('127.0.0.1'),
  /** Set by npm to the script being run ('start', 'server', ...); used in hints only. */
  npm_lifecycle_event: z.string().optional(),
  DATABASE_URL: z.url({ error: 'must be a postgres:// URL' }),
  /**
   * The role the application connects as (DATABASE_URL's user with it; migrations keep DATABASE_URL's
   * owner). Unset: the owner (migration 0075 creates `stormdialer_app`, which may not alter records).
   */
  DATABASE_APP_USER: z
    .string()
    .regex(/^[a-z_][a-z0-9_]*$/, 'a Postgres role name')
    .optional(),
  DATABASE_APP_PASSWORD: z.string().optional(),
  REDIS_URL: z.url({ error: 'must be a redis:// URL' }),
  QUEUE_PREFIX: z
    .string()
    .regex(/^[a-zA-Z0-9_-]+$/, 'letters, digits, _ and - only')
    .default('sd'),
  MIGRATE_ON_BOOT: bool(true),
  DB_POOL_MAX: int(20, 1),
  STATIC_DIR: z.string().default('dist/client'),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters'),
  ENCRYPTION_KEY: z.string().regex(/^[0-9a-f]{64}$/i, 'must be 64 hex characters (32 bytes)'),
  /** Earlier ENCRYPTION_KEY values, comma-separated: still decrypt, never encrypt (rotation). */
  ENCRYPTION_PREVIOUS_KEYS: z
    .string()
    .regex(/^[0-9a-f]{64}(,[0-9a-f]{64})*$/i, 'comma-separated 64-hex-character keys')
    .optional(),
  ACCESS_TOKEN_TTL_SECONDS: int(900, 30),
  REFRESH_TOKEN_TTL_DAYS: int(30, 1),
  REFRESH_REUSE_WINDOW_SECONDS: int(10, 0),
  RESEND_API_KEY: z.string().min(1).optional(),
  RESEND_BASE_URL: z.url().optional(),
  MAIL_FROM: z.string().default('StormDialer <no-reply@stormdialer.local>'),
  /** Defaults to true in production (which then needs RESEND_API_KEY), false elsewhere. */
  REQUIRE_EMAIL_CONFIRMATION: z.enum(['true', 'false', '1', '0', 'yes', 'no']).optional(),
  SIGNUPS_ENABLED: bool(true),
  RATE_LIMIT_SIGNIN_PER_IP: int(30, 1),
  RATE_LIMIT_SIGNIN_PER_EMAIL_IP: int(10, 1),
  RATE_LIMIT_SIGNIN_PER_EMAIL: int(100, 1),
  RATE_LIMIT_SIGNIN_EMAIL_WINDOW_SECONDS: int(3600, 1),
  RATE_LIMIT_SIGNIN_PER_DEVICE: int(10, 1),
  RATE_LIMIT_SIGNUP_PER_IP: int(10, 1),
  RATE_LIMIT_RESET_PER_IP: int(10, 1),
  RATE_LIMIT_RESET_PER_EMAIL: int(3, 1),
  RATE_LIMIT_WINDOW_SECONDS: int(300, 1),
  /** Leads one intake token may post per minute (POST /api/v1/leads). */
  RATE_LIMIT_LEADS_PER_TOKEN_MINUTE: int(120, 1),
  VOICE_PROVIDER: z.enum(VOICE_MODES).default('simulated'),
  RETELL_BASE_URL: z.url().default('https://api.retellai.com'),
  RETELL_TIMEOUT_MS: int(15_000, 100),
  RETELL_MAX_RETRIES: int(2, 0),
  RETELL_ANALYSIS_WAIT_MS: int(120_000, 0),
  RETELL_RATE_LIMIT_BACKOFF_MS: int(30_000, 0),
  RETELL_STALE_CALL_HOURS: int(6, 1),
  CALCOM_BASE_URL: z.url().default('https://api.cal.com'),
  CALCOM_TIMEOUT_MS: int(10_000, 100),
  /** Where public booking pages are served (the Cal.com tab's embed; added to the CSP). */
  CALCOM_EMBED_URL: z.url().default('https://cal.com'),
  CALCOM_SYNC_INTERVAL_MS: int(300_000, 100),
  /** auto: register Cal.com webhooks only when APP_URL is publicly reachable. */
  CALCOM_WEBHOOKS: z.enum(['auto', 'always', 'never']).default('auto'),
  /** The public Cal.com page where a visitor books a discovery call (landing page). */
  DISCOVERY_CALL_URL: z.url().default('https://cal.com/stormdialer/discovery-call'),
  /** Cal.com's embed script; its origin joins the CSP's script-src. */
  CALCOM_EMBED_SCRIPT_URL: z.url().default('https://app.cal.com/embed/embed.js'),
  ACCULYNX_BASE_URL: z.url().default('https://api.acculynx.com'),
  /** NCEI Storm Events files are fetched from this origin only (a local fake in tests). */
  NCEI_BASE_URL: z.url().default('https://www.ncei.noaa.gov'),
  /** SPC daily storm reports are fetched from this origin only. */
  SPC_BASE_URL: z.url().default('https://www.spc.noaa.gov'),
  /** How often the worker fetches yesterday's and today's SPC hail files; 0 (default): never. */
  SPC_POLL_INTERVAL_MS: int(0, 0),
  /** How often the worker looks for newly issued NCEI years (monthly: 2592000000); 0 (default): never. */
  NCEI_POLL_INTERVAL_MS: int(0, 0),
  /** Years the NCEI job watches besides those loaded: this many up to the current one. */
  NCEI_POLL_RECENT_YEARS: int(2, 1),
  /**
   * The MRMS origin radar hail swaths (MESH) are fetched from, with its `/2D` path, e.g.
   * https://mrms.ncep.noaa.gov/2D; unset (default): the worker never polls MRMS.
   */
  MRMS_BASE_URL: z.url().optional(),
  /** How often the worker fetches the newest MESH file when MRMS_BASE_URL is set. */
  MRMS_POLL_INTERVAL_MS: int(600_000, 1000),
  /** Radar hail cells smaller than this (inches) are not kept (0.75 in = 19.05 mm). */
  MESH_FLOOR_IN: z.coerce.number().positive().max(10).default(0.75),
  /** Most bytes (as sent, gzip or not) one hail-archive import reads. */
  HAIL_IMPORT_MAX_MB: int(400, 1),
  /** Uploads up to this many bytes import in the API; larger ones wait for the worker. */
  IMPORT_INLINE_MAX_BYTES: int(1_048_576, 1),
  HAIL_FETCH_TIMEOUT_MS: int(600_000, 100),
  /** Hosts provider media (recordings, voice previews) may come from; empty: any public host. */
  MEDIA_HOSTS: z.string().default(''),
  MEDIA_FETCH_TIMEOUT_MS: int(120_000, 100),
  MEDIA_MAX_BYTES: int(100 * 1024 * 1024, 1024),
  ACCULYNX_TIMEOUT_MS: int(10_000, 100),
  /** Outside production: origins an outbound webhook may reach over http on loopback (a fake receiver). */
  WEBHOOK_LOCAL_ORIGINS: z.string().default(''),
  WEBHOOK_TIMEOUT_MS: int(10_000, 100),
  /** Where each account's dial record anchors are appended (docs/compliance.md); owners keep them. */
  DIAL_RECORD_ANCHOR_DIR: z.string().default(DEFAULT_ANCHOR_DIR),
  /** How often every account's chain head is anchored and mailed to its owners; 0: never. */
  DIAL_RECORD_ANCHOR_INTERVAL_MS: int(86_400_000, 0),
  /** Days a dial record is kept (five years by default); older ones go by the daily purge. */
  DIAL_RECORD_RETENTION_DAYS: int(1826, 1),
  /** How often the purge of dial records past their retention runs; 0: never. */
  DIAL_RECORD_PURGE_INTERVAL_MS: int(86_400_000, 0),
  /** How often the relay queues new outbound webhook deliveries; 0: never. */
  WEBHOOK_RELAY_INTERVAL_MS: int(2000, 0),
  /** Retries after a 429 (AccuLynx bans an IP for ~30 s to minutes past 30 requests/s). */
  ACCULYNX_MAX_RETRIES: int(3, 0),
  ACCULYNX_RETRY_BASE_MS: int(2000, 1),
  DIALER_BATCH_SIZE: int(5, 1),
  DIALER_CALL_DURATION_MS: int(3000, 0),
  DIALER_ROUND_PAUSE_MS: int(5000, 0),
  DIALER_RETRY_DELAY_UNIT_MS: int(60_000, 1),
  DIALER_SEED: z.coerce.number().int().optional(),
  /**
   * Tests and local trials only: the calling-hours clock starts at this instant and runs on from
   * there (calling hours are judged in that time). Refused in production.
   */
  DIALER_CALLING_CLOCK_START: z.iso.datetime({ offset: true }).optional(),
  DIALER_SWEEP_INTERVAL_MS: int(30_000, 100),
  PROVIDER_EVENT_WAKE_MS: int(50, 1),
  PROVIDER_EVENT_SWEEP_MS: int(5_000, 100),
  DIALER_STALE_CALL_MS: int(120_000, 100),
  /**
   * Calls at once an account's provider is assumed to allow when it reports no concurrency
   * (simulated calls, no key yet, or get-concurrency without `concurrency_limit`).
   */
  DIALER_CONCURRENCY_BOUND: int(20, 1),
  WORKER_CONCURRENCY: int(50, 1),
  HEALTH_JOB_INTERVAL_MS: int(30_000, 100),
  LIVE_STREAMS_PER_USER: int(20, 1),
  DOCUMENT_MAX_UNPACKED_MB: int(50, 1),
  DOCUMENT_MAX_COMPRESSION_RATIO: int(100, 1),
  DOCUMENT_MAX_ZIP_ENTRIES: int(1000, 1),
  DOCUMENT_MAX_PDF_PAGES: int(500, 1),
  DOCUMENT_MAX_TEXT_CHARS: int(1_000_000, 1),
  DOCUMENT_READ_TIMEOUT_MS: int(30_000, 100),
  DOCUMENT_READ_MEMORY_MB: int(512, 32),
  DOCUMENT_READ_THREADS: int(1, 1),
  DOCUMENT_READ_QUEUE_PER_ACCOUNT: int(10, 1),
});

type Env = z.infer<typeof EnvSchema>;

/** `npm run server` etc. when npm started us; `npm start` otherwise (npx, tsx, Docker). */
function launchCommand(npmScript: string | undefined): string {
  return npmScript && ['server', 'worker', 'dev'].includes(npmScript)
    ? `npm run ${npmScript}`
    : 'npm start';
}

/** The discovery-call page, and how Cal.com's inline embed shows it (origin + calLink). */
function landingConfig(discoveryCallUrl: string, embedScriptUrl: string) {
  const page = new URL(discoveryCallUrl);
  return {
    discoveryCallUrl,
    calEmbed: {
      scriptUrl: embedScriptUrl,
      origin: page.origin,
      calLink: page.pathname.replace(/^\/+|\/+$/g, ''),
    },
  };
}

function requireEmailConfirmation(env: Env): boolean {
  const value = env.REQUIRE_EMAIL_CONFIRMATION;
  return value === undefined ? env.NODE_ENV === 'production' : ['true', '1', 'yes'].includes(value);
}

/** Rules across variables, after each variable parsed on its own. */
function crossProblems(env: Env): string[] {
  if (env.NODE_ENV === 'production' && env.DIALER_CALLING_CLOCK_START) {
    return [
      'DIALER_CALLING_CLOCK_START: production judges calling hours by the real clock; unset it',
    ];
  }
  if (requireEmailConfirmation(env) && env.NODE_ENV === 'production' && !env.RESEND_API_KEY) {
    return [
      'RESEND_API_KEY: production requires e-mail confirmation, which needs a mail provider; set RESEND_API_KEY, or set REQUIRE_EMAIL_CONFIRMATION=false to let people sign up unconfirmed',
    ];
  }
  return [];
}

function authConfig(env: Env) {
  return {
    jwtSecret: env.JWT_SECRET,
    accessTokenTtlSeconds: env.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlDays: env.REFRESH_TOKEN_TTL_DAYS,
    refreshReuseWindowSeconds: env.REFRESH_REUSE_WINDOW_SECONDS,
    requireEmailConfirmation: requireEmailConfirmation(env),
    signupsEnabled: env.SIGNUPS_ENABLED,
  } as const;
}

function rateLimitsConfig(env: Env) {
  return {
    windowSeconds: env.RATE_LIMIT_WINDOW_SECONDS,
    signInPerIp: env.RATE_LIMIT_SIGNIN_PER_IP,
    signInPerEmailIp: env.RATE_LIMIT_SIGNIN_PER_EMAIL_IP,
    signInPerEmail: env.RATE_LIMIT_SIGNIN_PER_EMAIL,
    signInEmailWindowSeconds: env.RATE_LIMIT_SIGNIN_EMAIL_WINDOW_SECONDS,
    /** Failures a trusted device (device cookie) may make per e-mail window. */
    signInPerDevice: env.RATE_LIMIT_SIGNIN_PER_DEVICE,
    signUpPerIp: env.RATE_LIMIT_SIGNUP_PER_IP,
    resetPerIp: env.RATE_LIMIT_RESET_PER_IP,
    resetPerEmail: env.RATE_LIMIT_RESET_PER_EMAIL,
    leadsPerTokenMinute: env.RATE_LIMIT_LEADS_PER_TOKEN_MINUTE,
  } as const;
}

function retellConfig(env: Env, appUrl: string) {
  return {
    baseUrl: env.RETELL_BASE_URL,
    timeoutMs: env.RETELL_TIMEOUT_MS,
    maxRetries: Math.min(env.RETELL_MAX_RETRIES, 5),
    /** Where Retell posts call events for this deployment (the real-calls issue serves it). */
    webhookUrl: `${appUrl.replace(/\/$/, '')}/api/webhooks/retell`,
    /** How long a conversation's status waits after `call_ended` for `call_analyzed`. */
    analysisWaitMs: env.RETELL_ANALYSIS_WAIT_MS,
    /** How long a contact waits after Retell answered 429 or the concurrency limit. */
    rateLimitBackoffMs: env.RETELL_RATE_LIMIT_BACKOFF_MS,
    /** A call Retell knows but has not resolved after this long ends as 'no result from provider'. */
    staleCallHours: env.RETELL_STALE_CALL_HOURS,
    /** Stored events wait at most this long for the drain the intake wakes (one per slot). */
    eventWakeMs: env.PROVIDER_EVENT_WAKE_MS,
    /** How often the drain runs anyway, for events whose wake-up was lost. */
    eventSweepIntervalMs: env.PROVIDER_EVENT_SWEEP_MS,
  } as const;
}

function calcomConfig(env: Env, appUrl: string) {
  return {
    baseUrl: env.CALCOM_BASE_URL,
    timeoutMs: env.CALCOM_TIMEOUT_MS,
    embedUrl: env.CALCOM_EMBED_URL.replace(/\/$/, ''),
    syncIntervalMs: env.CALCOM_SYNC_INTERVAL_MS,
    /** Whether Cal.com can post bookings to us, or we poll only. */
    webhooks:
      env.CALCOM_WEBHOOKS === 'auto'
        ? isPubliclyReachable(appUrl)
        : env.CALCOM_WEBHOOKS === 'always',
    /** A connection's webhook is `<this>/<connection id>`. */
    webhookBaseUrl: `${appUrl.replace(/\/$/, '')}/api/webhooks/calcom`,
  } as const;
}

function hailArchiveConfig(env: Env) {
  return {
    nceiBaseUrl: env.NCEI_BASE_URL.replace(/\/$/, ''),
    spcBaseUrl: env.SPC_BASE_URL.replace(/\/$/, ''),
    spcPollIntervalMs: env.SPC_POLL_INTERVAL_MS,
    nceiPollIntervalMs: env.NCEI_POLL_INTERVAL_MS,
    nceiPollRecentYears: env.NCEI_POLL_RECENT_YEARS,
    mrmsBaseUrl: env.MRMS_BASE_URL ? env.MRMS_BASE_URL.replace(/\/$/, '') : null,
    /** 0 when no MRMS origin is configured: the poll is off. */
    mrmsPollIntervalMs: env.MRMS_BASE_URL ? env.MRMS_POLL_INTERVAL_MS : 0,
    meshFloorMm: env.MESH_FLOOR_IN * 25.4,
    maxImportBytes: env.HAIL_IMPORT_MAX_MB * 1_048_576,
    fetchTimeoutMs: env.HAIL_FETCH_TIMEOUT_MS,
  } as const;
}

/** Where the server may fetch: media hosts, and local origins webhooks may post to. */
function outboundConfig(env: Env) {
  return {
    outboundFetch: {
      mediaHosts: env.MEDIA_HOSTS.split(',')
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean),
      mediaTimeoutMs: env.MEDIA_FETCH_TIMEOUT_MS,
      mediaMaxBytes: env.MEDIA_MAX_BYTES,
    },
    webhooks: {
      localOrigins: env.WEBHOOK_LOCAL_ORIGINS.split(',')
        .map((origin) => origin.trim())
        .filter((origin) => URL.canParse(origin))
        .map((origin) => new URL(origin).origin),
      timeoutMs: env.WEBHOOK_TIMEOUT_MS,
      relayIntervalMs: env.WEBHOOK_RELAY_INTERVAL_MS,
    },
  } as const;
}

function dialerConfig(env: Env) {
  return {
    batchSize: env.DIALER_BATCH_SIZE,
    callDurationMs: env.DIALER_CALL_DURATION_MS,
    roundPauseMs: env.DIALER_ROUND_PAUSE_MS,
    retryDelayUnitMs: env.DIALER_RETRY_DELAY_UNIT_MS,
    seed: env.DIALER_SEED,
    callingClockStart: env.DIALER_CALLING_CLOCK_START
      ? new Date(env.DIALER_CALLING_CLOCK_START)
      : null,
    sweepIntervalMs: env.DIALER_SWEEP_INTERVAL_MS,
    staleCallMs: env.DIALER_STALE_CALL_MS,
    concurrencyBound: env.DIALER_CONCURRENCY_BOUND,
  } as const;
}

/** Bounds on reading an uploaded knowledge-base document (docs/security.md). */
function documentsConfig(env: Env) {
  return {
    limits: {
      maxUnpackedBytes: env.DOCUMENT_MAX_UNPACKED_MB * 1024 * 1024,
      maxCompressionRatio: env.DOCUMENT_MAX_COMPRESSION_RATIO,
      maxZipEntries: env.DOCUMENT_MAX_ZIP_ENTRIES,
      maxPdfPages: env.DOCUMENT_MAX_PDF_PAGES,
      maxTextChars: env.DOCUMENT_MAX_TEXT_CHARS,
    },
    readTimeoutMs: env.DOCUMENT_READ_TIMEOUT_MS,
    readMemoryMb: env.DOCUMENT_READ_MEMORY_MB,
    readThreads: env.DOCUMENT_READ_THREADS,
    queuePerAccount: env.DOCUMENT_READ_QUEUE_PER_ACCOUNT,
  } as const;
}

/** The nested config, one section each from its own builder above. */
function toConfig(env: Env) {
  const appUrl = env.APP_URL ?? `http://localhost:${env.PORT}`;
  return {
    nodeEnv: env.NODE_ENV,
    http: { host: env.HOST, port: env.PORT, appUrl, secureCookies: appUrl.startsWith('https:') },
    log: { level: env.LOG_LEVEL, format: env.LOG_FORMAT },
    metrics: {
      host: env.METRICS_HOST,
      apiPort: env.METRICS_PORT,
      workerPort: env.WORKER_METRICS_PORT,
    },
    /** How the person started this process, for hints such as `PORT=3001 npm start`. */
    launchCommand: launchCommand(env.npm_lifecycle_event),
    db: {
      url: env.DATABASE_URL,
      appUrl: appDatabaseUrl(env.DATABASE_URL, env.DATABASE_APP_USER, env.DATABASE_APP_PASSWORD),
      migrateOnBoot: env.MIGRATE_ON_BOOT,
      poolMax: env.DB_POOL_MAX,
    },
    redis: { url: env.REDIS_URL, queuePrefix: env.QUEUE_PREFIX },
    staticDir: env.STATIC_DIR,
    auth: authConfig(env),
    rateLimits: rateLimitsConfig(env),
    mail: {
      resendApiKey: env.RESEND_API_KEY,
      resendBaseUrl: env.RESEND_BASE_URL,
      from: env.MAIL_FROM,
    },
    encryptionKey: env.ENCRYPTION_KEY,
    previousEncryptionKeys: env.ENCRYPTION_PREVIOUS_KEYS?.split(',') ?? [],
    retell: retellConfig(env, appUrl),
    calcom: calcomConfig(env, appUrl),
    landing: landingConfig(env.DISCOVERY_CALL_URL, env.CALCOM_EMBED_SCRIPT_URL),
    acculynx: {
      baseUrl: env.ACCULYNX_BASE_URL,
      timeoutMs: env.ACCULYNX_TIMEOUT_MS,
      maxRetries: Math.min(env.ACCULYNX_MAX_RETRIES, 6),
      retryBaseMs: env.ACCULYNX_RETRY_BASE_MS,
    },
    hailArchive: hailArchiveConfig(env),
    imports: { inlineMaxBytes: env.IMPORT_INLINE_MAX_BYTES },
    ...outboundConfig(env),
    voiceProvider: env.VOICE_PROVIDER,
    dialer: dialerConfig(env),
    dialRecords: {
      anchorDir: env.DIAL_RECORD_ANCHOR_DIR,
      anchorIntervalMs: env.DIAL_RECORD_ANCHOR_INTERVAL_MS,
      retentionDays: env.DIAL_RECORD_RETENTION_DAYS,
      purgeIntervalMs: env.DIAL_RECORD_PURGE_INTERVAL_MS,
    },
    events: { maxStreamsPerUser: env.LIVE_STREAMS_PER_USER },
    documents: documentsConfig(env),
    worker: { concurrency: env.WORKER_CONCURRENCY, healthIntervalMs: env.HEALTH_JOB_INTERVAL_MS },
  } as const;
}

export type Config = ReturnType<typeof toConfig>;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

/** Parses the environment once; throws a ConfigError listing every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.') || '(env)'}: ${issue.message}`),
    );
  }
  const problems = crossProblems(parsed.data);
  if (problems.length > 0) throw new ConfigError(problems);
  return deepFreeze(toConfig(parsed.data));
}

/** For process entry points: parse or print one message and exit. */
export function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/** The URL the application's pool connects with: DATABASE_URL as the app's role when one is set. */
function appDatabaseUrl(url: string, user: string | undefined, password: string | undefined) {
  if (!user) return url;
  const app = new URL(url);
  app.username = user;
  app.password = password ?? '';
  return app.toString();
}
