// The account suites' app: the real app on a database of its own, a clock the tests move, and short
// ways to make players and guests, call the API as the SPA does, and read the e-mail the server wrote.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { RoleId } from '#core/contract/account.ts';
import type { SessionTokens } from '#core/contract/auth.ts';
import { outbox, type GuestStatus, type OutboxRow, type UserRow } from '#server/db/schema.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';

export const base = '/api/account/v1';

export const strongPassword = 'correct horse battery';
export const otherStrongPassword = 'purple elephant ladder';

export interface FakeClock {
  now(): Date;
  advance(ms: number): void;
}

export function fakeClock(start = new Date('2025-10-21T09:00:00.000Z')): FakeClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(ms) {
      current += ms;
    },
  };
}

export interface AccountTestApp extends TestApp {
  clock: FakeClock;
}

export async function buildAccountTestApp(): Promise<AccountTestApp> {
  const clock = fakeClock();
  const testApp = await buildTestApp({ clock });
  return { ...testApp, clock };
}

export interface Signed {
  user: UserRow;
  tokens: SessionTokens;
  /** The password it signs in with (a guest's is the one its browser keeps). */
  password: string;
}

export interface NewPlayer {
  email?: string;
  password?: string;
  role?: RoleId;
  displayName?: string | null;
}

const unique = () => randomBytes(6).toString('hex');

/** A permanent account with a confirmed address, signed in. */
export async function createPlayer(app: FastifyInstance, options: NewPlayer = {}): Promise<Signed> {
  const email = options.email ?? `player-${unique()}@example.com`;
  const password = options.password ?? strongPassword;
  const user = await app.users.create({
    userName: email,
    email,
    emailConfirmed: true,
    displayName: options.displayName === undefined ? 'Ann Player' : options.displayName,
    role: options.role ?? 'Player',
    passwordHash: await app.passwords.hash(password),
  });
  return { user, tokens: await app.sessions.issue(user.id), password };
}

/** A guest as easy sign-up makes one, with the password its browser keeps, signed in. */
export async function createGuest(app: FastifyInstance, guestStatus: GuestStatus = 1): Promise<Signed> {
  const password = randomBytes(24).toString('base64url');
  const user = await app.users.create({
    userName: `guest-${unique()}`,
    role: 'GuestPlayer',
    guestStatus,
    passwordHash: await app.passwords.hash(password),
  });
  return { user, tokens: await app.sessions.issue(user.id), password };
}

export interface CallOptions {
  token?: SessionTokens | string;
  body?: unknown;
  headers?: Record<string, string>;
}

/** Calls the API as the SPA does: the CSRF headers on state-changing calls, the bearer when given. */
export function call(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  options: CallOptions = {},
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = {};
  if (method !== 'GET') {
    headers['x-requested-with'] = 'XMLHttpRequest';
    if (options.body !== undefined) headers['content-type'] = 'application/json';
  }
  if (options.token !== undefined) {
    const bearer = typeof options.token === 'string' ? options.token : options.token.bearerToken;
    headers.authorization = `Bearer ${bearer}`;
  }
  return app.inject({
    method,
    url: url.startsWith('/api/') ? url : `${base}/${url}`,
    headers: { ...headers, ...options.headers },
    ...(options.body === undefined ? {} : { payload: JSON.stringify(options.body) }),
  });
}

export async function userRow(app: FastifyInstance, id: string): Promise<UserRow | undefined> {
  return app.users.findById(id);
}

/** Every e-mail written to `to`, oldest first. */
export async function mailTo(app: FastifyInstance, to: string): Promise<OutboxRow[]> {
  const rows = await app.db.select().from(outbox).where(eq(outbox.toAddress, to));
  return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

/**
 * Waits for the `count`-th e-mail to `to` (the routes send without waiting for delivery) and answers
 * the parameters of the link in it.
 */
export async function waitForLink(
  app: FastifyInstance,
  to: string,
  path: string,
  count = 1,
): Promise<{ message: OutboxRow; params: URLSearchParams }> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const messages = await mailTo(app, to);
    const message = messages[count - 1];
    if (message) {
      const escaped = path.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
      const match = new RegExp(`http://localhost:3000${escaped}\\?(\\S+)`).exec(message.textBody);
      if (!match?.[1]) throw new Error(`No ${path} link in: ${message.textBody}`);
      return { message, params: new URLSearchParams(match[1]) };
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`No e-mail number ${count} to ${to}`);
}

/** Lets e-mails sent in the background land before a test says none was sent. */
export function settle(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 100));
}
