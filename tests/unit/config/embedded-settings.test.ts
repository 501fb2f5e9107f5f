import { afterEach, describe, expect, it, vi } from 'vitest';
import { embeddedSettingsId } from '#core/contract/embedded-settings.ts';
import { embeddedOr } from '#src/config/embedded-settings.ts';
import { defaultSettings, loadSettings } from '#src/config/settings.ts';

/** A page whose embedded settings element holds `text` (server/http/embedded-settings.ts writes it); none when undefined. */
function pageWith(text: string | undefined) {
  return {
    getElementById: (id: string) =>
      id === embeddedSettingsId && text !== undefined ? ({ textContent: text } as HTMLElement) : null,
  };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('embeddedOr', () => {
  it("reads the page's files without fetching them, through the same checks as fetched ones", async () => {
    const page = pageWith(
      JSON.stringify({
        '/config/settings.json': { environment: 'qa', sessionTimeoutMinutes: 'soon' },
        '/config/settings.qa.json': { baseTitle: 'Longshot QA' },
      }),
    );
    const fetchJson = vi.fn(async () => ({}));
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const settings = await loadSettings(embeddedOr(fetchJson, page));
    expect(fetchJson).not.toHaveBeenCalled();
    // The invalid timeout is refused and said, as a fetched one's would be.
    expect(settings).toEqual({ ...defaultSettings, environment: 'qa', baseTitle: 'Longshot QA' });
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('sessionTimeoutMinutes'));
  });

  it('fetches a file the page does not hold', async () => {
    const page = pageWith(JSON.stringify({ '/config/settings.json': { environment: 'qa' } }));
    const fetchJson = vi.fn(async () => ({ baseTitle: 'Fetched' }));
    const settings = await loadSettings(embeddedOr(fetchJson, page));
    expect(fetchJson.mock.calls).toEqual([['/config/settings.qa.json']]);
    expect(settings).toMatchObject({ environment: 'qa', baseTitle: 'Fetched' });
  });

  it.each([
    ['no element (the dev server)', undefined],
    ['an empty element', ''],
    ['text that is not JSON', '{"/config/settings.json":'],
    ['JSON that is not an object', '[1]'],
  ])('fetches every file when the page holds %s', async (_, text) => {
    const fetchJson = vi.fn(async () => ({}));
    await loadSettings(embeddedOr(fetchJson, pageWith(text)));
    expect(fetchJson.mock.calls).toEqual([['/config/settings.json'], ['/config/settings.dev.json']]);
  });
});
