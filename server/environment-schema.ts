// Every environment variable the server reads, its shape, default and the message a wrong value gets; and
// the rules between variables (a setting that needs another, one refused in production). config.ts turns the
// parsed values into the Config the server runs with.
import { z } from 'zod';
import { booleanText, integer, oneOf, urlWithScheme } from './config-values.ts';
import { defaultDatabaseTimeouts } from './database-timeouts.ts';

/** What FILE_MAX_BYTES defaults to: 2 MB. */
const defaultFileMaxBytes = 2 * 1024 * 1024;

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

export const minimumJwtSecretLength = 32;

export const environmentSchema = z
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

export type Variable = keyof z.input<typeof environmentSchema>;
export const variables = Object.keys(environmentSchema.shape) as Variable[];

export function describeValue(variable: string, value: string | undefined): string {
  if (value === undefined) return 'nothing';
  if (secretVariables.has(variable)) return `a value of ${value.length} characters`;
  return JSON.stringify(value);
}
