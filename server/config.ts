// The server's configuration: the environment, validated once at boot. Nothing else reads process.env.
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';

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

/** How long the server waits on PostgreSQL before it gives up and answers 503 (PGlite is in-process). */
export interface DatabaseTimeouts {
  /** Opening a connection, or waiting for a free one in the pool. */
  connectMs: number;
  /** PostgreSQL's statement_timeout for requests; the client stops waiting for an answer a second later. */
  statementMs: number;
  /** The same for the background jobs, whose batch statements (standings, settlement) may rightly take longer. */
  jobStatementMs: number;
  /** PostgreSQL's idle_in_transaction_session_timeout: a transaction left open is ended. */
  idleInTransactionMs: number;
  /** GET api/health's own round trip: it answers within this, whatever the database does. */
  healthMs: number;
}

/** Short enough that a partition fails requests in seconds; long enough for the game's own queries and jobs. */
export const defaultDatabaseTimeouts: DatabaseTimeouts = {
  connectMs: 5000,
  statementMs: 5000,
  // At a million players the standings' aggregate alone takes about 6 s (docs/architecture.md, benchmarks).
  jobStatementMs: 300_000,
  idleInTransactionMs: 10_000,
  healthMs: 2000,
};

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

/** What FILE_MAX_BYTES defaults to: 2 MB. */
const defaultFileMaxBytes = 2 * 1024 * 1024;

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

/** Values never echoed back in an error message, because they are or may hold credentials. */
const secretVariables = new Set([
  'DATABASE_URL',
  'REDIS_URL',
  'SMTP_URL',
  'ODDS_API_KEY',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'JWT_SECRET',
  'CAPTCHA_SECRET',
  'S3_SECRET_ACCESS_KEY',
]);

const minimumJwtSecretLength = 32;

function integer(min: number, max: number) {
  return z
    .string()
    .refine((value) => /^\d+$/.test(value) && Number(value) >= min && Number(value) <= max, {
      error: `expected an integer from ${min} to ${max}`,
    })
    .transform(Number);
}

function urlWithScheme(schemes: string[], example: string) {
  return z.string().refine(
    (value) => {
      if (!URL.canParse(value)) return false;
      const url = new URL(value);
      return schemes.includes(url.protocol) && url.hostname !== '';
    },
    { error: `expected a ${schemes.map((scheme) => `${scheme}//`).join(' or ')} URL, e.g. ${example}` },
  );
}

const booleanText = z
  .string()
  .refine((value) => /^(true|false|1|0)$/i.test(value), { error: 'expected true or false' })
  .transform((value) => /^(true|1)$/i.test(value));

/** A site on the developer's own machine: only there does the outbox page default to on. */
function isLocalHost(url: string): boolean {
  const { hostname } = new URL(url);
  return hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]';
}

function oneOf<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values, { error: `expected one of ${values.join(', ')}` });
}

