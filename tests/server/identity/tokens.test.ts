// Checklist E1: the bearer JWT verifies only with our algorithm, key id, issuer, audience and type, and
// within its lifetime; anything else (alg none, another algorithm, another key, tampering) is refused.
import { createHmac } from 'node:crypto';
import { SignJWT, UnsecuredJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createTokenSigner, deriveKey, jwtAudience } from '#server/identity/tokens.ts';
import { fakeClock } from '../auth/helpers.ts';

const secret = 'a-test-secret-that-is-at-least-32-characters-long';
const issuer = 'http://localhost:3000';
const claims = { userId: 'u-1', role: 'Player' as const, stamp: 'stamp-1', familyId: 'family-1' };

function setup() {
  const clock = fakeClock();
  const signer = createTokenSigner(secret, issuer, clock);
  const key = new Uint8Array(deriveKey(secret, 'jwt-hs256'));
  const seconds = Math.floor(clock.now().getTime() / 1000);
  /** A token like ours with some parts changed. */
  const forge = (
    header: Record<string, unknown> = {},
    payload: Record<string, unknown> = {},
    signKey = key,
  ) =>
    new SignJWT({ role: 'Player', stamp: 'stamp-1', sid: 'family-1', jti: 'j-1', ...payload })
      .setProtectedHeader({ alg: 'HS256', kid: signer.keyId, typ: 'at+jwt', ...header } as never)
      .setSubject('u-1')
      .setIssuer((payload.iss as string | undefined) ?? issuer)
      .setAudience((payload.aud as string | undefined) ?? jwtAudience)
      .setIssuedAt(seconds)
      .setNotBefore((payload.nbf as number | undefined) ?? seconds)
      .setExpirationTime((payload.exp as number | undefined) ?? seconds + 3600)
      .sign(signKey);
  return { clock, signer, forge, seconds };
}

describe('bearer tokens', () => {
  it('carry sub, role, stamp, sid and jti, with kid, iss, aud and a 24 h expiry', async () => {
    const { signer, seconds } = setup();
    const token = await signer.signBearer(claims);
    const [header, payload] = token
      .split('.')
      .slice(0, 2)
      .map(
        (part) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>,
      ) as [Record<string, unknown>, Record<string, unknown>];
    expect(header).toEqual({ alg: 'HS256', kid: signer.keyId, typ: 'at+jwt' });
    expect(payload).toMatchObject({
      sub: 'u-1',
      role: 'Player',
      stamp: 'stamp-1',
      sid: 'family-1',
      iss: issuer,
      aud: jwtAudience,
      iat: seconds,
      exp: seconds + 24 * 60 * 60,
    });
    expect(payload.jti).toMatch(/^[0-9a-f-]{36}$/);
    expect(await signer.verifyBearer(token)).toEqual({ ...claims, jti: payload.jti });
  });

  it('accepts a correctly forged-by-us token (the control for the refusals below)', async () => {
    const { signer, forge } = setup();
    expect(await signer.verifyBearer(await forge())).not.toBeNull();
  });

  it('refuses alg none', async () => {
    const { signer, seconds } = setup();
    const unsecured = new UnsecuredJWT({ role: 'Administrator', stamp: 'stamp-1', sid: 'family-1', jti: 'j' })
      .setSubject('u-1')
      .setIssuer(issuer)
      .setAudience(jwtAudience)
      .setIssuedAt(seconds)
      .setNotBefore(seconds)
      .setExpirationTime(seconds + 60)
      .encode();
    expect(await signer.verifyBearer(unsecured)).toBeNull();
  });

  it('refuses another algorithm with the same key (HS512)', async () => {
    const { signer, forge } = setup();
    expect(await signer.verifyBearer(await forge({ alg: 'HS512' }))).toBeNull();
  });

  it('refuses an unknown kid and a token without one', async () => {
    const { signer, forge } = setup();
    expect(await signer.verifyBearer(await forge({ kid: 'someone-else' }))).toBeNull();
    expect(await signer.verifyBearer(await forge({ kid: undefined }))).toBeNull();
  });

  it('refuses a token signed with another key (the raw secret, not the derived key)', async () => {
    const { signer, forge } = setup();
    expect(await signer.verifyBearer(await forge({}, {}, new TextEncoder().encode(secret)))).toBeNull();
  });

  it('refuses a wrong issuer or audience', async () => {
    const { signer, forge } = setup();
    expect(await signer.verifyBearer(await forge({}, { iss: 'https://evil.example.com' }))).toBeNull();
    expect(await signer.verifyBearer(await forge({}, { aud: 'another-api' }))).toBeNull();
  });

  it('refuses a tampered payload or signature', async () => {
    const { signer } = setup();
    const token = await signer.signBearer(claims);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const promoted = Buffer.from(
      JSON.stringify({
        ...JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')),
        role: 'Administrator',
      }),
    ).toString('base64url');
    expect(await signer.verifyBearer(`${header}.${promoted}.${signature}`)).toBeNull();
    const flipped = (signature.startsWith('A') ? 'B' : 'A') + signature.slice(1);
    expect(await signer.verifyBearer(`${header}.${payload}.${flipped}`)).toBeNull();
    expect(await signer.verifyBearer('not.a.token')).toBeNull();
  });

  it('refuses an expired token and one not valid yet, by the injected clock', async () => {
    const { signer, clock, forge, seconds } = setup();
    const token = await signer.signBearer(claims);
    clock.advance(24 * 60 * 60 * 1000 - 1000);
    expect(await signer.verifyBearer(token)).not.toBeNull();
    clock.advance(2000);
    expect(await signer.verifyBearer(token)).toBeNull();
    const { signer: fresh } = setup();
    expect(await fresh.verifyBearer(await forge({}, { nbf: seconds + 600 }))).toBeNull();
  });

  it('never takes a two-factor token for a bearer token, or one purpose for the other', async () => {
    const { signer } = setup();
    const tfa = await signer.signTwoFactor({ userId: 'u-1', stamp: 'stamp-1', purpose: 'tfa' });
    expect(await signer.verifyBearer(tfa)).toBeNull();
    expect(await signer.verifyTwoFactor(tfa, 'tfa')).toEqual({
      userId: 'u-1',
      stamp: 'stamp-1',
      purpose: 'tfa',
    });
    expect(await signer.verifyTwoFactor(tfa, 'tfa-setup')).toBeNull();
    const bearer = await signer.signBearer(claims);
    expect(await signer.verifyTwoFactor(bearer, 'tfa')).toBeNull();
  });

  it('names the key by a kid that does not reveal it and changes with it', () => {
    const { signer } = setup();
    expect(signer.keyId).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(secret).not.toContain(signer.keyId);
    expect(createTokenSigner(`${secret}-rotated`, issuer, fakeClock()).keyId).not.toBe(signer.keyId);
    expect(createHmac('sha256', secret).digest('base64url')).not.toContain(signer.keyId);
  });
});
