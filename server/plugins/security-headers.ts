// Security headers on every response: the SPA, its files, the API and errors alike.
import fp from 'fastify-plugin';

/**
 * Scripts only from our origin (Vite emits no inline script). Styles allow 'unsafe-inline' because
 * Mantine injects <style> tags and style attributes at run time. The SPA only talks to its own origin.
 */
export const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export interface SecurityHeadersOptions {
  /** Served over HTTPS: browsers are told to stay on HTTPS. */
  https: boolean;
}

export default fp<SecurityHeadersOptions>(
  async (fastify, { https }) => {
    const headers: Record<string, string> = {
      'content-security-policy': contentSecurityPolicy,
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
