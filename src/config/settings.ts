import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { environmentFileName, environmentName, isTestEnvironment } from '#core/settings-environment.ts';
import { sessionTimeoutDefaultMinutes } from '#src/lib/constants.ts';
import { appStorage, type AppStorage } from '#src/lib/storage.ts';

export type CaptchaProvider = 'dev' | 'turnstile' | 'hcaptcha' | 'recaptcha';

/** Which captcha the sign-up and forgot-password forms show; the server verifies with the same provider. */
interface CaptchaSettings {
  /** 'dev' is a local checkbox the development server accepts; the others load the provider's widget. */
  provider: CaptchaProvider;
  /** The provider's public site key; null for 'dev'. */
  siteKey: string | null;
}

const captchaProviders: readonly string[] = ['dev', 'turnstile', 'hcaptcha', 'recaptcha'];

function isCaptchaSettings(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const { provider, siteKey } = value as Partial<Record<keyof CaptchaSettings, unknown>>;
  if (typeof provider !== 'string' || !captchaProviders.includes(provider)) return false;
  // A real provider cannot render without its site key.
  if (provider === 'dev') return siteKey === null || typeof siteKey === 'string';
  return typeof siteKey === 'string' && siteKey.trim() !== '';
}

/** Runtime settings read from public/config at start-up, so one build serves every environment. */
export interface Settings {
  /** Where the API lives; '' means the SPA's own origin. */
  apiBaseUrl: string;
  /** Lets a developer point the SPA at another API from the browser console. */
  allowApiUrlOverride: boolean;
  sessionTimeoutMinutes: number;
  /** '' when unset, which the analytics rules treat as a local machine. */
  environment: string;
  baseTitle: string;
  /** Third-party analytics script; null keeps every analytics event on the machine. */
  analyticsScriptUrl: string | null;
  captcha: CaptchaSettings;
}

export const defaultSettings: Settings = {
  apiBaseUrl: '',
  allowApiUrlOverride: false,
  sessionTimeoutMinutes: sessionTimeoutDefaultMinutes,
  environment: '',
  baseTitle: 'Longshot',
  analyticsScriptUrl: null,
  captcha: { provider: 'dev', siteKey: null },
};

type Check = (value: unknown) => boolean;
const checks: { [K in keyof Settings]: Check } = {
  apiBaseUrl: (value) => typeof value === 'string',
  allowApiUrlOverride: (value) => typeof value === 'boolean',
  sessionTimeoutMinutes: (value) => typeof value === 'number' && Number.isFinite(value) && value > 0,
  environment: (value) => typeof value === 'string',
  baseTitle: (value) => typeof value === 'string' && value.trim() !== '',
  analyticsScriptUrl: (value) => value === null || (typeof value === 'string' && value.trim() !== ''),
  captcha: isCaptchaSettings,
};

/** The well-typed settings in a file; each bad value is reported and skipped (its default stays). */
export function readSettings(file: unknown, source: string): Partial<Settings> {
  if (typeof file !== 'object' || file === null || Array.isArray(file)) {
    console.error(`Settings ${source} is not a JSON object; it is ignored.`);
    return {};
  }
  const result: Partial<Settings> = {};
  for (const [key, value] of Object.entries(file)) {
    if (!(key in checks)) continue; // unknown keys belong to other tools or later builds
    if (checks[key as keyof Settings](value)) {
      (result as Record<string, unknown>)[key] = value;
    } else {
      console.error(
        `Settings ${source}: ${key} has an invalid value ${JSON.stringify(value)}; the default is used.`,
      );
    }
  }
  return result;
}

export type FetchJson = (url: string) => Promise<unknown>;

export const fetchSettingsFile: FetchJson = async (url) => {
  // no-cache: a redeploy that changes settings must be seen on the next load
  const response = await fetch(url, { cache: 'no-cache', headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
  return response.json();
};

const settingsFolder = '/config/';

async function loadFile(fetchJson: FetchJson, name: string): Promise<Partial<Settings>> {
  const url = `${settingsFolder}${name}`;
  try {
    return readSettings(await fetchJson(url), url);
  } catch (error) {
    // The app still starts on defaults: a missing settings file must not lock players out.
    console.error(`Could not load settings ${url}:`, error);
    return {};
  }
}

/** settings.json, then settings.{environment}.json over it; failures are logged, never thrown. */
export async function loadSettings(fetchJson: FetchJson = fetchSettingsFile): Promise<Settings> {
  const base = { ...defaultSettings, ...(await loadFile(fetchJson, 'settings.json')) };
  return { ...base, ...(await loadFile(fetchJson, environmentFileName(base.environment))) };
}

function trimSlashes(url: string): string {
  return url.trim().replace(/\/+$/u, '');
}

/**
 * The root every API path hangs off: the developer override (when allowed and stored), else the
 * configured address, else the page's own origin; always ending in "api/".
 */
export function apiRoot(settings: Settings, storage: Pick<AppStorage, 'get'> = appStorage): string {
  const override = settings.allowApiUrlOverride ? storage.get('customApiUrl') : null;
  const base = trimSlashes(override ?? '') || trimSlashes(settings.apiBaseUrl);
  return `${base}/api/`;
}

export interface OverrideDependencies {
  storage?: Pick<AppStorage, 'set'>;
  reload?: () => void;
}

/** Stores (or clears, with null) the developer's API address and reloads so every client uses it. */
export function setApiUrlOverride(
  url: string | null,
  { storage = appStorage, reload = () => window.location.reload() }: OverrideDependencies = {},
): void {
  const value = url?.trim() ? url.trim() : null;
  storage.set('customApiUrl', value);
  reload();
}

/** "Longshot (dev)". */
export function pageTitle(baseTitle: string, environment: string): string {
  return `${baseTitle} (${environmentName(environment)})`;
}

/**
 * The banner text warning testers that servers cold-start. None in production, and none on a local
 * machine (no environment set), where servers are already running.
 */
export function testEnvironmentWarning(environment: string): MessageDescriptor | null {
  if (!isTestEnvironment(environment)) return null;
  const name = environment.trim();
  return msg`This is a test environment (${{ environment: name }}); servers will be slow to spin up.`;
}
