import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, type Environment } from '#server/config.ts';
import { jwtSecretFileName, loadOrCreateJwtSecret, withJwtSecret } from '#server/jwt-secret.ts';

function problemsOf(env: Environment): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected the configuration to be refused');
}

/** A production environment the configuration accepts: a real captcha. */
const production = { NODE_ENV: 'production', CAPTCHA_PROVIDER: 'turnstile', CAPTCHA_SECRET: 'secret' };

describe('loadConfig', () => {
  it('gives the documented defaults for an empty environment', () => {
    expect(loadConfig({})).toEqual({
      port: 3000,
      host: 'localhost',
      dataDir: resolve('./data'),
      databaseUrl: undefined,
      databaseTimeouts: {
        connectMs: 5000,
        statementMs: 5000,
        jobStatementMs: 300_000,
        idleInTransactionMs: 10_000,
        healthMs: 2000,
      },
      redisUrl: undefined,
      smtpUrl: undefined,
      mailFrom: 'Longshot <no-reply@localhost>',
      publicUrl: 'http://localhost:3000',
      oddsProvider: 'demo',
      oddsApiKey: undefined,
      oddsDemoSeed: 'longshot',
      paymentsProvider: 'local',
      stripeSecretKey: undefined,
      stripeWebhookSecret: undefined,
      stripeApiBase: undefined,
      premiumPlan: { amountCents: 499, currency: 'USD', interval: 'month' },
      jwtSecret: undefined,
      logLevel: 'info',
      staticDir: resolve('./dist'),
      trustProxy: false,
      rateLimitMax: 300,
      captchaProvider: 'dev',
      captchaSecret: undefined,
      devOutbox: true,
      guestSignupsPerHour: 300,
      cspScriptOrigins: [],
      clockControl: true,
      oddsApiMonthlyCredits: 500,
      oddsApiBaseUrl: 'https://api.the-odds-api.com',
      fileStorage: { kind: 'disk', directory: resolve('./data/files') },
      fileMaxBytes: 2 * 1024 * 1024,
    });
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATA_DIR: '/srv/longshot',
      DATABASE_URL: 'postgres://longshot:pw@db:5432/longshot',
      DATABASE_CONNECT_TIMEOUT_MS: '3000',
      DATABASE_STATEMENT_TIMEOUT_MS: '20000',
      DATABASE_JOB_STATEMENT_TIMEOUT_MS: '600000',
      DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: '60000',
      DATABASE_HEALTH_TIMEOUT_MS: '1000',
      REDIS_URL: 'redis://cache:6379',
      SMTP_URL: 'smtps://user:pw@smtp.example.com:465',
      MAIL_FROM: 'Longshot <hello@example.com>',
      PUBLIC_URL: 'https://longshot.example.com/',
      ODDS_PROVIDER: 'the-odds-api',
      ODDS_API_KEY: 'odds-key',
      PAYMENTS_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_123',
      STRIPE_WEBHOOK_SECRET: 'whsec_456',
      STRIPE_API_BASE: 'http://127.0.0.1:12111/',
      PREMIUM_PRICE: '49.9',
      PREMIUM_CURRENCY: 'eur',
      PREMIUM_PERIOD: 'year',
      JWT_SECRET: 'x'.repeat(32),
      LOG_LEVEL: 'debug',
      STATIC_DIR: '/srv/longshot/dist',
      TRUST_PROXY: 'true',
      RATE_LIMIT_MAX: '50',
      CAPTCHA_PROVIDER: 'turnstile',
      CAPTCHA_SECRET: 'captcha-secret',
      DEV_OUTBOX: 'true',
      GUEST_SIGNUPS_PER_HOUR: '5',
      CSP_SCRIPT_ORIGINS: 'https://analytics.example.com, https://cdn.example.net:8443',
      CLOCK_CONTROL: 'false',
      ODDS_API_MONTHLY_CREDITS: '20000',
      ODDS_API_BASE_URL: 'http://127.0.0.1:9999/',
      PLAYER_READS_KEPT_MS: '0',
      FILE_STORAGE: 's3',
      FILE_MAX_BYTES: '500000',
      S3_ENDPOINT: 'https://s3.example.com/',
      S3_BUCKET: 'longshot-files',
      S3_REGION: 'eu-west-1',
      S3_ACCESS_KEY_ID: 'AKID',
      S3_SECRET_ACCESS_KEY: 'secret-key',
    });
    expect(config).toEqual({
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/srv/longshot',
      databaseUrl: 'postgres://longshot:pw@db:5432/longshot',
      databaseTimeouts: {
        connectMs: 3000,
        statementMs: 20_000,
        jobStatementMs: 600_000,
        idleInTransactionMs: 60_000,
        healthMs: 1000,
      },
      redisUrl: 'redis://cache:6379',
      smtpUrl: 'smtps://user:pw@smtp.example.com:465',
      mailFrom: 'Longshot <hello@example.com>',
      publicUrl: 'https://longshot.example.com',
      oddsProvider: 'the-odds-api',
      oddsApiKey: 'odds-key',
      oddsDemoSeed: 'longshot',
      paymentsProvider: 'stripe',
      stripeSecretKey: 'sk_test_123',
      stripeWebhookSecret: 'whsec_456',
      stripeApiBase: 'http://127.0.0.1:12111',
      premiumPlan: { amountCents: 4990, currency: 'EUR', interval: 'year' },
      jwtSecret: 'x'.repeat(32),
      logLevel: 'debug',
      staticDir: '/srv/longshot/dist',
      trustProxy: true,
      rateLimitMax: 50,
      captchaProvider: 'turnstile',
      captchaSecret: 'captcha-secret',
      devOutbox: true,
      guestSignupsPerHour: 5,
      cspScriptOrigins: ['https://analytics.example.com', 'https://cdn.example.net:8443'],
      clockControl: false,
      oddsApiMonthlyCredits: 20000,
      oddsApiBaseUrl: 'http://127.0.0.1:9999',
      playerReadsKeptMs: 0,
      fileStorage: {
        kind: 's3',
        endpoint: 'https://s3.example.com',
        bucket: 'longshot-files',
        region: 'eu-west-1',
        accessKeyId: 'AKID',
        secretAccessKey: 'secret-key',
      },
      fileMaxBytes: 500000,
    });
  });

  it('names every S3 setting missing when FILE_STORAGE is s3, never echoing the secret', () => {
    expect(() => loadConfig({ FILE_STORAGE: 's3', S3_BUCKET: 'longshot-files' })).toThrow(
      /S3_ENDPOINT: required when FILE_STORAGE is s3[\s\S]*S3_REGION[\s\S]*S3_ACCESS_KEY_ID[\s\S]*S3_SECRET_ACCESS_KEY/,
    );
    try {
      loadConfig({ FILE_STORAGE: 's3', S3_BUCKET: 'Bad_Bucket', S3_SECRET_ACCESS_KEY: 'hunter2hunter2' });
    } catch (error) {
      expect(String(error)).toMatch(/S3_BUCKET: expected an S3 bucket name/);
      expect(String(error)).not.toContain('hunter2');
    }
    expect(() => loadConfig({ FILE_MAX_BYTES: '0' })).toThrow(/FILE_MAX_BYTES/);
  });

  it('lets the clock be moved by default only on localhost, and never in production', () => {
    expect(loadConfig({}).clockControl).toBe(true);
    expect(loadConfig({ PUBLIC_URL: 'https://longshot.example.com' }).clockControl).toBe(false);
    expect(loadConfig(production).clockControl).toBe(false);
    expect(() => loadConfig({ ...production, CLOCK_CONTROL: 'true' })).toThrow(
      /CLOCK_CONTROL: the clock cannot be moved in production/,
    );
  });

  it('refuses the dev captcha, which accepts any token, in production', () => {
    expect(problemsOf({ NODE_ENV: 'production' })).toEqual([
      'CAPTCHA_PROVIDER: the dev captcha accepts any token, so it cannot run in production (NODE_ENV is production): choose turnstile, hcaptcha or recaptcha, got nothing',
    ]);
    expect(problemsOf({ NODE_ENV: 'production', CAPTCHA_PROVIDER: 'dev' })).toHaveLength(1);
    expect(loadConfig(production).captchaProvider).toBe('turnstile');
    expect(loadConfig({ CAPTCHA_PROVIDER: 'dev' }).captchaProvider).toBe('dev');
  });

  it('turns the developer outbox on by default only for a site on localhost', () => {
    expect(loadConfig({}).devOutbox).toBe(true);
    expect(loadConfig({ PUBLIC_URL: 'http://127.0.0.1:3000' }).devOutbox).toBe(true);
    expect(loadConfig({ PUBLIC_URL: 'https://longshot.example.com' }).devOutbox).toBe(false);
    expect(loadConfig({ PUBLIC_URL: 'https://longshot.example.com', DEV_OUTBOX: 'true' }).devOutbox).toBe(
      true,
    );
    expect(loadConfig({ DEV_OUTBOX: '0' }).devOutbox).toBe(false);
  });

  it.each(['turnstile', 'hcaptcha', 'recaptcha'])(
    'requires CAPTCHA_SECRET for the %s captcha',
    (provider) => {
      expect(problemsOf({ CAPTCHA_PROVIDER: provider })).toEqual([
        `CAPTCHA_SECRET: required when CAPTCHA_PROVIDER is ${provider}, got nothing`,
      ]);
    },
  );

  it('derives PUBLIC_URL from PORT when unset', () => {
    expect(loadConfig({ PORT: '4000' }).publicUrl).toBe('http://localhost:4000');
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '  ' })).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
    });
  });

  it.each([
    ['PORT', 'abc', 'PORT: expected an integer from 1 to 65535, got "abc"'],
    ['PORT', '70000', 'PORT: expected an integer from 1 to 65535, got "70000"'],
    ['PORT', '0', 'PORT: expected an integer from 1 to 65535, got "0"'],
    [
      'DATABASE_URL',
      'mysql://db/longshot',
      'DATABASE_URL: expected a postgres:// or postgresql:// URL, e.g. postgres://user:password@localhost:5432/longshot, got a value of 19 characters',
    ],
    [
      'REDIS_URL',
      'localhost:6379',
      'REDIS_URL: expected a redis:// or rediss:// URL, e.g. redis://localhost:6379, got a value of 14 characters',
    ],
    [
      'SMTP_URL',
      'http://mail',
      'SMTP_URL: expected a smtp:// or smtps:// URL, e.g. smtps://user:password@smtp.example.com:465, got a value of 11 characters',
    ],
    [
      'MAIL_FROM',
      'nobody',
      'MAIL_FROM: expected an address such as Longshot <no-reply@example.com>, got "nobody"',
    ],
    [
      'PUBLIC_URL',
      'longshot.example.com',
      'PUBLIC_URL: expected a http:// or https:// URL, e.g. https://longshot.example.com, got "longshot.example.com"',
    ],
    ['ODDS_PROVIDER', 'betfair', 'ODDS_PROVIDER: expected one of demo, the-odds-api, got "betfair"'],
    ['PAYMENTS_PROVIDER', 'paypal', 'PAYMENTS_PROVIDER: expected one of local, stripe, got "paypal"'],
    [
      'STRIPE_SECRET_KEY',
      'pk_live_1',
      'STRIPE_SECRET_KEY: expected a Stripe secret key (starting sk_ or rk_), got a value of 9 characters',
    ],
    [
      'STRIPE_WEBHOOK_SECRET',
      'sk_live_1',
      'STRIPE_WEBHOOK_SECRET: expected a Stripe webhook signing secret (starting whsec_), got a value of 9 characters',
    ],
    ['JWT_SECRET', 'short', 'JWT_SECRET: expected at least 32 characters, got a value of 5 characters'],
    [
      'LOG_LEVEL',
      'loud',
      'LOG_LEVEL: expected one of fatal, error, warn, info, debug, trace, silent, got "loud"',
    ],
    ['TRUST_PROXY', 'yes', 'TRUST_PROXY: expected true or false, got "yes"'],
    ['RATE_LIMIT_MAX', '-5', 'RATE_LIMIT_MAX: expected an integer from 1 to 1000000, got "-5"'],
    [
      'CAPTCHA_PROVIDER',
      'google',
      'CAPTCHA_PROVIDER: expected one of dev, turnstile, hcaptcha, recaptcha, got "google"',
    ],
    ['DEV_OUTBOX', 'sometimes', 'DEV_OUTBOX: expected true or false, got "sometimes"'],
    [
      'GUEST_SIGNUPS_PER_HOUR',
      'many',
      'GUEST_SIGNUPS_PER_HOUR: expected an integer from 1 to 1000000, got "many"',
    ],
    [
      'DATABASE_STATEMENT_TIMEOUT_MS',
      '0',
      'DATABASE_STATEMENT_TIMEOUT_MS: expected an integer from 100 to 3600000, got "0"',
    ],
    [
      'DATABASE_CONNECT_TIMEOUT_MS',
      '5s',
      'DATABASE_CONNECT_TIMEOUT_MS: expected an integer from 100 to 600000, got "5s"',
    ],
    [
      'DATABASE_HEALTH_TIMEOUT_MS',
      '120000',
      'DATABASE_HEALTH_TIMEOUT_MS: expected an integer from 100 to 60000, got "120000"',
    ],
  ])('refuses a bad %s (%s) with a readable message', (variable, value, problem) => {
    expect(problemsOf({ [variable]: value })).toEqual([problem]);
  });

  it('refuses a script origin that is not an https origin', () => {
    expect(() => loadConfig({ CSP_SCRIPT_ORIGINS: 'http://analytics.example.com' })).toThrow(
      'CSP_SCRIPT_ORIGINS: expected comma-separated https origins such as https://analytics.example.com',
    );
  });

  it('requires ODDS_API_KEY for the-odds-api', () => {
    expect(problemsOf({ ODDS_PROVIDER: 'the-odds-api' })).toEqual([
      'ODDS_API_KEY: required when ODDS_PROVIDER is the-odds-api, got nothing',
    ]);
  });

  it('refuses a premium price with more than 2 decimals, below 0.50, or an unknown currency or period', () => {
    for (const [variable, value] of [
      ['PREMIUM_PRICE', '4.999'],
      ['PREMIUM_PRICE', '0.10'],
      ['PREMIUM_PRICE', '-1'],
      ['PREMIUM_CURRENCY', 'dollars'],
      ['PREMIUM_PERIOD', 'week'],
    ] as const) {
      expect(() => loadConfig({ [variable]: value }), `${variable}=${value}`).toThrow(variable);
    }
  });

  it('requires both Stripe secrets for stripe payments', () => {
    expect(problemsOf({ PAYMENTS_PROVIDER: 'stripe' })).toEqual([
      'STRIPE_SECRET_KEY: required when PAYMENTS_PROVIDER is stripe, got nothing',
      'STRIPE_WEBHOOK_SECRET: required when PAYMENTS_PROVIDER is stripe, got nothing',
    ]);
  });

  it('lists every bad variable at once, in one readable message', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'abc',
        TRUST_PROXY: 'maybe',
        PAYMENTS_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: 'sk_1',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).message).toBe(
      [
        'Invalid configuration:',
        '  - PORT: expected an integer from 1 to 65535, got "abc"',
        '  - TRUST_PROXY: expected true or false, got "maybe"',
        '  - STRIPE_WEBHOOK_SECRET: required when PAYMENTS_PROVIDER is stripe, got nothing',
      ].join('\n'),
    );
  });

  it('never echoes a secret value', () => {
    const secret = 'postgres-password-123';
    const message = problemsOf({ DATABASE_URL: `mysql://root:${secret}@db/x` }).join('\n');
    expect(message).not.toContain(secret);
  });
});

