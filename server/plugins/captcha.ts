// Decorates `fastify.captcha`: the development captcha by default, else the configured service's
// siteverify (CAPTCHA_PROVIDER, CAPTCHA_SECRET).
import fp from 'fastify-plugin';
import type { CaptchaProvider } from '#server/providers/captcha/captcha.ts';
import { DevCaptcha, failingDevToken } from '#server/providers/captcha/dev-captcha.ts';
import { SiteverifyCaptcha } from '#server/providers/captcha/siteverify-captcha.ts';

declare module 'fastify' {
  interface FastifyInstance {
    captcha: CaptchaProvider;
  }
}

interface CaptchaPluginOptions {
  /** Replaces the service's siteverify endpoint (tests point it at a local server). */
  siteverifyUrl?: string;
}

export default fp<CaptchaPluginOptions>(
  async (fastify, options) => {
    const { captchaProvider, captchaSecret } = fastify.config;
    if (captchaProvider === 'dev') {
      fastify.log.warn(
        `The development captcha is on: any token but '${failingDevToken}' passes. Set CAPTCHA_PROVIDER and CAPTCHA_SECRET for a real check.`,
      );
      fastify.decorate('captcha', new DevCaptcha());
      return;
    }
    if (!captchaSecret)
      throw new Error(`CAPTCHA_SECRET is required when CAPTCHA_PROVIDER is ${captchaProvider}`);
    const captcha = new SiteverifyCaptcha({
      service: captchaProvider,
      secret: captchaSecret,
      verifyUrl: options.siteverifyUrl,
      // A failing captcha service refuses every sign-up: worth a warning each time.
      onFailure: (reason) => fastify.log.warn(`Captcha check failed closed: ${reason}`),
    });
    fastify.decorate('captcha', captcha);
  },
  { name: 'captcha', decorators: { fastify: ['config'] } },
);
