import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import {
  apiRoot,
  defaultSettings,
  loadSettings,
  pageTitle,
  readSettings,
  setApiUrlOverride,
  testEnvironmentWarning,
  type Settings,
} from '#src/config/settings.ts';
import { createAppStorage } from '#src/lib/storage.ts';
import { memoryStorage } from '../lib/memory-storage.ts';
import { english } from '../english.ts';
import baseFile from '../../../public/config/settings.json' with { type: 'json' };
import devFile from '../../../public/config/settings.dev.json' with { type: 'json' };
import qaFile from '../../../public/config/settings.qa.json' with { type: 'json' };
import prodFile from '../../../public/config/settings.prod.json' with { type: 'json' };

let consoleError: MockInstance<typeof console.error>;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  consoleError.mockRestore();
});

/** A fake fetch serving the given files by URL; any other URL fails like a 404. */
function serve(files: Record<string, unknown>) {
  return vi.fn(async (url: string) => {
    if (url in files) return files[url];
    throw new Error(`404 Not Found: ${url}`);
  });
}

describe('loadSettings', () => {
  it('reads settings.json, then the environment file over it', async () => {
    const fetchJson = serve({
      '/config/settings.json': { environment: 'qa', apiBaseUrl: 'https://base.test', baseTitle: 'Longshot' },
      '/config/settings.qa.json': { apiBaseUrl: 'https://qa.test', sessionTimeoutMinutes: 30 },
    });
    const settings = await loadSettings(fetchJson);
    expect(fetchJson.mock.calls.map(([url]) => url)).toEqual([
      '/config/settings.json',
      '/config/settings.qa.json',
    ]);
    expect(settings).toEqual<Settings>({
      ...defaultSettings,
      environment: 'qa',
      apiBaseUrl: 'https://qa.test',
      sessionTimeoutMinutes: 30,
    });
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('uses the dev environment file when settings.json names no environment', async () => {
    const fetchJson = serve({
      '/config/settings.json': {},
      '/config/settings.dev.json': { baseTitle: 'Dev' },
    });
    const settings = await loadSettings(fetchJson);
    expect(fetchJson).toHaveBeenLastCalledWith('/config/settings.dev.json');
    expect(settings.baseTitle).toBe('Dev');
    expect(settings.environment).toBe('');
  });

  it('keeps defaults and logs when settings.json cannot be loaded', async () => {
    const fetchJson = serve({ '/config/settings.dev.json': { sessionTimeoutMinutes: 15 } });
    const settings = await loadSettings(fetchJson);
    expect(settings).toEqual({ ...defaultSettings, sessionTimeoutMinutes: 15 });
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(String(consoleError.mock.calls[0]?.[0])).toContain('/config/settings.json');
  });

  it('keeps what settings.json gave and logs when the environment file fails', async () => {
    const fetchJson = serve({ '/config/settings.json': { environment: 'prod', baseTitle: 'Longshot!' } });
    const settings = await loadSettings(fetchJson);
    expect(settings).toEqual({ ...defaultSettings, environment: 'prod', baseTitle: 'Longshot!' });
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(String(consoleError.mock.calls[0]?.[0])).toContain('/config/settings.prod.json');
  });

  it('never throws: with both files failing the defaults are used', async () => {
    await expect(loadSettings(serve({}))).resolves.toEqual(defaultSettings);
    expect(consoleError).toHaveBeenCalledTimes(2);
  });

  it('ignores values of the wrong type, logging each, and keeps the defaults', async () => {
    const fetchJson = serve({
      '/config/settings.json': {
        environment: 'qa',
        apiBaseUrl: 42,
        allowApiUrlOverride: 'yes',
        sessionTimeoutMinutes: -5,
        baseTitle: '',
        analyticsScriptUrl: false,
        unknownKey: 'ignored quietly',
      },
      '/config/settings.qa.json': ['not', 'an', 'object'],
    });
    const settings = await loadSettings(fetchJson);
    expect(settings).toEqual({ ...defaultSettings, environment: 'qa' });
    expect(consoleError).toHaveBeenCalledTimes(6); // five bad values and the non-object file
  });

  it('lets the environment file override with null and with false', async () => {
    const fetchJson = serve({
      '/config/settings.json': {
        environment: 'qa',
        analyticsScriptUrl: 'https://a.test/s.js',
        allowApiUrlOverride: true,
      },
      '/config/settings.qa.json': { analyticsScriptUrl: null, allowApiUrlOverride: false },
    });
    const settings = await loadSettings(fetchJson);
    expect(settings.analyticsScriptUrl).toBeNull();
    expect(settings.allowApiUrlOverride).toBe(false);
  });
});

describe('the shipped settings files', () => {
  it.each([
    ['settings.json', baseFile, 'dev'],
    ['settings.dev.json', devFile, 'dev'],
    ['settings.qa.json', qaFile, 'qa'],
    ['settings.prod.json', prodFile, 'prod'],
  ])('%s is valid and names its environment', (_name, file, environment) => {
    expect(readSettings(file, 'test')).toMatchObject({ environment });
    expect(Object.keys(readSettings(file, 'test'))).toEqual(Object.keys(file));
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('settings.json holds every default the spec names', () => {
    expect(baseFile).toEqual({
      environment: 'dev',
      apiBaseUrl: '',
      allowApiUrlOverride: false,
      sessionTimeoutMinutes: 60,
      baseTitle: 'Longshot',
      analyticsScriptUrl: null,
    });
    expect(prodFile.allowApiUrlOverride).toBe(false);
  });
});

describe('apiRoot', () => {
  const storageWith = (customApiUrl: string | null) => {
    const storage = createAppStorage(memoryStorage());
    storage.set('customApiUrl', customApiUrl);
    return storage;
  };
  const settings = (overrides: Partial<Settings>): Settings => ({ ...defaultSettings, ...overrides });

  it('uses the stored override when overriding is allowed', () => {
    expect(
      apiRoot(
        settings({ allowApiUrlOverride: true, apiBaseUrl: 'https://configured.test' }),
        storageWith('https://mine.test'),
      ),
    ).toBe('https://mine.test/api/');
  });

  it('ignores the stored override when overriding is not allowed', () => {
    expect(
      apiRoot(
        settings({ allowApiUrlOverride: false, apiBaseUrl: 'https://configured.test' }),
        storageWith('https://mine.test'),
      ),
    ).toBe('https://configured.test/api/');
  });

  it('uses the configured address when nothing is stored', () => {
    expect(
      apiRoot(settings({ allowApiUrlOverride: true, apiBaseUrl: 'https://x.test' }), storageWith(null)),
    ).toBe('https://x.test/api/');
  });

  it('falls back to the page origin', () => {
    expect(apiRoot(settings({ apiBaseUrl: '' }), storageWith(null))).toBe('/api/');
    expect(apiRoot(settings({ allowApiUrlOverride: true, apiBaseUrl: '' }), storageWith(null))).toBe('/api/');
  });

  it('normalises slashes', () => {
    expect(apiRoot(settings({ apiBaseUrl: 'https://x.test/' }), storageWith(null))).toBe(
      'https://x.test/api/',
    );
    expect(apiRoot(settings({ apiBaseUrl: 'https://x.test//' }), storageWith(null))).toBe(
      'https://x.test/api/',
    );
    expect(apiRoot(settings({ apiBaseUrl: '/backend' }), storageWith(null))).toBe('/backend/api/');
    expect(apiRoot(settings({ allowApiUrlOverride: true }), storageWith('http://localhost:3000/'))).toBe(
      'http://localhost:3000/api/',
    );
  });
});

describe('setApiUrlOverride', () => {
  it('stores the address and reloads', () => {
    const storage = createAppStorage(memoryStorage());
    const reload = vi.fn();
    setApiUrlOverride(' https://mine.test ', { storage, reload });
    expect(storage.get('customApiUrl')).toBe('https://mine.test');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('clears the address with null or blank, and reloads', () => {
    const backend = memoryStorage();
    const storage = createAppStorage(backend);
    const reload = vi.fn();
    storage.set('customApiUrl', 'https://mine.test');
    setApiUrlOverride(null, { storage, reload });
    expect(backend.data.size).toBe(0);
    storage.set('customApiUrl', 'https://mine.test');
    setApiUrlOverride('  ', { storage, reload });
    expect(backend.data.size).toBe(0);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});

describe('pageTitle', () => {
  it('adds the environment in brackets, dev by default', () => {
    expect(pageTitle('Longshot', 'dev')).toBe('Longshot (dev)');
    expect(pageTitle('Longshot', 'qa')).toBe('Longshot (qa)');
    expect(pageTitle('Longshot', '')).toBe('Longshot (dev)');
  });
});

describe('testEnvironmentWarning', () => {
  it('warns in test environments with the exact text', () => {
    expect(english(testEnvironmentWarning('qa'))).toBe(
      'This is a test environment (qa); servers will be slow to spin up.',
    );
    expect(english(testEnvironmentWarning('dev'))).toBe(
      'This is a test environment (dev); servers will be slow to spin up.',
    );
  });

  it('stays silent in production and on a local machine', () => {
    expect(testEnvironmentWarning('prod')).toBeNull();
    expect(testEnvironmentWarning('production')).toBeNull();
    expect(testEnvironmentWarning('PROD')).toBeNull();
    expect(testEnvironmentWarning('')).toBeNull();
  });
});
