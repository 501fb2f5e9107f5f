// The captcha provider: what the rest of the server imports.
export type { CaptchaKind, CaptchaProvider, CaptchaService } from './captcha.ts';
export { DevCaptcha, failingDevToken } from './dev-captcha.ts';
export { SiteverifyCaptcha, siteverifyUrls, type SiteverifyCaptchaOptions } from './siteverify-captcha.ts';
