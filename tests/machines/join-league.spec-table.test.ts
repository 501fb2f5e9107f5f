import { describe, it } from 'vitest';
import { joinLeagueMachine } from '#machines/join-league.machine.ts';
import { checkRow, type SpecRow } from './spec-table.ts';

// Joining a league (product-spec §2 /league/join, /league/{id}/join, /league/{id}/details; §3 private=1;
// §5 leagueCode: 8 letters or digits; docs/game-rules.md §9): with a league id its preview comes first and
// a private league needs its code; without an id the typed code joins its league. A refusal is shown by
// its code; a failed call can be tried again.

const preview = { id: 'league-1', name: 'Friday Five', visibility: 1 };
const joined = { id: 'league-1', name: 'Friday Five', members: 4 };
const refusal = (code: string) => new Error(code, { cause: { code } });
const submit = (code: string) => ({ type: 'SUBMIT_CODE', code });
const join = { type: 'JOIN' } as const;
const retry = { type: 'RETRY' } as const;
const previewed = { answer: 'loadPreview', output: preview };
const joinedAnswer = { answer: 'join', output: joined };
const offline = (call: string) => ({ fail: call, error: new Error('offline') });
const refused = (call: string, code: string) => ({ fail: call, error: refusal(code) });

const byLink = { leagueId: 'league-1', code: 'k7qm-w4td' };
const byLinkNoCode = { leagueId: 'league-1' };
const byCode = { leagueId: null };
const start = { preview: null, joined: null, refusal: null, error: null, failedCall: null };
const previewCall = (code: string) => `call loadPreview {"leagueId":"league-1","code":"${code}"}`;
const joinCall = (leagueId: string | null, code: string) =>
  `call join {"leagueId":${JSON.stringify(leagueId)},"code":"${code}"}`;

