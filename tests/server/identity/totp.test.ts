// RFC 6238 TOTP as implemented with node:crypto (D1), and the recovery codes' shape and randomness (D3).
import { describe, expect, it } from 'vitest';
import {
  newRecoveryCodes,
  normalizeRecoveryCode,
  recoveryCodePattern,
} from '#server/identity/recovery-codes.ts';
import {
  base32Decode,
  base32Encode,
  formatAuthenticatorKey,
  matchTotp,
  newAuthenticatorKey,
  otpauthUri,
  totpCode,
  totpStep,
} from '#server/identity/totp.ts';

// RFC 6238 appendix B: the SHA-1 seed is the ASCII string "12345678901234567890".
const rfcKey = base32Encode(Buffer.from('12345678901234567890'));

describe('TOTP', () => {
  it('matches the RFC 6238 test vectors (last 6 of the 8 digits)', () => {
    const vectors: Array<[number, string]> = [
      [59, '287082'],
      [1111111109, '081804'],
      [1111111111, '050471'],
      [1234567890, '005924'],
      [2000000000, '279037'],
      [20000000000, '353130'],
    ];
    for (const [seconds, code] of vectors) {
      expect(totpCode(rfcKey, totpStep(new Date(seconds * 1000)))).toBe(code);
    }
  });

  it('round-trips Base32 and ignores case, spaces and dashes', () => {
    const bytes = Buffer.from([0, 1, 2, 250, 251, 252, 253, 254, 255, 7]);
    const encoded = base32Encode(bytes);
    expect(base32Decode(encoded)).toEqual(bytes);
    expect(base32Decode(formatAuthenticatorKey(encoded))).toEqual(bytes);
    expect(() => base32Decode('not base32!')).toThrow('Not a Base32 key.');
  });

  it('makes 160-bit keys, different each time', () => {
    const key = newAuthenticatorKey();
    expect(key).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Decode(key)).toHaveLength(20);
    expect(newAuthenticatorKey()).not.toBe(key);
  });

  it('accepts the codes of one step either side of now and refuses two steps away', () => {
    const key = newAuthenticatorKey();
    const now = new Date('2030-03-04T10:00:10.000Z');
    const step = totpStep(now);
    expect(matchTotp(key, totpCode(key, step), now)).toBe(step);
    expect(matchTotp(key, totpCode(key, step - 1), now)).toBe(step - 1);
    expect(matchTotp(key, totpCode(key, step + 1), now)).toBe(step + 1);
    // A code can, by chance, equal another step's; only count it refused when it is not also a near one.
    const near = [step - 1, step, step + 1].map((s) => totpCode(key, s));
    for (const far of [step - 2, step + 2]) {
      const code = totpCode(key, far);
      if (!near.includes(code)) expect(matchTotp(key, code, now)).toBeNull();
    }
  });

  it('ignores spaces in the typed code and refuses anything but 6 digits', () => {
    const now = new Date('2030-03-04T10:00:10.000Z');
    const code = totpCode(rfcKey, totpStep(now));
    expect(matchTotp(rfcKey, `${code.slice(0, 3)} ${code.slice(3)}`, now)).toBe(totpStep(now));
    expect(matchTotp(rfcKey, code.slice(0, 5), now)).toBeNull();
    expect(matchTotp(rfcKey, 'abcdef', now)).toBeNull();
  });

  it('builds the otpauth URI authenticator apps read', () => {
    expect(otpauthUri('ann@example.com', 'JBSWY3DPEHPK3PXP')).toBe(
      'otpauth://totp/Longshot:ann%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Longshot&algorithm=SHA1&digits=6&period=30',
    );
    expect(formatAuthenticatorKey('JBSWY3DPEHPK3PXP')).toBe('jbsw y3dp ehpk 3pxp');
  });
});

describe('recovery codes (D3)', () => {
  it('are 10 distinct codes XXXXX-XXXXX from the 26 unambiguous characters', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) {
      expect(code).toMatch(/^[2-9BCDFGHJKMNPQRTVWXY]{5}-[2-9BCDFGHJKMNPQRTVWXY]{5}$/);
      expect(code).toMatch(recoveryCodePattern);
    }
  });

  it('use every character of the alphabet and no other (rejection sampling, no bias to spot)', () => {
    const counts = new Map<string, number>();
    for (const code of newRecoveryCodes(400)) {
      for (const character of code.replace('-', '')) counts.set(character, (counts.get(character) ?? 0) + 1);
    }
    expect([...counts.keys()].sort().join('')).toBe('23456789BCDFGHJKMNPQRTVWXY');
    // 4000 draws over 26 characters: about 154 each; a biased modulo would still pass, a broken draw not.
    for (const count of counts.values()) expect(count).toBeGreaterThan(80);
  });

  it('read what people type: any case, spaces, with or without the dash', () => {
    expect(normalizeRecoveryCode(' bcd23-fgh45 ')).toBe('BCD23-FGH45');
    expect(normalizeRecoveryCode('BCD23FGH45')).toBe('BCD23-FGH45');
    expect(normalizeRecoveryCode('BCD23-FGH4')).toBeNull();
    expect(normalizeRecoveryCode('BCD23-FGH40')).toBeNull();
  });
});
