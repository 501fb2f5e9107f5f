// The development captcha: no widget to solve and no third party, so the embedded default works
// offline. Any non-empty token passes except the literal 'fail', which lets a test or a person see the
// refusal path.
import type { CaptchaProvider } from './captcha.ts';

export const failingDevToken = 'fail';

export class DevCaptcha implements CaptchaProvider {
  async verify(token: string, _remoteIp?: string): Promise<boolean> {
    const trimmed = token.trim();
    return trimmed !== '' && trimmed !== failingDevToken;
  }
}
