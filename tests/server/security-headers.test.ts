import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { earlyConsentScript } from '#core/contract/early-consent-script.ts';
import { contentSecurityPolicy } from '#server/plugins/security-headers.ts';

/** The one inline script allowed: the consent dialog copy's, by the hash of its text. */
const early = `'sha256-${createHash('sha256').update(earlyConsentScript).digest('base64')}'`;

const directive = (policy: string, name: string) =>
  policy.split('; ').find((part) => part.startsWith(`${name} `));

describe('the content security policy', () => {
  it('allows only our own origin with the development captcha and no analytics', () => {
    const policy = contentSecurityPolicy({ captchaProvider: 'dev', scriptOrigins: [] });
    expect(directive(policy, 'script-src')).toBe(`script-src 'self' ${early}`);
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self'");
    expect(directive(policy, 'frame-src')).toBe("frame-src 'none'");
  });

  it("lets the configured captcha provider's widget load, and no other provider's", () => {
    const policy = contentSecurityPolicy({ captchaProvider: 'turnstile', scriptOrigins: [] });
    expect(directive(policy, 'script-src')).toBe(
      `script-src 'self' ${early} https://challenges.cloudflare.com`,
    );
    expect(directive(policy, 'frame-src')).toBe('frame-src https://challenges.cloudflare.com');
    expect(policy).not.toContain('hcaptcha');
    expect(policy).not.toContain('google');
  });

  it('adds the analytics origins to script-src and connect-src', () => {
    const policy = contentSecurityPolicy({
      captchaProvider: 'recaptcha',
      scriptOrigins: ['https://analytics.example.com'],
    });
    expect(directive(policy, 'script-src')).toBe(
      `script-src 'self' ${early} https://www.google.com https://www.gstatic.com https://analytics.example.com`,
    );
    expect(directive(policy, 'connect-src')).toBe(
      "connect-src 'self' https://www.google.com https://analytics.example.com",
    );
  });
});
