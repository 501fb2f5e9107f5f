// Signed JWTs: the 24 h bearer token of a session and the 15-minute two-factor tokens of a half-finished
// sign-in. HS256 only (an allow-list: `none` and every other algorithm are refused), a `kid` naming the
// key, our issuer and audience, and a `typ` header so one kind of token never passes for another.
import { createHmac, createSecretKey, randomUUID } from 'node:crypto';
import { SignJWT, type JWTPayload } from 'jose';
import { TWO_FACTOR_TOKEN_MS } from '#core/auth-limits.ts';
import type { RoleId } from '#core/contract/account.ts';
import type { Clock } from '#server/clock.ts';
import { verifyHs256 } from './hs256.ts';

const bearerTokenLifetimeMs = 24 * 60 * 60 * 1000;
export const jwtAudience = 'longshot-api';
const algorithm = 'HS256';
const bearerType = 'at+jwt';
const twoFactorType = 'tfa+jwt';

/** What a bearer token says about its holder. */
interface BearerClaims {
  userId: string;
  role: RoleId;
  stamp: string;
  /** The session (refresh-token family) it belongs to. */
  familyId: string;
  jti: string;
}

/**
 * 'tfa': the password was right, the second factor is due. 'tfa-setup': an administrator without
 * two-factor may only set it up (ConfigureTFA).
 */
type TwoFactorPurpose = 'tfa' | 'tfa-setup';

interface TwoFactorClaims {
  userId: string;
  stamp: string;
  purpose: TwoFactorPurpose;
}

export interface TokenSigner {
  keyId: string;
  signBearer(claims: Omit<BearerClaims, 'jti'>): Promise<string>;
  /** The claims, or null for anything not a valid, current bearer token of ours. */
  verifyBearer(token: string): Promise<BearerClaims | null>;
  signTwoFactor(claims: TwoFactorClaims): Promise<string>;
  verifyTwoFactor(token: string, purpose: TwoFactorPurpose): Promise<TwoFactorClaims | null>;
}

/** A key of its own for each use of JWT_SECRET, so that no two uses can stand in for each other. */
export function deriveKey(secret: string, use: string): Buffer {
  return createHmac('sha256', secret).update(`longshot:${use}`).digest();
}

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

export function createTokenSigner(secret: string, issuer: string, clock: Clock): TokenSigner {
  // Imported once for jose, which signs (given raw bytes it imports the key again for every token).
  const keyBytes = deriveKey(secret, 'jwt-hs256');
  const key = crypto.subtle.importKey(
    'raw',
    new Uint8Array(keyBytes),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  const verifyKey = createSecretKey(keyBytes);
  // Names the key without revealing it: a rotated secret gives a new kid, and old tokens fail cleanly.
  const keyId = deriveKey(secret, 'jwt-kid').toString('base64url').slice(0, 16);

  async function sign(payload: JWTPayload, subject: string, type: string, lifetimeMs: number) {
    const now = clock.now();
    return new SignJWT(payload)
      .setProtectedHeader({ alg: algorithm, kid: keyId, typ: type })
      .setSubject(subject)
      .setIssuer(issuer)
      .setAudience(jwtAudience)
      .setIssuedAt(seconds(now))
      .setNotBefore(seconds(now))
      .setExpirationTime(seconds(now) + Math.floor(lifetimeMs / 1000))
      .sign(await key);
  }

  function verify(token: string, type: string): JWTPayload | null {
    return verifyHs256(token, {
      key: verifyKey,
      keyId,
      type,
      issuer,
      audience: jwtAudience,
      now: clock.now(),
    });
  }

  const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

  return {
    keyId,
    signBearer: ({ userId, role, stamp, familyId }) =>
      sign({ role, stamp, sid: familyId, jti: randomUUID() }, userId, bearerType, bearerTokenLifetimeMs),
    async verifyBearer(token) {
      const payload = verify(token, bearerType);
      if (!payload) return null;
      const [userId, role, stamp, familyId, jti] = [
        text(payload.sub),
        text(payload.role),
        text(payload.stamp),
        text(payload.sid),
        text(payload.jti),
      ];
      if (!userId || !role || !stamp || !familyId || !jti) return null;
      return { userId, role: role as RoleId, stamp, familyId, jti };
    },
    signTwoFactor: ({ userId, stamp, purpose }) =>
      sign({ stamp, purpose }, userId, twoFactorType, TWO_FACTOR_TOKEN_MS),
    async verifyTwoFactor(token, purpose) {
      const payload = verify(token, twoFactorType);
      if (!payload || payload.purpose !== purpose) return null;
      const [userId, stamp] = [text(payload.sub), text(payload.stamp)];
      if (!userId || !stamp) return null;
      return { userId, stamp, purpose };
    },
  };
}