const rows: SpecRow[] = [
  {
    name: "a league's link with its code: the preview is asked with the code normalised",
    input: byLink,
    steps: [],
    value: 'loadingPreview',
    context: { ...start, leagueId: 'league-1', code: 'K7QMW4TD' },
    effects: [previewCall('K7QMW4TD')],
  },
  {
    name: "a link's code of the wrong shape is dropped",
    input: { leagueId: 'league-1', code: 'abc' },
    steps: [],
    value: 'loadingPreview',
    context: { ...start, leagueId: 'league-1', code: '' },
    effects: [previewCall('')],
  },
  {
    name: "a league's link without a code: the preview without one",
    input: byLinkNoCode,
    steps: [],
    value: 'loadingPreview',
    context: { ...start, leagueId: 'league-1', code: '' },
    effects: [previewCall('')],
  },
  {
    name: 'the preview shows, with Join',
    input: byLink,
    steps: [previewed],
    value: 'preview',
    context: { ...start, leagueId: 'league-1', code: 'K7QMW4TD', preview },
    effects: [previewCall('K7QMW4TD')],
  },
  {
    name: "Join on the preview: joined, the league's details next",
    input: byLink,
    steps: [previewed, join, joinedAnswer],
    value: 'joined',
    context: { ...start, leagueId: 'league-1', code: 'K7QMW4TD', preview, joined },
    effects: [previewCall('K7QMW4TD'), joinCall('league-1', 'K7QMW4TD')],
  },
  {
    name: 'a private league without its code: the code is asked for',
    input: byLinkNoCode,
    steps: [refused('loadPreview', 'wrongLeagueCode')],
    value: 'needsCode',
    context: {
      ...start,
      leagueId: 'league-1',
      code: '',
      refusal: 'wrongLeagueCode',
      error: 'Error(wrongLeagueCode)',
    },
    effects: [previewCall('')],
  },
  {
    name: 'a league not found: the code is asked for',
    input: byLinkNoCode,
    steps: [refused('loadPreview', 'leagueNotFound')],
    value: 'needsCode',
    context: {
      ...start,
      leagueId: 'league-1',
      code: '',
      refusal: 'leagueNotFound',
      error: 'Error(leagueNotFound)',
    },
    effects: [previewCall('')],
  },
  {
    name: 'the code typed for a private league: its preview again, the refusal gone',
    input: byLinkNoCode,
    steps: [refused('loadPreview', 'leagueCodeInvalid'), submit(' k7qm w4td ')],
    value: 'loadingPreview',
    context: { ...start, leagueId: 'league-1', code: 'K7QMW4TD' },
    effects: [previewCall(''), previewCall('K7QMW4TD')],
  },
  {
    name: 'a typed code of the wrong shape: nothing asked',
    input: byCode,
    steps: [submit('K7QMW4T')],
    value: 'needsCode',
    context: { ...start, leagueId: null, code: '' },
    effects: [],
  },
  {
    name: 'a typed code of 9: nothing asked',
    input: byCode,
    steps: [submit('K7QMW4TDX')],
    value: 'needsCode',
    context: { ...start, leagueId: null, code: '' },
    effects: [],
  },
  {
    name: '/league/join: the code form first',
    input: byCode,
    steps: [],
    value: 'needsCode',
    context: { ...start, leagueId: null, code: '' },
    effects: [],
  },
  {
    name: '/league/join: a code joins its league at once',
    input: byCode,
    steps: [submit('k7qmw4td'), joinedAnswer],
    value: 'joined',
    context: { ...start, leagueId: null, code: 'K7QMW4TD', joined },
    effects: [joinCall(null, 'K7QMW4TD')],
  },
  {
    name: 'a wrong code: asked again, the refusal shown',
    input: byCode,
    steps: [submit('k7qmw4td'), refused('join', 'wrongLeagueCode')],
    value: 'needsCode',
    context: {
      ...start,
      leagueId: null,
      code: 'K7QMW4TD',
      refusal: 'wrongLeagueCode',
      error: 'Error(wrongLeagueCode)',
    },
    effects: [joinCall(null, 'K7QMW4TD')],
  },
  {
    name: 'already a member: refused, shown by its code',
    input: byCode,
    steps: [submit('k7qmw4td'), refused('join', 'alreadyInLeague')],
    value: 'refused',
    context: {
      ...start,
      leagueId: null,
      code: 'K7QMW4TD',
      refusal: 'alreadyInLeague',
      error: 'Error(alreadyInLeague)',
    },
    effects: [joinCall(null, 'K7QMW4TD')],
  },
  {
    name: 'the join limit: refused, shown by its code',
    input: byLink,
    steps: [previewed, join, refused('join', 'leagueJoinLimit')],
    value: 'refused',
    context: {
      ...start,
      leagueId: 'league-1',
      code: 'K7QMW4TD',
      preview,
      refusal: 'leagueJoinLimit',
      error: 'Error(leagueJoinLimit)',
    },
    effects: [previewCall('K7QMW4TD'), joinCall('league-1', 'K7QMW4TD')],
  },
  {
    name: 'a guest: leagues need an account, refused',
    input: byCode,
    steps: [submit('k7qmw4td'), refused('join', 'leaguesNeedAccount')],
    value: 'refused',
    context: {
      ...start,
      leagueId: null,
      code: 'K7QMW4TD',
      refusal: 'leaguesNeedAccount',
      error: 'Error(leaguesNeedAccount)',
    },
    effects: [joinCall(null, 'K7QMW4TD')],
  },
  {
    name: 'the join fails: Retry offered',
    input: byCode,
    steps: [submit('k7qmw4td'), offline('join')],
    value: 'failed',
    context: { ...start, leagueId: null, code: 'K7QMW4TD', error: 'Error(offline)', failedCall: 'join' },
    effects: [joinCall(null, 'K7QMW4TD')],
  },
  {
    name: 'a refusal code the flow does not tell apart is a failure',
    input: byCode,
    steps: [submit('k7qmw4td'), refused('join', 'somethingElse')],
    value: 'failed',
    context: {
      ...start,
      leagueId: null,
      code: 'K7QMW4TD',
      error: 'Error(somethingElse)',
      failedCall: 'join',
    },
    effects: [joinCall(null, 'K7QMW4TD')],
  },
  {
    name: 'a rejection that is not an Error, even one carrying a refusal code, is a failure',
    input: byCode,
    steps: [submit('k7qmw4td'), { fail: 'join', error: { message: 'alreadyInLeague' } }],
    value: 'failed',
    context: {
      ...start,
      leagueId: null,
      code: 'K7QMW4TD',
      error: { message: 'alreadyInLeague' },
      failedCall: 'join',
    },
    effects: [joinCall(null, 'K7QMW4TD')],
  },
  {
    name: 'a rejection with nothing in it is a failure',
    input: byCode,
    steps: [submit('k7qmw4td'), { fail: 'join', error: null }],
    value: 'failed',
    context: { ...start, leagueId: null, code: 'K7QMW4TD', failedCall: 'join' },
    effects: [joinCall(null, 'K7QMW4TD')],
  },
  {
    name: 'Retry after a failed join: joins again, the failure cleared',
    input: byCode,
    steps: [submit('k7qmw4td'), offline('join'), retry],
    value: 'joining',
    context: { ...start, leagueId: null, code: 'K7QMW4TD' },
    effects: [joinCall(null, 'K7QMW4TD'), joinCall(null, 'K7QMW4TD')],
  },
  {
    name: 'the preview fails: Retry offered',
    input: byLink,
    steps: [offline('loadPreview')],
    value: 'failed',
    context: {
      ...start,
      leagueId: 'league-1',
      code: 'K7QMW4TD',
      error: 'Error(offline)',
      failedCall: 'preview',
    },
    effects: [previewCall('K7QMW4TD')],
  },
  {
    name: 'a preview refused for another reason is a failure too',
    input: byLink,
    steps: [refused('loadPreview', 'alreadyInLeague')],
    value: 'failed',
    context: {
      ...start,
      leagueId: 'league-1',
      code: 'K7QMW4TD',
      error: 'Error(alreadyInLeague)',
      failedCall: 'preview',
    },
    effects: [previewCall('K7QMW4TD')],
  },
  {
    name: 'Retry after a failed preview: the preview again, the failure cleared',
    input: byLink,
    steps: [offline('loadPreview'), retry, previewed],
    value: 'preview',
    context: { ...start, leagueId: 'league-1', code: 'K7QMW4TD', preview },
    effects: [previewCall('K7QMW4TD'), previewCall('K7QMW4TD')],
  },
  {
    name: 'Join only on the preview: ignored while it loads',
    input: byLink,
    steps: [join],
    value: 'loadingPreview',
    context: { ...start, leagueId: 'league-1', code: 'K7QMW4TD' },
    effects: [previewCall('K7QMW4TD')],
  },
];

describe('join league: the spec table', () => {
  it.each(rows.map((row) => [row.name, row] as const))('%s', (_name, row) =>
    checkRow(joinLeagueMachine, row),
  );
});
