import { assign, fromPromise, setup } from 'xstate';
import type { LeagueDetailsDto, LeaguePreviewDto } from '#core/contract/leagues.ts';
import { isLeagueCodeShaped, normaliseLeagueCode } from '#core/game/leagues.ts';
import type { RefusalCode } from '#core/refusals.ts';
import { refusalCodeAmong } from './refusal-code.ts';

// Joining a league (docs/game-rules.md §9, docs/product.md §2 /league/join and /league/{id}/join). With a league id
// the player first sees its preview (name, owner, members, scope): a public league shows at once, a
// private one needs its code (from the link's ?code= or typed). Without an id the player types a code and
// joins the league it opens. Joining leads to the league's details; a refusal (already a member, the join
// limit...) is shown by its code; a call that fails for another reason can be tried again.

/** The refusals the join flow tells apart (core/refusals.ts); the rest are failures. */
export const joinRefusalCodes = [
  'leagueNotFound',
  'wrongLeagueCode',
  'leagueCodeInvalid',
  'alreadyInLeague',
  'leagueJoinLimit',
  'leaguesNeedAccount',
] as const satisfies readonly RefusalCode[];

export type JoinRefusalCode = (typeof joinRefusalCodes)[number];

/** Refusals that mean "this code opens nothing here": the player is asked for the code (again). */
const codeRefusals: readonly JoinRefusalCode[] = ['leagueNotFound', 'wrongLeagueCode', 'leagueCodeInvalid'];

/**
 * A refused call's code. src's actors reject a coded refusal with an Error whose message is the code (the
 * server's answer as its `cause`), so the machine needs nothing but core; anything else is a failure.
 */
export function joinRefusalOf(error: unknown): JoinRefusalCode | null {
  return refusalCodeAmong(joinRefusalCodes, error);
}

export interface JoinLeagueInput {
  /** The league of /league/{id}/join; null on /league/join (join by code). */
  leagueId: string | null;
  /** The link's ?code=, or ''. */
  code?: string;
}

export interface JoinLeagueContext {
  leagueId: string | null;
  /** The code as it is sent (normalised), or ''. */
  code: string;
  preview: LeaguePreviewDto | null;
  /** The league joined. */
  joined: LeagueDetailsDto | null;
  refusal: JoinRefusalCode | null;
  /** The last refused or failed call's error (the server's answer is its `cause`), for the view's words. */
  error: unknown;
  /** Which call a RETRY runs again. */
  failedCall: 'preview' | 'join' | null;
}

export type JoinLeagueEvent =
  /** The code form: a code of the right shape (the view shows the spec's text for one that is not). */
  { type: 'SUBMIT_CODE'; code: string } | { type: 'JOIN' } | { type: 'RETRY' };

export interface LoadPreviewInput {
  leagueId: string;
  code: string;
}

export interface JoinInput {
  leagueId: string | null;
  code: string;
}

function missing<TOutput, TInput>(name: string) {
  return fromPromise<TOutput, TInput>(() =>
    Promise.reject(new Error(`The join league machine's ${name} actor was not provided.`)),
  );
}

