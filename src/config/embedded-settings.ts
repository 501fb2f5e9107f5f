import { embeddedSettingsId } from '#core/contract/embedded-settings.ts';
import type { FetchJson } from './settings.ts';

/** What is read of the page: its element with the embedded files. */
type PageWithSettings = Pick<Document, 'getElementById'>;

/** The settings files the server put in this page, by URL; empty when it put none (the dev server, a test). */
function embeddedFiles(document: PageWithSettings): ReadonlyMap<string, unknown> {
  const text = document.getElementById(embeddedSettingsId)?.textContent;
  if (!text) return new Map();
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return new Map();
    return new Map(Object.entries(value));
  } catch {
    return new Map();
  }
}

/**
 * Reads a settings file from the copy the server embedded in the page (server/http/embedded-settings.ts),
 * which saves the two round trips before the first screen, and fetches the files the page does not hold.
 * Either way the content goes through the same checks (settings.ts readSettings).
 */
export function embeddedOr(fetchJson: FetchJson, document: PageWithSettings = window.document): FetchJson {
  const files = embeddedFiles(document);
  return (url) => (files.has(url) ? Promise.resolve(files.get(url)) : fetchJson(url));
}
