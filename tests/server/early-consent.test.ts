import { describe, expect, it } from 'vitest';
import { earlyConsentScript, earlyConsentStyle } from '#core/contract/early-consent-script.ts';
import { withEarlyConsent } from '#server/http/early-consent.ts';
import type { Prerendered } from '#server/http/prerendered.ts';

// The cookie consent dialog's copy in every served page (issue #18): server/http/early-consent.ts. What the
// copy's script does in a browser is tested end to end (e2e/consent-copy.spec.ts).

const styles = '<style data-mantine-styles="true">:root{--mantine-color-black:#111}</style>';
const consentDialog = '<div role="dialog"><button data-consent-choice="close">x</button></div>';
const prerendered: Prerendered = {
  styles,
  colorScheme: 'dark',
  environmentBanner: '<div>{{environment}}</div>',
  consentDialog,
  pages: [],
};
const indexHtml =
  '<!doctype html>\n<html lang="en"><head><meta charset="UTF-8" /><title>Longshot</title>' +
  '<script type="module" src="/assets/index.js"></script><link rel="stylesheet" href="/assets/index.css">' +
  '</head><body><div id="indexApp"><div class="shell-top"></div></div></body></html>';

describe("the consent dialog's copy", () => {
  it('is first in #indexApp after the styles it needs, marked as the copy; its script and rule come before the head loads', () => {
    expect(withEarlyConsent(indexHtml, prerendered)).toBe(
      '<!doctype html>\n<html data-mantine-color-scheme="dark" lang="en"><head><meta charset="UTF-8" />' +
        `<title>Longshot</title><style>${earlyConsentStyle}</style><script>${earlyConsentScript}</script>` +
        '<script type="module" src="/assets/index.js"></script><link rel="stylesheet" href="/assets/index.css">' +
        `</head><body><div id="indexApp">${styles}` +
        '<div data-consent-copy role="dialog"><button data-consent-choice="close">x</button></div>' +
        '<div class="shell-top"></div></div></body></html>',
    );
  });

  it('brings no second copy of the styles to a page that has them', () => {
    const styled = indexHtml.replace('<body>', `<body>${styles}`);
    expect(withEarlyConsent(styled, prerendered).split('data-mantine-styles')).toHaveLength(2);
  });

  it('leaves the page as it is without a copy or without #indexApp', () => {
    expect(withEarlyConsent(indexHtml, { ...prerendered, consentDialog: '' })).toBe(indexHtml);
    const other = indexHtml.replace('indexApp', 'root');
    expect(withEarlyConsent(other, prerendered)).toBe(other);
    const headless = indexHtml.replace(/<head>.*<\/head>/u, '');
    expect(withEarlyConsent(headless, prerendered)).toBe(headless);
  });
});
