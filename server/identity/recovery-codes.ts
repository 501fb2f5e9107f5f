// Two-factor recovery codes as ASP.NET Identity makes them: 10 codes XXXXX-XXXXX from 26 unambiguous
// characters, drawn with a CSPRNG and rejection sampling (no modulo bias).
//
// Stored as argon2id hashes keyed with a server pepper. A code carries only ~47 bits, far below the 112
// bits under which ASVS 6.5.2 wants a salted password hash: a plain or HMAC'd SHA-256 could be brute-forced
// offline by whoever gets the database (and with PGlite the pepper's file sits in the same DATA_DIR). The
// cost is up to 10 verifies per recovery sign-in, which is rare and rate limited.
import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { argon2idOptions } from './passwords.ts';

const recoveryCodeAlphabet = '23456789BCDFGHJKMNPQRTVWXY';
const recoveryCodeCount = 10;
export const recoveryCodePattern = /^[23456789BCDFGHJKMNPQRTVWXY]{5}-[23456789BCDFGHJKMNPQRTVWXY]{5}$/;

function randomCharacter(): string {
  const alphabetLength = recoveryCodeAlphabet.length;
  // The largest multiple of 26 below 256: bytes at or above it are redrawn.
  const limit = 256 - (256 % alphabetLength);
  for (;;) {
    const byte = randomBytes(1)[0] ?? 255;
    if (byte < limit) return recoveryCodeAlphabet[byte % alphabetLength] ?? '';
  }
}

function newRecoveryCode(): string {
  const half = () => Array.from({ length: 5 }, randomCharacter).join('');
  return `${half()}-${half()}`;
}

/** `count` distinct codes. */
export function newRecoveryCodes(count = recoveryCodeCount): string[] {
  const codes = new Set<string>();
  while (codes.size < count) codes.add(newRecoveryCode());
  return [...codes];
}

/** What people type: any case, spaces around, the dash optional. */
export function normalizeRecoveryCode(typed: string): string | null {
  const compact = typed.toUpperCase().replace(/[\s-]/g, '');
  if (compact.length !== 10) return null;
  const code = `${compact.slice(0, 5)}-${compact.slice(5)}`;
  return recoveryCodePattern.test(code) ? code : null;
}

export function hashRecoveryCode(code: string, pepper: Uint8Array): Promise<string> {
  return hash(code, { ...argon2idOptions, secret: pepper });
}

export async function recoveryCodeMatches(
  codeHash: string,
  code: string,
  pepper: Uint8Array,
): Promise<boolean> {
  try {
    return await verify(codeHash, code, { secret: pepper });
  } catch {
    return false;
  }
}
