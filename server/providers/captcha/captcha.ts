// Whether a visitor passed the captcha the sign-up and forgot-password forms show.
export interface CaptchaProvider {
  /** True only when the token proves a solved captcha; any doubt (network, timeout, odd answer) is false. */
  verify(token: string, remoteIp?: string): Promise<boolean>;
}

export type CaptchaService = 'turnstile' | 'hcaptcha' | 'recaptcha';