export const joinLeagueMachine = setup({
  // Stryker disable next-line ObjectLiteral: types exist for TypeScript only, nothing reads them at run time
  types: {
    context: {} as JoinLeagueContext,
    events: {} as JoinLeagueEvent,
    input: {} as JoinLeagueInput,
  },
  actors: {
    /** GET Leagues/{id}/Preview (with the code for a private league). */
    loadPreview: missing<LeaguePreviewDto, LoadPreviewInput>('loadPreview'),
    /** POST Leagues/{id}/Join, or POST JoinByCode when there is no id. */
    join: missing<LeagueDetailsDto, JoinInput>('join'),
  },
  actions: {
    rememberRefusal: assign((_, error: unknown) => ({ refusal: joinRefusalOf(error), error })),
  },
  guards: {
    hasLeague: ({ context }) => context.leagueId !== null,
    isCodeShaped: (_, code: string) => isLeagueCodeShaped(code),
    isCodeRefusal: (_, error: unknown) => {
      const refusal = joinRefusalOf(error);
      // Stryker disable next-line ConditionalExpression: codeRefusals holds no null; the test narrows for TypeScript
      return refusal !== null && codeRefusals.includes(refusal);
    },
    isRefusal: (_, error: unknown) => joinRefusalOf(error) !== null,
    previewFailed: ({ context }) => context.failedCall === 'preview',
  },
}).createMachine({
  id: 'joinLeague',
  context: ({ input }) => ({
    leagueId: input.leagueId,
    code: input.code && isLeagueCodeShaped(input.code) ? normaliseLeagueCode(input.code) : '',
    preview: null,
    joined: null,
    refusal: null,
    error: null,
    failedCall: null,
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'hasLeague', target: 'loadingPreview' }, { target: 'needsCode' }],
    },
    loadingPreview: {
      entry: assign({ refusal: null, error: null, failedCall: null }),
      invoke: {
        id: 'loadPreview',
        src: 'loadPreview',
        // Stryker disable next-line StringLiteral: hasLeague let only a league id through to the preview
        input: ({ context }) => ({ leagueId: context.leagueId ?? '', code: context.code }),
        onDone: { target: 'preview', actions: assign({ preview: ({ event }) => event.output }) },
        onError: [
          // A private league shows nothing without its code (and a wrong code opens nothing). The server
          // refuses a preview with no other code (a guest never gets here): anything else is a failure.
          {
            guard: {
              type: 'isCodeRefusal',
              params: ({ event }: { event: { error: unknown } }) => event.error,
            },
            target: 'needsCode',
            actions: {
              type: 'rememberRefusal',
              params: ({ event }: { event: { error: unknown } }) => event.error,
            },
          },
          {
            target: 'failed',
            actions: assign({ error: ({ event }) => event.error, failedCall: 'preview' }),
          },
        ],
      },
    },
    /** The league's name, owner, members and scope, with Join. */
    preview: {
      on: { JOIN: 'joining' },
    },
    /** The code form: on /league/join, or for a private league opened without (the right) code. */
    needsCode: {
      on: {
        SUBMIT_CODE: [
          {
            guard: { type: 'isCodeShaped', params: ({ event }) => event.code },
            // With a league, its preview comes first; without, the code joins its league at once.
            target: 'checkingCode',
            actions: assign({ code: ({ event }) => normaliseLeagueCode(event.code) }),
          },
        ],
      },
    },
    checkingCode: {
      always: [{ guard: 'hasLeague', target: 'loadingPreview' }, { target: 'joining' }],
    },
    joining: {
      entry: assign({ refusal: null, error: null, failedCall: null }),
      invoke: {
        id: 'join',
        src: 'join',
        input: ({ context }) => ({ leagueId: context.leagueId, code: context.code }),
        onDone: { target: 'joined', actions: assign({ joined: ({ event }) => event.output }) },
        onError: [
          {
            guard: {
              type: 'isCodeRefusal',
              params: ({ event }: { event: { error: unknown } }) => event.error,
            },
            target: 'needsCode',
            actions: {
              type: 'rememberRefusal',
              params: ({ event }: { event: { error: unknown } }) => event.error,
            },
          },
          {
            guard: { type: 'isRefusal', params: ({ event }: { event: { error: unknown } }) => event.error },
            target: 'refused',
            actions: {
              type: 'rememberRefusal',
              params: ({ event }: { event: { error: unknown } }) => event.error,
            },
          },
          { target: 'failed', actions: assign({ error: ({ event }) => event.error, failedCall: 'join' }) },
        ],
      },
    },
    /** A member now: the view opens the league's details. */
    joined: {},
    /** Refused for a reason a code does not change (already a member, the join limit...): `refusal`. */
    refused: {},
    /** The call failed (offline, a server error): Retry runs it again. */
    failed: {
      on: {
        RETRY: [{ guard: 'previewFailed', target: 'loadingPreview' }, { target: 'joining' }],
      },
    },
  },
});
