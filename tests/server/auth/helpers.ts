// Shared by the auth and identity tests: a movable clock, JSON requests as the SPA sends them (with the
// CSRF header), users made straight in the database, and the e-mails the outbox received.
import { randomBytes, randomInt } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { RoleId } from '#core/contract/account.ts';
import type { SignInResponse } from '#core/contract/auth.ts';
import { outbox, type UserRow } from '#server/db/schema.ts';
import { newAuthenticatorKey } from '#server/identity/totp.ts';

export const spaHeaders = {
  'x-requested-with': 'XMLHttpRequest',
  'content-type': 'application/json',
} as const;

export interface FakeClock {
  now(): Date;
  advance(ms: number): void;
  set(date: Date): void;
}

export function fakeClock(start = new Date('2030-03-04T10:00:00.000Z')): FakeClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (ms) => void (current += ms),
    set: (date) => void (current = date.getTime()),
  };
}

/** A client address of its own, so one test's requests never meet another's per-IP limits. */
export function freshIp(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

export interface CallOptions {
  bearer?: string;
  ip?: string;
  headers?: Record<string, string>;
}

export function call(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  body?: unknown,
  options: CallOptions = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    remoteAddress: options.ip ?? freshIp(),
    headers: {
      ...(body === undefined ? { 'x-requested-with': 'XMLHttpRequest' } : spaHeaders),
      ...(options.bearer ? { authorization: `Bearer ${options.bearer}` } : {}),
      ...options.headers,
    },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
}

export const post = (app: FastifyInstance, url: string, body?: unknown, options?: CallOptions) =>
  call(app, 'POST', url, body, options);

export interface TestUser {
  row: UserRow;
  email: string;
  password: string;
}

export interface UserSpec {
  role?: RoleId;
  password?: string;
  twoFactor?: boolean;
  emailConfirmed?: boolean;
}

/** A user written straight to the database (hashing like sign-up does). */
export async function createUser(app: FastifyInstance, spec: UserSpec = {}): Promise<TestUser> {
  const email = `player-${randomBytes(5).toString('hex')}@example.com`;
  const password = spec.password ?? `long and lucky ${randomBytes(4).toString('hex')}`;
  let row = await app.users.create({
    userName: email,
    email,
    emailConfirmed: spec.emailConfirmed ?? true,
    displayName: 'Test Player',
    role: spec.role ?? 'Player',
    passwordHash: await app.passwords.hash(password),
  });
  if (spec.twoFactor) {
    const updated = await app.users.update(row.id, {
      twoFactorEnabled: true,
      authenticatorKey: newAuthenticatorKey(),
    });
    if (!updated) throw new Error('user vanished');
    row = updated;
  }
  return { row, email, password };
}

export async function signIn(
  app: FastifyInstance,
  email: string,
  password: string,
  options?: CallOptions,
): Promise<SignInResponse> {
  const response = await post(app, '/api/auth/v1/basic/signIn', { email, password }, options);
  if (response.statusCode !== 200)
    throw new Error(`sign-in answered ${response.statusCode}: ${response.body}`);
  return response.json<SignInResponse>();
}

export async function userRow(app: FastifyInstance, id: string): Promise<UserRow> {
  const row = await app.users.findById(id);
  if (!row) throw new Error(`no user ${id}`);
  return row;
}

/** The newest e-mail to `to`, waiting for it (e-mails are sent after the answer). */
export async function nextEmail(
  app: FastifyInstance,
  to: string,
  count = 1,
): Promise<{ subject: string; text: string }> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const rows = await app.db
      .select()
      .from(outbox)
      .where(eq(outbox.toAddress, to))
      .orderBy(desc(outbox.createdAt));
    if (rows.length >= count && rows[0]) return { subject: rows[0].subject, text: rows[0].textBody };
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`no e-mail to ${to}`);
}

export async function emailsTo(app: FastifyInstance, to: string): Promise<number> {
  return (await app.db.select().from(outbox).where(eq(outbox.toAddress, to))).length;
}

/** The query parameters of the first link in `text` whose path is `path`. */
export function linkParameters(text: string, path: string): URLSearchParams {
  const match = new RegExp(`https?://[^\\s]*${path.replace(/[/?]/g, '\\$&')}\\?[^\\s)>"]+`).exec(text);
  if (!match) throw new Error(`no ${path} link in:\n${text}`);
  return new URL(match[0]).searchParams;
}
