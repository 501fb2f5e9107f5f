import type { Settings } from '#src/config/settings.ts';
import { devCaptchaToken } from '#src/components/captcha/dev-captcha.ts';

/**
 * A visitor without a session is signed in anonymously on first load (docs/product.md §1), which needs a captcha
 * token with no one to solve it: only the development captcha gives one, and only a development
 * server accepts it. So the dev environment (settings naming environment "dev") with the development
 * captcha signs visitors up as guests on load. Anywhere else (a real captcha; qa or production; settings
 * naming no environment, as in unit tests) visitors stay signed out until they sign up, and a screen
 * that needs a guest sends EASY_SIGN_UP with a solved captcha.
 *
 * Only a first visit: once a session has ended in this browser (the stored "authenticated" flag is
 * false, not absent: a logout, a cleared guest account, a deleted account, a session the server stopped
 * honouring), the visitor chooses between Sign up and Login in the signed-out drawer (docs/product.md §4
 * "Logout"): a new guest made behind their back would greet them as someone they are not.
 */
export function anonymousSignUpToken(
  settings: Pick<Settings, 'captcha' | 'environment'>,
  storedAuthenticated: boolean | null,
): string | null {
  if (storedAuthenticated === false) return null;
  const devEnvironment = settings.environment.trim().toLowerCase() === 'dev';
  return devEnvironment && settings.captcha.provider === 'dev' ? devCaptchaToken : null;
}
