import type { EventFromLogic, InputFrom } from 'xstate';
import type { SessionTokens } from '#core/contract/auth.ts';
import type { tokenRefreshMachine } from './token-refresh.machine.ts';

// Samples for the inspector's sandbox form and for generated paths (docs/architecture.md §11.3).

type Ev = EventFromLogic<typeof tokenRefreshMachine>;

const tokens: SessionTokens = { bearerToken: 'bearer-2', refreshToken: 'refresh-2', loginId: 'u-1' };

/** Payload samples per event type, used to generate paths and to prefill the inspector's sandbox form. */
export const eventSamples: { [K in Ev['type']]?: Extract<Ev, { type: K }>[] } = {
  REFRESH: [{ type: 'REFRESH' }],
  UNAUTHORIZED: [
    { type: 'UNAUTHORIZED', session: 'guest' },
    { type: 'UNAUTHORIZED', session: 'player' },
    { type: 'UNAUTHORIZED', session: 'none' },
  ],
};

/**
 * What each invoked actor (by invoke id) may answer: the done/error events of generated paths, and
 * the sandbox's "succeed" stand-in output (the first output listed).
 */
export const actorSamples: { [invokeId: string]: Array<{ output: unknown } | { error: string }> } = {
  refreshTokens: [{ output: tokens }, { error: 'Refresh token reused.' }],
  easySignIn: [
    { output: { status: 0, statusMessage: 'Logged in.', ...tokens } },
    { output: { status: 3, statusMessage: 'Invalid credentials.' } },
    { error: 'offline' },
  ],
};

/** Inputs the machine may start from (it takes none). */
export const inputSamples: InputFrom<typeof tokenRefreshMachine>[] = [undefined];
