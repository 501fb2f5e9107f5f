import { i18n } from '@lingui/core';
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

export { i18n };
