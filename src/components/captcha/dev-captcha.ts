/**
 * The token the development captcha produces: the sign-up form's checkbox and the dev environment's
 * guest sign-up on first load both send it, and the development server accepts any token but 'fail'.
 */
export const devCaptchaToken = 'dev-captcha-ok';
