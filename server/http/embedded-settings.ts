// The SPA's settings files carried in the index.html a navigation gets, but a prerendered page's (issue
// #18): the SPA reads config/settings.json, then the environment's file, before it draws anything
// (src/config/settings.ts), and fetched one after the other they were two round trips between the
// scripts' arrival and the first screen (the cookie dialog, the largest paint of a new visitor's first
// page, came after both). The server reads the same files as they are on disk, so the embedded copy is
// never staler than a fetch would be; a file that is missing or not JSON is left out, and the SPA fetches
// it as before (and says what is wrong).

import { embeddedSettingsId } from '#core/contract/embedded-settings.ts';

export interface SettingsFile {
  /** The URL the SPA fetches it from, e.g. /config/settings.json. */
  url: string;
  /** The file's text; '' when there is none. */
  text: string;
}

function parsedObject(text: string): unknown {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * JSON safe inside a script element: `<` (a `</script>` or `<!--` in a value), and the two line separators
 * older parsers refuse, as escapes that JSON.parse reads back as the same characters.
 */
function scriptSafe(json: string): string {
  return json.replace(
    /[<\u2028\u2029]/gu,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/**
 * index.html with a non-executable JSON data block (`type="application/json"`, which the content security
 * policy does not govern) holding each file that is a JSON object, by URL; the page as it was when none is.
 */
export function withEmbeddedSettings(indexHtml: string, files: readonly SettingsFile[]): string {
  const embedded: Record<string, unknown> = {};
  for (const file of files) {
    const value = parsedObject(file.text);
    if (value !== undefined) embedded[file.url] = value;
  }
  const headEnd = indexHtml.indexOf('</head>');
  if (Object.keys(embedded).length === 0 || headEnd === -1) return indexHtml;
  const block = `<script type="application/json" id="${embeddedSettingsId}">${scriptSafe(JSON.stringify(embedded))}</script>`;
  return `${indexHtml.slice(0, headEnd)}  ${block}\n  ${indexHtml.slice(headEnd)}`;
}
