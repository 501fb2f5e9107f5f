// The cookie consent dialog in every served page (issue #18; core/contract/early-consent.ts says why): in the
// head, the script and style rule that hide the copy from a visitor who has chosen, before the style sheets;
// first in `#indexApp`, Mantine's run-time styles and the build's copy of the dialog, so that it paints with
// the HTML. React replaces the copy at its first render, with its own dialog in the same place.
import { createHash } from 'node:crypto';
import {
  consentCopyAttribute,
  earlyConsentScript,
  earlyConsentStyle,
} from '#core/contract/early-consent-script.ts';
import { stylesToAdd, withColorScheme, type Prerendered } from './prerendered.ts';

/** The inline script's CSP source (security-headers.ts): the browser runs exactly this text and no other. */
export const earlyConsentScriptSource = `'sha256-${createHash('sha256').update(earlyConsentScript).digest('base64')}'`;

const appRoot = /<div id="indexApp"[^>]*>/u;
/** The head's first script or style sheet: the early script goes before it (core/contract/early-consent.ts). */
const firstLoad = /<script\b|<link rel="(?:stylesheet|modulepreload)"|<\/head>/u;

/**
 * index.html with the consent dialog's copy: its script first among the head's loads, Mantine's run-time
 * styles (unless the page has them already) and the copy first in `#indexApp`, before a prerendered screen,
 * which then needs no styles of its own (withPrerendered). Unchanged without a copy to show.
 */
export function withEarlyConsent(indexHtml: string, prerendered: Prerendered): string {
  if (prerendered.consentDialog === '') return indexHtml;
  const root = appRoot.exec(indexHtml);
  const load = firstLoad.exec(indexHtml);
  if (!root || !load || load.index > root.index) return indexHtml;
  const head = `<style>${earlyConsentStyle}</style><script>${earlyConsentScript}</script>`;
  const styles = stylesToAdd(indexHtml, prerendered);
  const copy = prerendered.consentDialog.replace(/^<[a-z]+/u, (tag) => `${tag} ${consentCopyAttribute}`);
  const at = root.index + root[0].length;
  return withColorScheme(
    `${indexHtml.slice(0, load.index)}${head}${indexHtml.slice(load.index, at)}${styles}${copy}${indexHtml.slice(at)}`,
    prerendered,
  );
}
