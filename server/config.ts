// The server's configuration: the environment, validated once at boot. Nothing else reads process.env.
import { join, resolve } from 'node:path';
import { isLocalHost } from './config-values.ts';
import type { DatabaseTimeouts } from './database-timeouts.ts';
import { describeValue, environmentSchema, variables, type Variable } from './environment-schema.ts';

export type Environment = Record<string, string | undefined>;
type OddsProvider = 'demo' | 'the-odds-api';
type PaymentsProvider = 'local' | 'stripe';

/** What premium costs (docs/payments.md §2): an amount in the currency's minor unit, each period. */
export interface PremiumPlan {
  /** In cents (the currency's minor unit, 2 decimals). */
  amountCents: number;
  /** ISO 4217, upper case. */
  currency: string;
  interval: 'month' | 'year';
}
export type CaptchaProvider = 'dev' | 'turnstile' | 'hcaptcha' | 'recaptcha';
type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export interface Config {
  port: number;
  host: string;
  /** Absolute. Holds the PGlite database, the lock and the generated JWT secret. */
  dataDir: string;
  /** Set: a PostgreSQL server; unset: embedded PGlite in dataDir. */
  databaseUrl: string | undefined;
  databaseTimeouts: DatabaseTimeouts;
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Where players reach the site, without a trailing slash. */
  publicUrl: string;
  oddsProvider: OddsProvider;
  oddsApiKey: string | undefined;
  /** The demo feed's seed: the same seed gives the same fixtures, prices and results. */
  oddsDemoSeed: string;
  paymentsProvider: PaymentsProvider;
  stripeSecretKey: string | undefined;
  stripeWebhookSecret: string | undefined;
  /** Where the Stripe SDK sends its calls; unset: Stripe's own API (tests point it at a local server). */
  stripeApiBase: string | undefined;
  /** The premium subscription's price and period (PREMIUM_PRICE, PREMIUM_CURRENCY, PREMIUM_PERIOD). */
  premiumPlan: PremiumPlan;
  /** Unset until {@link withJwtSecret} reads or creates the one kept in dataDir. */
  jwtSecret: string | undefined;
  logLevel: LogLevel;
  /** Absolute. The built SPA. */
  staticDir: string;
  trustProxy: boolean;
  /** API requests per minute per client. */
  rateLimitMax: number;
  /** `dev` accepts any token but 'fail'; the others ask the provider's siteverify. */
  captchaProvider: CaptchaProvider;
  /** The provider's secret key; set whenever captchaProvider is not `dev`. */
  captchaSecret: string | undefined;
  /** Whether the developer outbox page (api/dev/...) shows the e-mails the server wrote. */
  devOutbox: boolean;
  /** Guest accounts one client IP may create per hour. */
  guestSignupsPerHour: number;
  /** Third-party origins the pages may load scripts from (the analytics script the SPA settings name). */
  cspScriptOrigins: string[];
  /** The server's clock may be moved ahead (api/dev/clock): tests, e2e and demos. Never in production. */
  clockControl: boolean;
  /** The Odds API credits the server may spend per month (the polling budget). */
  oddsApiMonthlyCredits: number;
  /**
   * How long the events view answers a player from the session check and picks it read for them a moment
   * ago (plugins/kept-reads.ts); 0 reads both on every request. Unset: about a second on PostgreSQL.
   */
  playerReadsKeptMs?: number;
  /** The Odds API base URL (tests point it at a local replay server). */
  oddsApiBaseUrl: string;
  /** Where the File Manager keeps uploaded files (docs/admin.md): DATA_DIR/files, or an S3 bucket. */
  fileStorage: FileStorageConfig;
  /** The largest file an administrator may upload, in bytes (FILE_MAX_BYTES). */
  fileMaxBytes: number;
}

/** The File Manager's storage: a directory on disk (the default), or an S3-compatible bucket. */
export type FileStorageConfig =
  | { kind: 'disk'; directory: string }
  | {
      kind: 's3';
      /** Without a trailing slash; objects are addressed path-style: endpoint/bucket/key. */
      endpoint: string;
      bucket: string;
      region: string;
      accessKeyId: string;
      secretAccessKey: string;
    };

