// The synchronous HS256 check (server/identity/hs256.ts) against hand-made tokens: what tokens.test.ts
// does not reach through the signer (a crit header, claims missing or of the wrong type, the exact second
// of nbf and exp, an audience list).
import { createHmac, createSecretKey } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { verifyHs256, type Hs256Expectations } from '#server/identity/hs256.ts';

const key = Buffer.from('0123456789abcdef0123456789abcdef');
const now = new Date('2026-11-27T12:00:00Z');
const nowSeconds = 1_795_780_800;
const expected: Hs256Expectations = {
  key: createSecretKey(key),
  keyId: 'kid-1',
  type: 'at+jwt',
  issuer: 'https://longshot.example',
  audience: 'longshot-api',
  now,
};

const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

function token(header: Record<string, unknown>, payload: Record<string, unknown>, signWith = key): string {
  const signed = `${part(header)}.${part(payload)}`;
  return `${signed}.${createHmac('sha256', signWith).update(signed).digest('base64url')}`;
}

const header = { alg: 'HS256', kid: 'kid-1', typ: 'at+jwt' };
const claims = {
  sub: 'user-1',
  iss: 'https://longshot.example',
  aud: 'longshot-api',
  iat: nowSeconds - 10,
  nbf: nowSeconds - 10,
  exp: nowSeconds + 10,
};

describe('verifyHs256', () => {
  it('knows the test clock in seconds', () => {
    expect(Math.floor(now.getTime() / 1000)).toBe(nowSeconds);
  });

  it('accepts a good token and answers its payload (the control)', () => {
    expect(verifyHs256(token(header, claims), expected)).toEqual(claims);
  });

  it('accepts an audience list holding ours, and refuses one without it', () => {
    expect(
      verifyHs256(token(header, { ...claims, aud: ['other', 'longshot-api'] }), expected),
    ).not.toBeNull();
    expect(verifyHs256(token(header, { ...claims, aud: ['other'] }), expected)).toBeNull();
  });

  it('refuses a crit header, another typ, another kid and another algorithm', () => {
    expect(verifyHs256(token({ ...header, crit: ['b64'] }, claims), expected)).toBeNull();
    expect(verifyHs256(token({ ...header, typ: 'tfa+jwt' }, claims), expected)).toBeNull();
    expect(verifyHs256(token({ ...header, kid: 'kid-2' }, claims), expected)).toBeNull();
    expect(verifyHs256(token({ ...header, alg: 'HS384' }, claims), expected)).toBeNull();
  });

  it('refuses a missing or non-numeric sub, exp, iat or nbf', () => {
    for (const name of ['sub', 'exp', 'iat', 'nbf'] as const) {
      const { [name]: _gone, ...without } = claims;
      expect(verifyHs256(token(header, without), expected), `${name} missing`).toBeNull();
    }
    expect(verifyHs256(token(header, { ...claims, exp: String(claims.exp) }), expected)).toBeNull();
    expect(verifyHs256(token(header, { ...claims, sub: 42 }), expected)).toBeNull();
  });

  it('takes nbf at the current second and refuses exp at it', () => {
    expect(verifyHs256(token(header, { ...claims, nbf: nowSeconds }), expected)).not.toBeNull();
    expect(verifyHs256(token(header, { ...claims, nbf: nowSeconds + 1 }), expected)).toBeNull();
    expect(verifyHs256(token(header, { ...claims, exp: nowSeconds + 1 }), expected)).not.toBeNull();
    expect(verifyHs256(token(header, { ...claims, exp: nowSeconds }), expected)).toBeNull();
  });

  it('refuses another key, a truncated signature, a payload that is not an object and bad shapes', () => {
    expect(verifyHs256(token(header, claims, Buffer.from('another key')), expected)).toBeNull();
    const good = token(header, claims);
    expect(verifyHs256(good.slice(0, -2), expected)).toBeNull();
    const signed = `${part(header)}.${part([1, 2])}`;
    const arrayPayload = `${signed}.${createHmac('sha256', key).update(signed).digest('base64url')}`;
    expect(verifyHs256(arrayPayload, expected)).toBeNull();
    expect(verifyHs256(`${good}.extra`, expected)).toBeNull();
    expect(verifyHs256('not a token', expected)).toBeNull();
  });
});
