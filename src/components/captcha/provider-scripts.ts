import type { CaptchaProvider } from '#src/config/settings.ts';

export type RealCaptchaProvider = Exclude<CaptchaProvider, 'dev'>;

/** What each provider's script puts on `window`; only the calls this app makes. */
export interface CaptchaApi {
  render(container: HTMLElement, options: Record<string, unknown>): string | number;
  reset(widgetId?: string | number): void;
  remove?(widgetId: string | number): void;
}

interface ProviderScript {
  /** The script, asked to render only when told to and to call `onload` when ready. */
  url(onload: string): string;
  /** The global the script defines. */
  global: 'turnstile' | 'hcaptcha' | 'grecaptcha';
}

// Every third-party address the captcha may load, in one place; none is fetched unless configured.
const providerScripts: Record<RealCaptchaProvider, ProviderScript> = {
  turnstile: {
    url: (onload) => `https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit&onload=${onload}`,
    global: 'turnstile',
  },
  hcaptcha: {
    url: (onload) => `https://js.hcaptcha.com/1/api.js?render=explicit&onload=${onload}`,
    global: 'hcaptcha',
  },
  recaptcha: {
    url: (onload) => `https://www.google.com/recaptcha/api.js?render=explicit&onload=${onload}`,
    global: 'grecaptcha',
  },
};

const loading = new Map<RealCaptchaProvider, Promise<CaptchaApi>>();

function globalApi(provider: RealCaptchaProvider): CaptchaApi | undefined {
  return (window as unknown as Record<string, CaptchaApi | undefined>)[providerScripts[provider].global];
}

/** Loads a provider's script once per page, resolving with its API when the script says it is ready. */
export function loadCaptchaScript(provider: RealCaptchaProvider): Promise<CaptchaApi> {
  const existing = loading.get(provider);
  if (existing) return existing;
  const promise = new Promise<CaptchaApi>((resolve, reject) => {
    const onload = `longshotCaptchaReady_${provider}`;
    const callbacks = window as unknown as Record<string, (() => void) | undefined>;
    callbacks[onload] = () => {
      const api = globalApi(provider);
      if (api) resolve(api);
      else reject(new Error(`The ${provider} script loaded without its API.`));
    };
    const script = document.createElement('script');
    script.src = providerScripts[provider].url(onload);
    script.async = true;
    script.defer = true;
    script.onerror = () => {
      loading.delete(provider); // a later form may try again
      script.remove();
      reject(new Error(`The ${provider} script did not load.`));
    };
    document.head.append(script);
  });
  loading.set(provider, promise);
  return promise;
}
