// Security headers on every response: the SPA, its files, the API and errors alike.
import fp from 'fastify-plugin';
import type { CaptchaProvider } from '#server/config.ts';
import { earlyConsentScriptSource } from '#server/http/early-consent.ts';

/** What each captcha provider's widget loads (its documented CSP needs); `dev` loads nothing. */
const captchaSources: Record<CaptchaProvider, { script: string[]; frame: string[]; connect: string[] }> = {
  dev: { script: [], frame: [], connect: [] },
  turnstile: {
    script: ['https://challenges.cloudflare.com'],
    frame: ['https://challenges.cloudflare.com'],
    connect: ['https://challenges.cloudflare.com'],
  },
  hcaptcha: {
    script: ['https://hcaptcha.com', 'https://*.hcaptcha.com'],
    frame: ['https://hcaptcha.com', 'https://*.hcaptcha.com'],
    connect: ['https://hcaptcha.com', 'https://*.hcaptcha.com'],
  },
  recaptcha: {
    script: ['https://www.google.com', 'https://www.gstatic.com'],
    frame: ['https://www.google.com'],
    connect: ['https://www.google.com'],
  },
};

export interface PolicySources {
  captchaProvider: CaptchaProvider;
  /** Extra script origins (the consent-gated analytics script). */
  scriptOrigins: string[];
}

/**
 * Scripts only from our origin (Vite emits no inline script) and the one inline script every page carries,
 * by its hash (the cookie consent dialog's copy, server/http/early-consent.ts), plus the configured captcha
 * provider and analytics origins. Styles allow 'unsafe-inline' because Mantine injects <style> tags and style
 * attributes at run time. Otherwise the SPA only talks to its own origin.
 */
export function contentSecurityPolicy({ captchaProvider, scriptOrigins }: PolicySources): string {
  const captcha = captchaSources[captchaProvider];
  const list = (...sources: string[]) => [...new Set(sources)].join(' ');
  return [
    "default-src 'self'",
    `script-src ${list("'self'", earlyConsentScriptSource, ...captcha.script, ...scriptOrigins)}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src ${list("'self'", ...captcha.connect, ...scriptOrigins)}`,
    `frame-src ${captcha.frame.length > 0 ? list(...captcha.frame) : "'none'"}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

interface SecurityHeadersOptions extends PolicySources {
  /** Served over HTTPS: browsers are told to stay on HTTPS. */
  https: boolean;
}

export default fp<SecurityHeadersOptions>(
  async (fastify, { https, captchaProvider, scriptOrigins }) => {
    const headers: Record<string, string> = {
      'content-security-policy': contentSecurityPolicy({ captchaProvider, scriptOrigins }),
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'cross-origin-opener-policy': 'same-origin',
      'permissions-policy': 'camera=(), microphone=(), geolocation=()',
      ...(https ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
    };
    fastify.addHook('onSend', async (_request, reply, payload) => {
      for (const [name, value] of Object.entries(headers)) {
        if (!reply.hasHeader(name)) reply.header(name, value);
      }
      return payload;
    });
  },
  { name: 'security-headers' },
);
