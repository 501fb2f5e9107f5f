import { i18n, type Messages } from '@lingui/core';
import { messages as en } from './locales/en/messages.ts';

export const defaultLocale = 'en';
export const supportedLocales = { en: 'English' } as const;
export type Locale = keyof typeof supportedLocales;

const catalogs: Record<Locale, typeof en> = { en };

export function isSupportedLocale(value: unknown): value is Locale {
  return typeof value === 'string' && Object.hasOwn(supportedLocales, value);
}

export function activateLocale(locale: Locale): void {
  i18n.loadAndActivate({ locale, messages: catalogs[locale] });
}

/**
 * Adds a lazily loaded area's catalog (lingui.config.ts) to every locale. Its chunk calls this when it is
 * evaluated, before any of its components renders.
 */
export function loadAreaCatalog(catalogs: Record<Locale, Messages>): void {
  for (const locale of Object.keys(catalogs) as Locale[]) i18n.load(locale, catalogs[locale]);
}

export { i18n };
