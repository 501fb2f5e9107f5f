import { sampleJoined, samplePreview } from '#machines/join-league.samples.ts';
import type { RealStep } from './flow.ts';
import { defineFlow } from './flow.ts';
import { call, playerSignsInThenOpens, refuse } from './session-steps.ts';

// Joining a league (docs/game-rules.md §9, docs/product.md §2 /league/join and /league/{id}/join): a signed-up player
// types a code on /league/join and joins the league it opens, or opens a league's link: a public league
// shows its preview at once, a private one asks for its code unless the link carries it. A wrong code is
// asked for again; a refusal a code does not change (the join limit) is told; a failed call can be retried.

const leagueId = samplePreview.id;
const joinLeague = (event: Record<string, unknown> & { type: string }): RealStep => ({
  send: 'joinLeague',
  event,
});
const wrongCode = new Error('wrongLeagueCode').message;

const playerOpens = (path: string, input: { leagueId: string | null; code?: string }) =>
  playerSignsInThenOpens(path, 'joinLeague', input);

export const joinLeagueFlow = defineFlow({
  id: 'join-league',
  title: 'Joining a league',
  initial: 'fresh',
  states: {
    fresh: {
      says: 'nothing open yet',
      real: {},
      on: {
        OPEN_JOIN_BY_CODE: 'codeForm',
        OPEN_PUBLIC_LEAGUE_LINK: 'preview',
        OPEN_PRIVATE_LINK_WITHOUT_CODE: 'askedForCode',
        OPEN_LINK_SERVER_DOWN: 'previewFailed',
      },
    },
    codeForm: {
      says: '/league/join: the League code field',
      real: { joinLeague: 'needsCode' },
      on: { ENTER_WRONG_CODE: 'wrongCode', ENTER_CODE: 'member' },
    },
    wrongCode: {
      says: "the code field again, with 'No league has this code…'",
      real: { joinLeague: 'needsCode' },
      on: { ENTER_CODE: 'member' },
    },
    askedForCode: {
      says: "'This league is private: enter its code to see it.'",
      real: { joinLeague: 'needsCode' },
      on: { ENTER_LEAGUE_CODE: 'preview' },
    },
    preview: {
      says: "the league's name, owner, members and what counts, with Join this league",
      real: { joinLeague: 'preview' },
      on: { JOIN: 'member', JOIN_SERVER_DOWN: 'joinFailed', JOIN_AT_LIMIT: 'limitReached' },
    },
    member: {
      says: "a member now: the league's details page",
      real: { joinLeague: 'joined' },
    },
    limitReached: {
      says: "'You can belong to up to 10 leagues.'",
      real: { joinLeague: 'refused' },
    },
    previewFailed: {
      says: "the league's page failed to load, with Retry",
      real: { joinLeague: 'failed' },
      on: { RETRY: 'preview' },
    },
    joinFailed: {
      says: 'joining failed, with Retry',
      real: { joinLeague: 'failed' },
      on: { RETRY: 'member' },
    },
  },
  events: {
    OPEN_JOIN_BY_CODE: {
      says: 'A player signs in and opens Join by code (/league/join)',
      real: playerOpens('/league/join', { leagueId: null }),
    },
    OPEN_PUBLIC_LEAGUE_LINK: {
      says: "A player signs in and opens a public league's link",
      real: [
        ...playerOpens(`/league/${leagueId}/join`, { leagueId }),
        call('joinLeague', 'loadPreview', { ...samplePreview, visibility: 0 }),
      ],
    },
    OPEN_PRIVATE_LINK_WITHOUT_CODE: {
      says: "A player signs in and opens a private league's link that lacks its code",
      real: [
        ...playerOpens(`/league/${leagueId}/join`, { leagueId }),
        refuse('joinLeague', 'loadPreview', 'leagueNotFound'),
      ],
    },
    OPEN_LINK_SERVER_DOWN: {
      says: "A player signs in and opens a league's link while the server fails",
      real: [
        ...playerOpens(`/league/${leagueId}/join`, { leagueId }),
        refuse('joinLeague', 'loadPreview', 'HTTP 500'),
      ],
    },
    ENTER_WRONG_CODE: {
      says: 'types a code that opens no league and clicks Join',
      real: [joinLeague({ type: 'SUBMIT_CODE', code: 'AAAAAAAA' }), refuse('joinLeague', 'join', wrongCode)],
    },
    ENTER_CODE: {
      says: "types the league's code and clicks Join",
      real: [
        joinLeague({ type: 'SUBMIT_CODE', code: sampleJoined.code }),
        call('joinLeague', 'join', sampleJoined),
      ],
    },
    ENTER_LEAGUE_CODE: {
      says: "types the league's code and clicks Continue",
      real: [
        joinLeague({ type: 'SUBMIT_CODE', code: sampleJoined.code }),
        call('joinLeague', 'loadPreview', samplePreview),
      ],
    },
    JOIN: {
      says: 'clicks Join this league',
      real: [joinLeague({ type: 'JOIN' }), call('joinLeague', 'join', sampleJoined)],
    },
    JOIN_SERVER_DOWN: {
      says: 'clicks Join this league while the server fails',
      real: [joinLeague({ type: 'JOIN' }), refuse('joinLeague', 'join', 'HTTP 500')],
    },
    JOIN_AT_LIMIT: {
      says: 'clicks Join this league while already in as many leagues as the membership allows',
      real: [joinLeague({ type: 'JOIN' }), refuse('joinLeague', 'join', 'leagueJoinLimit')],
    },
    RETRY: {
      says: 'clicks Retry',
      real: (from) =>
        from === 'previewFailed'
          ? [joinLeague({ type: 'RETRY' }), call('joinLeague', 'loadPreview', samplePreview)]
          : [joinLeague({ type: 'RETRY' }), call('joinLeague', 'join', sampleJoined)],
    },
  },
});
