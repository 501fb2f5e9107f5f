import { createHmac, hkdfSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { unsubscribeToken, verifyUnsubscribeToken } from '#server/providers/mail/unsubscribe-token.ts';

const secret = 'a-test-secret-that-is-at-least-32-characters-long';
const userId = '2f0c6a64-4d1e-4a4b-9a3e-0c6b1d1f7e21';
const otherUserId = '9b7d1c0e-3f0a-4f53-8a58-5d1f0e2b4c77';

describe('unsubscribe token', () => {
  it('is the base64url HMAC-SHA256 of the user id under a key derived from the secret with HKDF', () => {
    const key = Buffer.from(hkdfSync('sha256', secret, '', 'longshot e-mail unsubscribe v1', 32));
    const expected = createHmac('sha256', key).update(userId).digest('base64url');
    expect(unsubscribeToken(secret, userId)).toBe(expected);
    expect(expected).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('is not an HMAC keyed with the secret itself', () => {
    const direct = createHmac('sha256', secret).update(userId).digest('base64url');
    expect(unsubscribeToken(secret, userId)).not.toBe(direct);
  });

  it("verifies the user's own token", () => {
    expect(verifyUnsubscribeToken(secret, userId, unsubscribeToken(secret, userId))).toBe(true);
  });

  it("refuses another user's token, a token under another secret, and tampered tokens", () => {
    const token = unsubscribeToken(secret, userId);
    const flipped = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    expect(verifyUnsubscribeToken(secret, userId, unsubscribeToken(secret, otherUserId))).toBe(false);
    expect(verifyUnsubscribeToken(secret, otherUserId, token)).toBe(false);
    expect(verifyUnsubscribeToken(`${secret}-rotated`, userId, token)).toBe(false);
    expect(verifyUnsubscribeToken(secret, userId, flipped)).toBe(false);
    expect(verifyUnsubscribeToken(secret, userId, `${token}!`)).toBe(false);
    expect(verifyUnsubscribeToken(secret, userId, `${token}=`)).toBe(false);
    expect(verifyUnsubscribeToken(secret, userId, token.slice(1))).toBe(false);
    expect(verifyUnsubscribeToken(secret, userId, '')).toBe(false);
  });
});
