import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embeddedSettingsId } from '#core/contract/embedded-settings.ts';
import { withEmbeddedSettings } from '#server/http/embedded-settings.ts';
import { createIndexPages } from '#server/http/index-pages.ts';
import { writeBuiltFiles, type BuiltFiles } from './helpers/built-files.ts';

const indexHtml =
  '<!doctype html><html><head><title>Longshot</title></head><body><div id="indexApp"></div></body></html>';

/** The block's text as a browser's textContent gives it (the tests' pages hold one element of this id). */
function blockOf(html: string): string | undefined {
  return new RegExp(`<script type="application/json" id="${embeddedSettingsId}">(.*?)</script>`, 'su').exec(
    html,
  )?.[1];
}

describe('withEmbeddedSettings', () => {
  it('puts each file that is a JSON object in the head, by the URL the SPA fetches it from', () => {
    const html = withEmbeddedSettings(indexHtml, [
      { url: '/config/settings.json', text: '{"environment":"qa"}' },
      { url: '/config/settings.qa.json', text: '{"sessionTimeoutMinutes":30}\n' },
    ]);
    expect(html.indexOf(embeddedSettingsId)).toBeLessThan(html.indexOf('</head>'));
    expect(JSON.parse(blockOf(html) ?? '')).toEqual({
      '/config/settings.json': { environment: 'qa' },
      '/config/settings.qa.json': { sessionTimeoutMinutes: 30 },
    });
  });

  it('leaves out a missing file, one that is not JSON and one that is not an object', () => {
    const html = withEmbeddedSettings(indexHtml, [
      { url: '/config/settings.json', text: '{"environment":' },
      { url: '/config/settings.dev.json', text: '' },
      { url: '/config/settings.x.json', text: '[1]' },
    ]);
    expect(html).toBe(indexHtml);
  });

  it('cannot close its script element or open a comment, whatever a value holds', () => {
    const baseTitle = '</script><script>alert(1)</script><!-- \u2028';
    const html = withEmbeddedSettings(indexHtml, [
      { url: '/config/settings.json', text: JSON.stringify({ baseTitle }) },
    ]);
    expect(html.match(/<\/script>/gu)).toHaveLength(1);
    expect(html).not.toContain('<!--');
    expect(JSON.parse(blockOf(html) ?? '')).toEqual({ '/config/settings.json': { baseTitle } });
  });
});

describe("every navigation's index.html", () => {
  let files: BuiltFiles;

  beforeAll(() => {
    files = writeBuiltFiles('embedded-settings', {
      'index.html': indexHtml,
      'config/settings.json': '{"apiBaseUrl":""}',
      'config/settings.dev.json': '{"allowApiUrlOverride":true}',
    });
  });

  afterAll(() => files.removeAll());

  async function embeddedOnNavigation(pathname: string): Promise<unknown> {
    const page = await createIndexPages(files.staticDir).page(pathname, undefined);
    return JSON.parse(blockOf(page?.body.toString() ?? '') ?? 'null');
  }

  it('carries settings.json and the environment file it names, as they are on disk', async () => {
    expect(await embeddedOnNavigation('/play')).toEqual({
      '/config/settings.json': { apiBaseUrl: '' },
      '/config/settings.dev.json': { allowApiUrlOverride: true },
    });
  });

  it('carries the new files at the next navigation after a deployment changes them', async () => {
    const pages = createIndexPages(files.staticDir);
    await pages.page('/', undefined);
    files.write('config/settings.prod.json', '{"baseTitle":"Longshot"}');
    files.write('config/settings.json', '{"environment":"prod"}');
    const page = await pages.page('/', undefined);
    expect(JSON.parse(blockOf(page?.body.toString() ?? '') ?? 'null')).toEqual({
      '/config/settings.json': { environment: 'prod' },
      '/config/settings.prod.json': { baseTitle: 'Longshot' },
    });
  });
});