const environmentSchema = z
  .object({
    PORT: integer(1, 65535).default(3000),
    HOST: z.string().default('localhost'),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: urlWithScheme(
      ['postgres:', 'postgresql:'],
      'postgres://user:password@localhost:5432/longshot',
    ).optional(),
    // A silent network partition would otherwise hold every request (and health) until TCP gives up.
    DATABASE_CONNECT_TIMEOUT_MS: integer(100, 600_000).default(defaultDatabaseTimeouts.connectMs),
    DATABASE_STATEMENT_TIMEOUT_MS: integer(100, 3_600_000).default(defaultDatabaseTimeouts.statementMs),
    DATABASE_JOB_STATEMENT_TIMEOUT_MS: integer(100, 86_400_000).default(
      defaultDatabaseTimeouts.jobStatementMs,
    ),
    DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: integer(100, 3_600_000).default(
      defaultDatabaseTimeouts.idleInTransactionMs,
    ),
    DATABASE_HEALTH_TIMEOUT_MS: integer(100, 60_000).default(defaultDatabaseTimeouts.healthMs),
    REDIS_URL: urlWithScheme(['redis:', 'rediss:'], 'redis://localhost:6379').optional(),
    SMTP_URL: urlWithScheme(['smtp:', 'smtps:'], 'smtps://user:password@smtp.example.com:465').optional(),
    MAIL_FROM: z
      .string()
      .regex(/^([^<>]*<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/, {
        error: 'expected an address such as Longshot <no-reply@example.com>',
      })
      .default('Longshot <no-reply@localhost>'),
    PUBLIC_URL: urlWithScheme(['http:', 'https:'], 'https://longshot.example.com').optional(),
    ODDS_PROVIDER: oneOf(['demo', 'the-odds-api']).default('demo'),
    ODDS_API_KEY: z.string().optional(),
    ODDS_DEMO_SEED: z.string().default('longshot'),
    PAYMENTS_PROVIDER: oneOf(['local', 'stripe']).default('local'),
    STRIPE_SECRET_KEY: z
      .string()
      .regex(/^(sk|rk)_/, { error: 'expected a Stripe secret key (starting sk_ or rk_)' })
      .optional(),
    STRIPE_WEBHOOK_SECRET: z
      .string()
      .regex(/^whsec_/, { error: 'expected a Stripe webhook signing secret (starting whsec_)' })
      .optional(),
    STRIPE_API_BASE: urlWithScheme(['http:', 'https:'], 'http://127.0.0.1:12111').optional(),
    PREMIUM_PRICE: z
      .string()
      .regex(/^\d{1,5}(\.\d{1,2})?$/, { error: 'expected an amount such as 4.99 (at most 2 decimals)' })
      .transform((text) => Math.round(Number(text) * 100))
      .pipe(z.number().min(50, { error: 'expected at least 0.50 (what card payments allow)' }))
      .default(499),
    PREMIUM_CURRENCY: z
      .string()
      .regex(/^[a-z]{3}$/i, { error: 'expected a three-letter ISO 4217 currency code such as USD' })
      .transform((text) => text.toUpperCase())
      .default('USD'),
    PREMIUM_PERIOD: oneOf(['month', 'year']).default('month'),
    JWT_SECRET: z
      .string()
      .min(minimumJwtSecretLength, { error: `expected at least ${minimumJwtSecretLength} characters` })
      .optional(),
    LOG_LEVEL: oneOf(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    STATIC_DIR: z.string().default('./dist'),
    TRUST_PROXY: booleanText.default(false),
    RATE_LIMIT_MAX: integer(1, 1_000_000).default(300),
    CAPTCHA_PROVIDER: oneOf(['dev', 'turnstile', 'hcaptcha', 'recaptcha']).default('dev'),
    CAPTCHA_SECRET: z.string().optional(),
    DEV_OUTBOX: booleanText.optional(),
    CLOCK_CONTROL: booleanText.optional(),
    NODE_ENV: z.string().optional(),
    ODDS_API_MONTHLY_CREDITS: integer(1, 100_000_000).default(500),
    ODDS_API_BASE_URL: urlWithScheme(['http:', 'https:'], 'https://api.the-odds-api.com').default(
      'https://api.the-odds-api.com',
    ),
    // A shared address (school, office, carrier NAT) holds many visitors; the captcha stops bots.
    GUEST_SIGNUPS_PER_HOUR: integer(1, 1_000_000).default(300),
    PLAYER_READS_KEPT_MS: integer(0, 60_000).optional(),
    FILE_STORAGE: oneOf(['disk', 's3']).default('disk'),
    FILE_MAX_BYTES: integer(1, 100 * 1024 * 1024).default(defaultFileMaxBytes),
    S3_ENDPOINT: urlWithScheme(['http:', 'https:'], 'https://s3.eu-west-1.amazonaws.com').optional(),
    S3_BUCKET: z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, {
        error: 'expected an S3 bucket name such as longshot-files',
      })
      .optional(),
    S3_REGION: z
      .string()
      .regex(/^[a-z0-9-]+$/, { error: 'expected a region such as eu-west-1' })
      .optional(),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    CSP_SCRIPT_ORIGINS: z
      .string()
      .default('')
      .transform((text) =>
        text
          .split(',')
          .map((origin) => origin.trim())
          .filter(Boolean),
      )
      .pipe(
        z.array(
          z.string().regex(/^https:\/\/[a-z0-9.-]+(:\d+)?$/i, {
            error: 'expected comma-separated https origins such as https://analytics.example.com',
          }),
        ),
      ),
  })
  .superRefine((env, context) => {
    const required = (
      variable:
        | 'ODDS_API_KEY'
        | 'STRIPE_SECRET_KEY'
        | 'STRIPE_WEBHOOK_SECRET'
        | 'CAPTCHA_SECRET'
        | 'S3_ENDPOINT'
        | 'S3_BUCKET'
        | 'S3_REGION'
        | 'S3_ACCESS_KEY_ID'
        | 'S3_SECRET_ACCESS_KEY',
      because: string,
    ) => {
      if (env[variable] === undefined)
        context.addIssue({ code: 'custom', path: [variable], message: `required when ${because}` });
    };
    if (env.ODDS_PROVIDER === 'the-odds-api') required('ODDS_API_KEY', 'ODDS_PROVIDER is the-odds-api');
    if (env.PAYMENTS_PROVIDER === 'stripe') {
      required('STRIPE_SECRET_KEY', 'PAYMENTS_PROVIDER is stripe');
      required('STRIPE_WEBHOOK_SECRET', 'PAYMENTS_PROVIDER is stripe');
    }
    if (env.FILE_STORAGE === 's3') {
      for (const variable of [
        'S3_ENDPOINT',
        'S3_BUCKET',
        'S3_REGION',
        'S3_ACCESS_KEY_ID',
        'S3_SECRET_ACCESS_KEY',
      ] as const)
        required(variable, 'FILE_STORAGE is s3');
    }
    if (env.CLOCK_CONTROL === true && env.NODE_ENV === 'production')
      context.addIssue({
        code: 'custom',
        path: ['CLOCK_CONTROL'],
        message: 'the clock cannot be moved in production (NODE_ENV is production)',
      });
    if (env.CAPTCHA_PROVIDER !== 'dev')
      required('CAPTCHA_SECRET', `CAPTCHA_PROVIDER is ${env.CAPTCHA_PROVIDER}`);
    else if (env.NODE_ENV === 'production')
      // The dev captcha passes any token but 'fail': in production it would let bots sign up at will.
      context.addIssue({
        code: 'custom',
        path: ['CAPTCHA_PROVIDER'],
        message:
          'the dev captcha accepts any token, so it cannot run in production (NODE_ENV is production): choose turnstile, hcaptcha or recaptcha',
      });
  });

type Variable = keyof z.input<typeof environmentSchema>;
const variables = Object.keys(environmentSchema.shape) as Variable[];

function describeValue(variable: string, value: string | undefined): string {
  if (value === undefined) return 'nothing';
  if (secretVariables.has(variable)) return `a value of ${value.length} characters`;
  return JSON.stringify(value);
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

export const jwtSecretFileName = 'jwt-secret';

/**
 * The JWT secret kept in DATA_DIR/jwt-secret, created on first boot. Keeping it means a restart does not
 * sign every player out. Readable by the owner only.
 */
export function loadOrCreateJwtSecret(dataDir: string): string {
  const file = join(dataDir, jwtSecretFileName);
  mkdirSync(dataDir, { recursive: true });
  try {
    // 'wx' is O_EXCL: when two processes boot at once, one writes and both then read the same secret.
    writeFileSync(file, `${randomBytes(48).toString('base64url')}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  if ((statSync(file).mode & 0o077) !== 0) chmodSync(file, 0o600);
  const secret = readFileSync(file, 'utf8').trim();
  if (secret.length < minimumJwtSecretLength) {
    throw new ConfigError([
      `JWT_SECRET: the kept secret in ${file} has ${secret.length} characters, expected at least ${minimumJwtSecretLength}; delete the file to generate a new one`,
    ]);
  }
  return secret;
}

/** The configuration with its JWT secret: JWT_SECRET when set, else the one kept in DATA_DIR. */
export function withJwtSecret(config: Config): ServerConfig {
  return { ...config, jwtSecret: config.jwtSecret ?? loadOrCreateJwtSecret(config.dataDir) };
}

/**
 * ADMIN_PASSWORD, read only by `npm run admin:create` (server/admin-create-cli.ts): the new administrator's
 * password when it cannot be typed at a prompt. Undefined when unset or empty.
 */
export function adminPasswordFrom(env: Environment): string | undefined {
  return env.ADMIN_PASSWORD || undefined;
}
