import type { EventFromLogic, InputFrom } from 'xstate';
import type { LeagueDetailsDto, LeaguePreviewDto } from '#core/contract/leagues.ts';
import type { joinLeagueMachine } from './join-league.machine.ts';

// Samples for the inspector's sandbox form and for generated paths (docs/architecture.md §11.3).

type Ev = EventFromLogic<typeof joinLeagueMachine>;

const owner = { userId: 'u-owner', displayName: 'Olive Owner' };

export const samplePreview: LeaguePreviewDto = {
  id: 'league-1',
  name: 'Friday Five-a-side',
  visibility: 1,
  scope: { kind: 'sport', sportId: 'Football' },
  rankBy: 'boosted',
  memberCount: 4,
  isOwner: false,
  isMember: false,
  owner,
};

export const sampleJoined: LeagueDetailsDto = {
  ...samplePreview,
  memberCount: 5,
  isMember: true,
  code: 'K7QMW4TD',
  createdAt: '2026-11-02T10:00:00.000Z',
  members: [
    {
      userId: owner.userId,
      displayName: owner.displayName,
      isOwner: true,
      joinedAt: '2026-11-02T10:00:00.000Z',
    },
  ],
};

/** Payload samples per event type, used to generate paths and to prefill the inspector's sandbox form. */
export const eventSamples: { [K in Ev['type']]?: Extract<Ev, { type: K }>[] } = {
  SUBMIT_CODE: [
    { type: 'SUBMIT_CODE', code: 'k7qm-w4td' },
    // Not the shape of a code: nothing is sent (the view shows the spec's leagueCode text).
    { type: 'SUBMIT_CODE', code: 'abc' },
  ],
  JOIN: [{ type: 'JOIN' }],
  RETRY: [{ type: 'RETRY' }],
};

/**
 * What each invoked actor (by invoke id) may answer: the done/error events of generated paths, and
 * the sandbox's "succeed" stand-in output (the first output listed). A refusal is an error whose message
 * is its code.
 */
export const actorSamples: { [invokeId: string]: Array<{ output: unknown } | { error: string }> } = {
  loadPreview: [{ output: samplePreview }, { error: 'leagueNotFound' }, { error: 'offline' }],
  join: [
    { output: sampleJoined },
    { error: 'wrongLeagueCode' },
    { error: 'leagueJoinLimit' },
    { error: 'offline' },
  ],
};

/** Inputs the machine may start from: a league's link (with and without its code), or the code form. */
export const inputSamples: InputFrom<typeof joinLeagueMachine>[] = [
  { leagueId: 'league-1', code: 'K7QMW4TD' },
  { leagueId: 'league-1' },
  { leagueId: null },
];
