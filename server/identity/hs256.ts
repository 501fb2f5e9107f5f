// Verifies our HS256 JWTs with Node's own HMAC, synchronously. jose (which still signs them) verifies through
// WebCrypto, an asynchronous job per token that cost more than the rest of an events request together; every
// signed-in request checks one. The rules are jose's, and stricter where ours allow it: the header names
// exactly HS256, our kid and the expected typ, and no `crit`; the signature is compared in constant time; the
// claims need sub, exp, iat and nbf as jose's requiredClaims did, our issuer and audience, and the clock
// between nbf and exp (in whole seconds, no tolerance).
import { createHmac, timingSafeEqual, type KeyObject } from 'node:crypto';
import type { JWTPayload } from 'jose';

export interface Hs256Expectations {
  /** A secret KeyObject made once: given bytes, Node prepares a key object for every HMAC. */
  key: KeyObject;
  keyId: string;
  type: string;
  issuer: string;
  audience: string;
  now: Date;
}

const shape = /^([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]+)$/;

function jsonObject(part: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

function claimsHold(payload: JWTPayload, expected: Hs256Expectations): boolean {
  const { sub, exp, iat, nbf, iss, aud } = payload;
  if (typeof sub !== 'string' || !isNumber(exp) || !isNumber(iat) || !isNumber(nbf)) return false;
  if (iss !== expected.issuer) return false;
  if (!(aud === expected.audience || (Array.isArray(aud) && aud.includes(expected.audience)))) return false;
  const now = Math.floor(expected.now.getTime() / 1000);
  return nbf <= now && exp > now;
}

/** The payload of a valid, current token of ours of the expected type, else null. */
export function verifyHs256(token: string, expected: Hs256Expectations): JWTPayload | null {
  const parts = shape.exec(token);
  if (!parts) return null;
  const [, headerPart = '', payloadPart = '', signaturePart = ''] = parts;
  const header = jsonObject(headerPart);
  if (
    !header ||
    header.alg !== 'HS256' ||
    header.kid !== expected.keyId ||
    header.typ !== expected.type ||
    'crit' in header
  ) {
    return null;
  }
  const signature = Buffer.from(signaturePart, 'base64url');
  const wanted = createHmac('sha256', expected.key).update(`${headerPart}.${payloadPart}`).digest();
  if (signature.length !== wanted.length || !timingSafeEqual(signature, wanted)) return null;
  const payload = jsonObject(payloadPart);
  return payload && claimsHold(payload, expected) ? payload : null;
}
