import { describe, expect, it } from 'vitest';
import { createSessionCookies, type CookieJar } from '#src/app/session/session-cookies.ts';

/** A jar that records every cookie written, as the browser would receive it. */
function recordingJar(): CookieJar & { written: string[] } {
  const written: string[] = [];
  const values = new Map<string, string>();
  return {
    written,
    get cookie() {
      return [...values].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(line: string) {
      written.push(line);
      const [pair = ''] = line.split('; ');
      const [name = '', value = ''] = pair.split('=');
      if (line.includes('Max-Age=0;')) values.delete(name);
      else values.set(name, value);
    },
  };
}

const tokens = { bearerToken: 'jwt.a.b', refreshToken: 'r/1+2', loginId: 'u-1' };

describe('session cookies (docs/product.md §3, §9)', () => {
  it('keeps the session as longshotBearer 24 h, longshotRefresh 192 h, longshotLogin 24 h, SameSite=Strict', () => {
    const jar = recordingJar();
    const cookies = createSessionCookies(jar, { secure: false });
    cookies.storeSession(tokens);
    expect(jar.written).toEqual([
      'longshotTFA=; Max-Age=0; Path=/; SameSite=Strict',
      'longshotBearer=jwt.a.b; Max-Age=86400; Path=/; SameSite=Strict',
      'longshotRefresh=r%2F1%2B2; Max-Age=691200; Path=/; SameSite=Strict',
      'longshotLogin=u-1; Max-Age=86400; Path=/; SameSite=Strict',
    ]);
    expect([cookies.bearerToken(), cookies.refreshToken(), cookies.loginId()]).toEqual([
      'jwt.a.b',
      'r/1+2',
      'u-1',
    ]);
  });

  it('adds Secure on https', () => {
    const jar = recordingJar();
    createSessionCookies(jar, { secure: true }).storeSession(tokens);
    expect(jar.written[1]).toBe('longshotBearer=jwt.a.b; Max-Age=86400; Path=/; SameSite=Strict; Secure');
  });

  it('keeps the two-factor token and its login id for 15 minutes, and forgets them', () => {
    const jar = recordingJar();
    const cookies = createSessionCookies(jar, { secure: false });
    cookies.storeTwoFactorChallenge({ tfaToken: 'tfa-1', loginId: 'u-1' });
    expect(jar.written).toEqual([
      'longshotTFA=tfa-1; Max-Age=900; Path=/; SameSite=Strict',
      'longshotLogin=u-1; Max-Age=900; Path=/; SameSite=Strict',
    ]);
    expect(cookies.twoFactorChallenge()).toEqual({ tfaToken: 'tfa-1', loginId: 'u-1' });
    cookies.clearTwoFactorChallenge();
    expect(cookies.twoFactorChallenge()).toBeNull();
  });

  it('clear removes every session cookie', () => {
    const jar = recordingJar();
    const cookies = createSessionCookies(jar, { secure: false });
    cookies.storeSession(tokens);
    cookies.clear();
    expect([cookies.bearerToken(), cookies.refreshToken(), cookies.loginId()]).toEqual([null, null, null]);
    expect(jar.written.slice(-4)).toEqual([
      'longshotBearer=; Max-Age=0; Path=/; SameSite=Strict',
      'longshotRefresh=; Max-Age=0; Path=/; SameSite=Strict',
      'longshotLogin=; Max-Age=0; Path=/; SameSite=Strict',
      'longshotTFA=; Max-Age=0; Path=/; SameSite=Strict',
    ]);
  });
});