describe('the JWT secret kept in DATA_DIR', () => {
  const dirs: string[] = [];
  const newDataDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'longshot-config-'));
    dirs.push(dir);
    return join(dir, 'data');
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('is generated on first boot, owner-only, and the same on the next boot', () => {
    const dataDir = newDataDir();
    const first = loadOrCreateJwtSecret(dataDir);
    expect(first).toMatch(/^[A-Za-z0-9_-]{64}$/);
    const file = join(dataDir, jwtSecretFileName);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8').trim()).toBe(first);

    expect(withJwtSecret(loadConfig({ DATA_DIR: dataDir })).jwtSecret).toBe(first);
  });

  it('differs between data directories', () => {
    expect(loadOrCreateJwtSecret(newDataDir())).not.toBe(loadOrCreateJwtSecret(newDataDir()));
  });

  it('is not used when JWT_SECRET is set', () => {
    const dataDir = newDataDir();
    const config = withJwtSecret(loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'y'.repeat(40) }));
    expect(config.jwtSecret).toBe('y'.repeat(40));
  });

  it('refuses a kept secret that is too short', () => {
    const dataDir = newDataDir();
    loadOrCreateJwtSecret(dataDir);
    writeFileSync(join(dataDir, jwtSecretFileName), 'tiny\n');
    expect(() => loadOrCreateJwtSecret(dataDir)).toThrow(/has 4 characters, expected at least 32/);
  });
});
