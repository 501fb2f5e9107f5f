import { describe, expect, it } from 'vitest';
import { anonymousSignUpToken } from '#src/app/session/anonymous-sign-up.ts';

// Who is signed up as a guest on load (docs/product.md §4 "On load", "Logout").
const dev = { environment: 'dev', captcha: { provider: 'dev', siteKey: null } } as const;
const qa = { environment: 'qa', captcha: { provider: 'dev', siteKey: null } } as const;

describe('the guest sign-up on load', () => {
  it("signs a first visitor of the dev deployment up with the development captcha's token", () => {
    expect(anonymousSignUpToken(dev, null)).toBe('dev-captcha-ok');
  });

  it('keeps a browser signed out once a session ended in it (the stored flag is false, not absent)', () => {
    expect(anonymousSignUpToken(dev, false)).toBeNull();
  });

  it('leaves a stored live session to the machine (the token is only used without one)', () => {
    expect(anonymousSignUpToken(dev, true)).toBe('dev-captcha-ok');
  });

  it('never signs up on load outside the dev environment, or with a real captcha', () => {
    expect(anonymousSignUpToken(qa, null)).toBeNull();
    expect(
      anonymousSignUpToken({ ...dev, captcha: { provider: 'recaptcha', siteKey: 'k' } }, null),
    ).toBeNull();
  });
});
