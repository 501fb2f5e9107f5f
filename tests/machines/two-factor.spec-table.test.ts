import { describe, expect, it } from 'vitest';
import { twoFactorMachine } from '#machines/two-factor.machine.ts';
import { runRow, type SpecRow } from './spec-table.ts';

// The spec's second step (product-spec §3 two-factor payloads, §4 "Auth states", §8 "Two-factor failure",
// §9 the two-factor token's 0.25 h): a code or a recovery code with a bearer token signs in; without one it
// is 'Invalid TFA response. Bearer token is missing.'; a refusal shows the server's message; the token
// lasts 15 minutes. Each row adds the step's output once it ended.

const challenge = { tfaToken: 't-1', loginId: 'u-1' };
const code = { type: 'VERIFY_TFA_CODE', code: '123456' };
const recovery = { type: 'VERIFY_RECOVERY_CODE', recoveryCode: 'rc-9' };
const cancel = { type: 'CANCEL_TWO_FACTOR' } as const;
const codeCall =
  'call verifySecondFactor {"tfaToken":"t-1","loginId":"u-1","answer":{"kind":"code","value":"123456"}}';
const recoveryCall =
  'call verifySecondFactor {"tfaToken":"t-1","loginId":"u-1","answer":{"kind":"recoveryCode","value":"rc-9"}}';
const answered = (output: object) => ({ answer: 'verifySecondFactor', output });
const tokens = { bearerToken: 'b-1', refreshToken: 'r-1', loginId: 'u-1' };
const loggedIn = { status: 0, message: { code: 'loggedIn' }, setupToken: null };

const rows: Array<SpecRow & { output?: unknown }> = [
  {
    name: 'waiting for an answer',
    input: challenge,
    steps: [],
    value: 'idle',
    context: { challenge, session: null },
    effects: [],
  },
  {
    name: 'a code is sent with the token and login id',
    input: challenge,
    steps: [code],
    value: 'verifying',
    context: { challenge, session: null },
    effects: [codeCall],
  },
  {
    name: 'a code answered with a bearer token: signed in',
    input: challenge,
    steps: [code, answered({ status: 0, statusMessage: 'Logged in.', ...tokens })],
    value: 'verified',
    status: 'done',
    context: { challenge, session: tokens },
    effects: [codeCall],
    output: { session: tokens, signIn: loggedIn },
  },
  {
    name: 'a recovery code answered with a bearer token: signed in, missing tokens empty',
    input: challenge,
    steps: [recovery, answered({ status: 0, statusMessage: 'Logged in.', bearerToken: 'b-1' })],
    value: 'verified',
    status: 'done',
    context: { challenge, session: { bearerToken: 'b-1', refreshToken: '', loginId: '' } },
    effects: [recoveryCall],
    output: { session: { bearerToken: 'b-1', refreshToken: '', loginId: '' }, signIn: loggedIn },
  },
  {
    name: "a Success without a bearer token: 'Invalid TFA response. Bearer token is missing.'",
    input: challenge,
    steps: [code, answered({ status: 0, statusMessage: 'Logged in.' })],
    value: 'idle',
    context: { challenge, session: null },
    effects: [codeCall, 'showAnswer {"status":3,"message":{"code":"bearerMissing"},"setupToken":null}'],
  },
  {
    name: "a refused code (HTTP 400): Failure with the server's message",
    input: challenge,
    steps: [code, answered({ status: 3, statusMessage: 'Invalid code.' })],
    value: 'idle',
    context: { challenge, session: null },
    effects: [codeCall, 'showAnswer {"status":3,"message":{"text":"Invalid code."},"setupToken":null}'],
  },
  {
    name: 'a refused code with its refusal code',
    input: challenge,
    steps: [code, answered({ status: 1, statusMessage: 'Locked out.', code: 'lockedOut' })],
    value: 'idle',
    context: { challenge, session: null },
    effects: [
      codeCall,
      'showAnswer {"status":1,"message":{"refusal":"lockedOut","text":"Locked out."},"setupToken":null}',
    ],
  },
  {
    name: 'the call fails: Failure with its message',
    input: challenge,
    steps: [recovery, { fail: 'verifySecondFactor', error: new Error('offline') }],
    value: 'idle',
    context: { challenge, session: null },
    effects: [recoveryCall, 'showAnswer {"status":3,"message":{"text":"offline"},"setupToken":null}'],
  },
  {
    name: 'another code after a refusal',
    input: challenge,
    steps: [code, answered({ status: 3, statusMessage: 'Invalid code.' }), recovery],
    value: 'verifying',
    context: { challenge, session: null },
    effects: [
      codeCall,
      'showAnswer {"status":3,"message":{"text":"Invalid code."},"setupToken":null}',
      recoveryCall,
    ],
  },
  {
    name: 'a second code while one is being checked is not sent',
    input: challenge,
    steps: [code, recovery],
    value: 'verifying',
    context: { challenge, session: null },
    effects: [codeCall],
  },
  {
    name: 'cancelled: no session, nothing to say',
    input: challenge,
    steps: [cancel],
    value: 'cancelled',
    status: 'done',
    context: { challenge, session: null },
    effects: [],
    output: { session: null, signIn: { status: null, message: null, setupToken: null } },
  },
  {
    name: 'cancelled while a code is checked',
    input: challenge,
    steps: [code, cancel],
    value: 'cancelled',
    status: 'done',
    context: { challenge, session: null },
    effects: [codeCall],
    output: { session: null, signIn: { status: null, message: null, setupToken: null } },
  },
  {
    name: 'the token still good 1 ms before 15 minutes',
    input: challenge,
    steps: [{ wait: 899_999 }],
    value: 'idle',
    context: { challenge, session: null },
    effects: [],
  },
  {
    name: 'the token gone at 15 minutes: expired',
    input: challenge,
    steps: [{ wait: 900_000 }],
    value: 'expired',
    status: 'done',
    context: { challenge, session: null },
    effects: [],
    output: {
      session: null,
      signIn: { status: null, message: { code: 'twoFactorExpired' }, setupToken: null },
    },
  },
  {
    name: 'answering does not renew the token',
    input: challenge,
    steps: [
      { wait: 600_000 },
      code,
      answered({ status: 3, statusMessage: 'Invalid code.' }),
      { wait: 300_000 },
    ],
    value: 'expired',
    status: 'done',
    context: { challenge, session: null },
    effects: [codeCall, 'showAnswer {"status":3,"message":{"text":"Invalid code."},"setupToken":null}'],
    output: {
      session: null,
      signIn: { status: null, message: { code: 'twoFactorExpired' }, setupToken: null },
    },
  },
];

describe('two-factor: the spec table', () => {
  it.each(rows.map((row) => [row.name, row] as const))('%s', async (_name, row) => {
    const snapshot = await runRow(twoFactorMachine, row);
    expect(snapshot.output, 'output').toEqual(row.output);
  });
});
