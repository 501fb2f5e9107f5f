// The token of the one-click unsubscribe link in every e-mail: an HMAC of the user id, so the link needs
// no database row and never expires. Its key is derived from JWT_SECRET (HKDF) rather than being the
// secret itself, so an unsubscribe token can never pass for any other signature the server makes.
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

const keyInfo = 'longshot e-mail unsubscribe v1';
const keyLength = 32;

function unsubscribeKey(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, '', keyInfo, keyLength));
}

/** base64url HMAC-SHA256 of the user id. */
export function unsubscribeToken(secret: string, userId: string): string {
  return createHmac('sha256', unsubscribeKey(secret)).update(userId, 'utf8').digest('base64url');
}

/** Whether `token` is this user's unsubscribe token, compared in constant time. */
export function verifyUnsubscribeToken(secret: string, userId: string, token: string): boolean {
  // Compared as text, not decoded: base64url decoding skips stray characters, so a tampered token
  // could otherwise decode to the right bytes.
  const expected = Buffer.from(unsubscribeToken(secret, userId), 'utf8');
  const given = Buffer.from(token, 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
