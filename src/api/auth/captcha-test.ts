import type { CaptchaTestDto, CaptchaTestRequest } from '#core/contract/auth.ts';
import type { RequestLayer } from '#src/api/request-layer.ts';

/** POST captcha/test: asks the server whether it accepts a captcha token. */
export function captchaTest(
  api: Pick<RequestLayer, 'request'>,
  body: CaptchaTestRequest,
): Promise<CaptchaTestDto> {
  return api.request<CaptchaTestDto>('auth', 'captcha/test', { method: 'POST', body });
}
