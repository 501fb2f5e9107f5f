// RFC 6238 TOTP as authenticator apps compute it: HMAC-SHA1, 30-second steps from the Unix epoch,
// 6 digits. We accept the step before and after the current one (the RFC's advice; Identity allows two),
// and the caller makes each accepted step good once.
import { createHmac, randomBytes } from 'node:crypto';

const totpStepSeconds = 30;
const totpDigits = 6;
/** Steps either side of now that still count, for clock drift and typing time. */
const totpWindow = 1;

const base32Alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let output = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      output += base32Alphabet[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) output += base32Alphabet[(value << (5 - bits)) & 31];
  return output;
}

/** Ignores case, spaces, dashes and padding (keys are shown grouped); throws on other characters. */
export function base32Decode(text: string): Buffer {
  const clean = text.toUpperCase().replace(/[\s=-]/g, '');
  let bits = 0;
  let value = 0;
  const output: number[] = [];
  for (const character of clean) {
    const index = base32Alphabet.indexOf(character);
    if (index < 0) throw new Error('Not a Base32 key.');
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      output.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(output);
}

/** A new authenticator key: 160 bits (RFC 4226's recommended length for SHA-1), Base32. */
export function newAuthenticatorKey(): string {
  return base32Encode(randomBytes(20));
}

export function totpStep(now: Date): number {
  return Math.floor(now.getTime() / 1000 / totpStepSeconds);
}

/** The code for one time step (RFC 4226 HOTP with the step as the counter). */
export function totpCode(key: string, step: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const digest = createHmac('sha1', base32Decode(key)).update(counter).digest();
  const offset = (digest[digest.length - 1] ?? 0) & 0x0f;
  const binary = digest.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** totpDigits).padStart(totpDigits, '0');
}

/**
 * The time step `code` belongs to, within the window around `now`, or null. Spaces in the code are
 * ignored (apps show "123 456").
 */
export function matchTotp(key: string, code: string, now: Date): number | null {
  const typed = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(typed)) return null;
  const current = totpStep(now);
  for (let step = current - totpWindow; step <= current + totpWindow; step += 1) {
    if (totpCode(key, step) === typed) return step;
  }
  return null;
}

/** What authenticator apps read from the QR code. */
export function otpauthUri(accountName: string, key: string, issuer = 'Longshot'): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(accountName)}`;
  const query = new URLSearchParams({
    secret: key,
    issuer,
    algorithm: 'SHA1',
    digits: String(totpDigits),
    period: String(totpStepSeconds),
  });
  return `otpauth://totp/${label}?${query.toString()}`;
}

/** The key grouped in fours, for typing it into an app by hand. */
export function formatAuthenticatorKey(key: string): string {
  return (
    key
      .match(/.{1,4}/g)
      ?.join(' ')
      .toLowerCase() ?? ''
  );
}
