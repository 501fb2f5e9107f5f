import { describe, it } from 'vitest';
import { sessionTimeoutMachine } from '#machines/session-timeout.machine.ts';
import { checkRow, type SpecRow, type TableOptions } from './spec-table.ts';

// The spec's session time-out (product-spec §2 "Session Timeout dialog", §4, §9: 60 minutes by default,
// GET auth/v1/ping): while someone is signed in, inactivity counts down; the dialog warns before the end;
// Keep working pings the server and starts again; Sign out, or the end, signs out.

/** 60 minutes, the warning 1 minute before the end. */
const input = { timeoutMs: 3_600_000, warningMs: 60_000 };
const started = { type: 'SESSION_STARTED' } as const;
const ended = { type: 'SESSION_ENDED' } as const;
const activity = { type: 'ACTIVITY' } as const;
const keepWorking = { type: 'KEEP_WORKING' } as const;
const signOut = { type: 'SIGN_OUT' } as const;
const watching = 'start watchActivity';

const rows: SpecRow[] = [
  {
    name: 'nobody signed in: no count',
    input,
    steps: [{ wait: 3_600_000 }],
    value: 'off',
    context: input,
    effects: [],
  },
  {
    name: 'signed in: activity is watched, the count runs',
    input,
    steps: [started, { wait: 3_539_999 }],
    value: { active: 'counting' },
    context: input,
    effects: [watching],
  },
  {
    name: 'the dialog warns 1 minute before the end',
    input,
    steps: [started, { wait: 3_540_000 }],
    value: { active: 'warning' },
    context: input,
    effects: [watching],
  },
  {
    name: 'activity starts the count again',
    input,
    steps: [started, { wait: 3_000_000 }, activity, { wait: 3_000_000 }],
    value: { active: 'counting' },
    context: input,
    effects: [watching],
  },
  {
    name: 'activity starts the full count again: the warning a full 59 minutes after it',
    input,
    steps: [started, { wait: 3_000_000 }, activity, { wait: 3_540_000 }],
    value: { active: 'warning' },
    context: input,
    effects: [watching],
  },
  {
    name: 'the warning left alone to the end: signed out',
    input,
    steps: [started, { wait: 3_540_000 }, { wait: 60_000 }],
    value: 'off',
    context: input,
    effects: [watching, 'signOut'],
  },
  {
    name: 'the warning still up 1 ms before the end',
    input,
    steps: [started, { wait: 3_540_000 }, { wait: 59_999 }],
    value: { active: 'warning' },
    context: input,
    effects: [watching],
  },
  {
    name: 'activity while the dialog is up does not close it',
    input,
    steps: [started, { wait: 3_540_000 }, activity],
    value: { active: 'warning' },
    context: input,
    effects: [watching],
  },
  {
    name: 'Sign out in the dialog: signed out',
    input,
    steps: [started, { wait: 3_540_000 }, signOut],
    value: 'off',
    context: input,
    effects: [watching, 'signOut'],
  },
  {
    name: 'Keep working: pings the server',
    input,
    steps: [started, { wait: 3_540_000 }, keepWorking],
    value: { active: 'pinging' },
    context: input,
    effects: [watching, 'call ping'],
  },
  {
    name: 'the ping answered: the count starts again',
    input,
    steps: [started, { wait: 3_540_000 }, keepWorking, { answer: 'ping' }, { wait: 3_539_999 }],
    value: { active: 'counting' },
    context: input,
    effects: [watching, 'call ping'],
  },
  {
    name: 'a failed ping is logged, and the player keeps working',
    input,
    steps: [started, { wait: 3_540_000 }, keepWorking, { fail: 'ping', error: new Error('offline') }],
    value: { active: 'counting' },
    context: input,
    effects: [watching, 'call ping', 'logPingFailure {"error":"Error(offline)"}'],
  },
  {
    name: 'signed out elsewhere: the count stops',
    input,
    steps: [started, ended, { wait: 3_600_000 }],
    value: 'off',
    context: input,
    effects: [watching],
  },
  {
    name: 'a warning longer than the time-out warns at once and signs out at the end',
    input: { timeoutMs: 30_000, warningMs: 60_000 },
    steps: [started, { wait: 0 }, { wait: 29_999 }],
    value: { active: 'warning' },
    context: { timeoutMs: 30_000, warningMs: 60_000 },
    effects: [watching],
  },
  {
    name: 'a warning longer than the time-out: signed out at the time-out',
    input: { timeoutMs: 30_000, warningMs: 60_000 },
    steps: [started, { wait: 0 }, { wait: 30_000 }],
    value: 'off',
    context: { timeoutMs: 30_000, warningMs: 60_000 },
    effects: [watching, 'signOut'],
  },
];

const options: TableOptions = { actors: (calls) => ({ watchActivity: calls.callback('watchActivity') }) };

describe('session timeout: the spec table', () => {
  it.each(rows.map((row) => [row.name, row] as const))('%s', (_name, row) =>
    checkRow(sessionTimeoutMachine, row, options),
  );
});
