// Verifies a captcha token with its service's siteverify endpoint. Turnstile, hCaptcha and reCAPTCHA
// share one protocol: POST form-encoded secret, response and remoteip; the JSON answer has `success`.
// It fails closed: a network error, a time-out or an unexpected answer refuses the token.
import type { CaptchaProvider, CaptchaService } from './captcha.ts';

export const siteverifyUrls: Record<CaptchaService, string> = {
  turnstile: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
  hcaptcha: 'https://api.hcaptcha.com/siteverify',
  recaptcha: 'https://www.google.com/recaptcha/api/siteverify',
};

/** Longest token sent on: Turnstile's are up to 2048 characters, the others shorter. */
const maxTokenLength = 4096;
const defaultTimeoutMs = 5_000;

/** What went wrong, for the log; never the token or the secret. */
export type SiteverifyFailureReporter = (reason: string) => void;

export interface SiteverifyCaptchaOptions {
  service: CaptchaService;
  secret: string;
  /** Defaults to the service's endpoint; tests point it at a local server. */
  verifyUrl?: string;
  timeoutMs?: number;
  onFailure?: SiteverifyFailureReporter;
}

function isSuccess(body: unknown): boolean {
  return typeof body === 'object' && body !== null && (body as { success?: unknown }).success === true;
}

/** `TypeError: fetch failed (ECONNREFUSED)`, `TimeoutError: …`: undici hides the reason in `cause`. */
function describeFetchError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause as { code?: unknown } | undefined;
  const code = typeof cause?.code === 'string' ? ` (${cause.code})` : '';
  return `${error.name}: ${error.message}${code}`;
}

export class SiteverifyCaptcha implements CaptchaProvider {
  readonly #service: CaptchaService;
  readonly #secret: string;
  readonly #verifyUrl: string;
  readonly #timeoutMs: number;
  readonly #onFailure: SiteverifyFailureReporter;

  constructor(options: SiteverifyCaptchaOptions) {
    this.#service = options.service;
    this.#secret = options.secret;
    this.#verifyUrl = options.verifyUrl ?? siteverifyUrls[options.service];
    this.#timeoutMs = options.timeoutMs ?? defaultTimeoutMs;
    this.#onFailure = options.onFailure ?? (() => undefined);
  }

  async verify(token: string, remoteIp?: string): Promise<boolean> {
    if (token === '' || token.length > maxTokenLength) return false;
    const form = new URLSearchParams({ secret: this.#secret, response: token });
    if (remoteIp) form.set('remoteip', remoteIp);
    try {
      const response = await fetch(this.#verifyUrl, {
        method: 'POST',
        body: form,
        signal: AbortSignal.timeout(this.#timeoutMs),
        redirect: 'error',
      });
      if (!response.ok) {
        await response.body?.cancel();
        this.#onFailure(`${this.#service} siteverify answered HTTP ${response.status}`);
        return false;
      }
      return isSuccess(await response.json());
    } catch (error) {
      this.#onFailure(`${this.#service} siteverify failed: ${describeFetchError(error)}`);
      return false;
    }
  }
}