/** What the server runs with: the JWT secret is always known. */
export type ServerConfig = Config & { jwtSecret: string };

export class ConfigError extends Error {
  readonly problems: string[];

  constructor(problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

/**
 * Validates the environment and returns the configuration. Pure: reads only `env` (and resolves
 * relative paths against the working directory). Throws {@link ConfigError} listing every bad variable.
 */
export function loadConfig(env: Environment): Config {
  // An empty variable (`FOO=` in a .env file or a compose file) means "not set".
  const given: Partial<Record<Variable, string>> = {};
  for (const variable of variables) {
    const value = env[variable]?.trim();
    if (value) given[variable] = value;
  }

  const parsed = environmentSchema.safeParse(given);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const variable = String(issue.path[0]);
      return `${variable}: ${issue.message}, got ${describeValue(variable, given[variable as Variable])}`;
    });
    throw new ConfigError(problems);
  }

  const e = parsed.data;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databaseTimeouts: {
      connectMs: e.DATABASE_CONNECT_TIMEOUT_MS,
      statementMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
      jobStatementMs: e.DATABASE_JOB_STATEMENT_TIMEOUT_MS,
      idleInTransactionMs: e.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS,
      healthMs: e.DATABASE_HEALTH_TIMEOUT_MS,
    },
    redisUrl: e.REDIS_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl,
    oddsProvider: e.ODDS_PROVIDER,
    oddsApiKey: e.ODDS_API_KEY,
    oddsDemoSeed: e.ODDS_DEMO_SEED,
    paymentsProvider: e.PAYMENTS_PROVIDER,
    stripeSecretKey: e.STRIPE_SECRET_KEY,
    stripeWebhookSecret: e.STRIPE_WEBHOOK_SECRET,
    stripeApiBase: e.STRIPE_API_BASE?.replace(/\/+$/, ''),
    premiumPlan: { amountCents: e.PREMIUM_PRICE, currency: e.PREMIUM_CURRENCY, interval: e.PREMIUM_PERIOD },
    jwtSecret: e.JWT_SECRET,
    logLevel: e.LOG_LEVEL,
    staticDir: resolve(e.STATIC_DIR),
    trustProxy: e.TRUST_PROXY,
    rateLimitMax: e.RATE_LIMIT_MAX,
    captchaProvider: e.CAPTCHA_PROVIDER,
    captchaSecret: e.CAPTCHA_SECRET,
    devOutbox: e.DEV_OUTBOX ?? isLocalHost(publicUrl),
    guestSignupsPerHour: e.GUEST_SIGNUPS_PER_HOUR,
    playerReadsKeptMs: e.PLAYER_READS_KEPT_MS,
    cspScriptOrigins: e.CSP_SCRIPT_ORIGINS,
    clockControl: e.CLOCK_CONTROL ?? (e.NODE_ENV !== 'production' && isLocalHost(publicUrl)),
    oddsApiMonthlyCredits: e.ODDS_API_MONTHLY_CREDITS,
    oddsApiBaseUrl: e.ODDS_API_BASE_URL.replace(/\/+$/, ''),
    fileStorage:
      e.FILE_STORAGE === 's3'
        ? {
            kind: 's3',
            // Checked present by the schema's refinement above.
            endpoint: (e.S3_ENDPOINT ?? '').replace(/\/+$/, ''),
            bucket: e.S3_BUCKET ?? '',
            region: e.S3_REGION ?? '',
            accessKeyId: e.S3_ACCESS_KEY_ID ?? '',
            secretAccessKey: e.S3_SECRET_ACCESS_KEY ?? '',
          }
        : { kind: 'disk', directory: join(resolve(e.DATA_DIR), 'files') },
    fileMaxBytes: e.FILE_MAX_BYTES,
  };
}

/**
 * ADMIN_PASSWORD, read only by `npm run admin:create` (server/admin-create-cli.ts): the new administrator's
 * password when it cannot be typed at a prompt. Undefined when unset or empty.
 */
export function adminPasswordFrom(env: Environment): string | undefined {
  return env.ADMIN_PASSWORD || undefined;
}
