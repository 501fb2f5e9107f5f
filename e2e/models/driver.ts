import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import type { Flow } from './flow.ts';

// The gesture drivers of a flow: one Playwright function per gesture event of its model, and one check
// per state of it. The paths replay (e2e/paths.spec.ts) runs a path's gestures in order and checks the
// state each one leads to; the types make a missing gesture or check a compile error.

/** A player account a path made through the API (each path makes its own: limits and codes are per account). */
export interface PlayerAccount {
  email: string;
  password: string;
  userId: string;
  displayName: string | null;
  /** The authenticator key, for accounts with two-factor on. */
  sharedKey?: string;
  recoveryCodes?: string[];
}

/** What the gestures of one path remember between steps. */
export interface PathMemory {
  /** A player with a password only. */
  player?: PlayerAccount;
  /** A player with two-factor on. */
  twoFactorPlayer?: PlayerAccount;
  /** Who the browser is signed in as, when a player. */
  signedInAs?: PlayerAccount;
  /** The address a guest linked (or asked to link) in this path. */
  linkedEmail?: string;
  /** The validation link of that address, once read from the outbox. */
  validationLink?: string;
  /** Lets a call a gesture held back go to the server (a slow server answering at last). */
  releaseHeldCall?: () => Promise<void>;
  /** The TOTP steps this path has used, so no code is sent twice. */
  usedTotpSteps: Set<number>;
}

export interface PathRun {
  page: Page;
  context: BrowserContext;
  request: APIRequestContext;
  memory: PathMemory;
}

export type Gesture = (run: PathRun) => Promise<void>;
export type StateCheck = (run: PathRun) => Promise<void>;

export interface FlowDrivers<S extends string = string, E extends string = string> {
  flowId: string;
  gestures: Record<E, Gesture>;
  states: Record<S, StateCheck>;
}

export function defineDrivers<S extends string, E extends string, U extends string>(
  flow: Flow<S, E, U>,
  drivers: { gestures: Record<E, Gesture>; states: Record<S, StateCheck> },
): FlowDrivers<S, E> {
  return { flowId: flow.id, ...drivers };
}
