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
 * Pays V8's first number format of the page now, in a task of its own. The first `Intl.NumberFormat` of a
 * page builds the engine's locale data: 12–17 ms in Chromium on a quiet machine (every later one under a
 * millisecond), 40–100 ms on a slow one (28 November 2026). Every screen formats a number (a Lingui
 * plural's `#`, a rank, a price), so the cost is not avoidable, only movable: inside a render or a chunk's
 * evaluation it lengthens a task that is long already, and Lighthouse's simulated phone counts four times
 * it in Total Blocking Time (issue #18); alone, most of it stays under the 50 ms a task may take.
 */
export function warmUpNumberFormat(locale: Locale): void {
  setTimeout(() => new Intl.NumberFormat(locale).format(0), 0);
}

/**
 * Adds a lazily loaded area's catalog (lingui.config.ts) to every locale. Its chunk calls this when it is
 * evaluated, before any of its components renders.
 */
export function loadAreaCatalog(catalogs: Record<Locale, Messages>): void {
  for (const locale of Object.keys(catalogs) as Locale[]) i18n.load(locale, catalogs[locale]);
}

export { i18n };
