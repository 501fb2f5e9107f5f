import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, configure, screen, waitFor } from '@testing-library/react';
import { startApp } from '#src/app/start-app.tsx';
import { createAppStorage } from '#src/lib/storage.ts';
import { memoryBackend } from '../test-utils/app.tsx';
import { useMswServer } from '../test-utils/msw.ts';

useMswServer();
// The first render is a transition (start-app.tsx), drawn in slices: under a loaded CI it takes over a second.
configure({ asyncUtilTimeout: 5000 });

let stop: (() => void) | null = null;
afterEach(() => {
  act(() => stop?.());
  stop = null;
  document.body.innerHTML = '';
});

function settingsFiles(files: Record<string, unknown>) {
  return vi.fn(async (url: string) => {
    if (url in files) return files[url];
    throw new Error(`404 ${url}`);
  });
}

describe('startApp', () => {
  it('reads settings before rendering, then titles the page and mounts the shell', async () => {
    const root = document.createElement('div');
    root.id = 'indexApp';
    document.body.append(root);
    const storage = createAppStorage(memoryBackend());
    storage.set('cookieConsent', true);
    const fetchSettings = settingsFiles({
      '/config/settings.json': { baseTitle: 'Longshot', environment: 'qa' },
      '/config/settings.qa.json': { sessionTimeoutMinutes: 30 },
    });

    const started = await startApp(root, {
      fetchSettings,
      storage,
      pageLoader: { assign: vi.fn(), reload: vi.fn() },
    });
    stop = started.unmount;

    expect(fetchSettings.mock.calls.map(([url]) => url)).toEqual([
      '/config/settings.json',
      '/config/settings.qa.json',
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Daily Challenge' })).toBeInTheDocument();
    expect(root).toContainElement(screen.getByRole('button', { name: 'Open menu' }));
    await waitFor(() => expect(document.title).toBe('Daily Challenge | Longshot (qa)'));
    expect(
      screen.getByText('This is a test environment (qa); servers will be slow to spin up.'),
    ).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
  });

  it("over a prerendered page, waits for its screen's code and draws the screen at once, never a loader", async () => {
    window.history.pushState({}, '', '/how-to-play');
    const root = document.createElement('div');
    root.id = 'indexApp';
    root.setAttribute('data-prerendered', '');
    root.innerHTML = '<div class="shell-top"></div><div><h1>How to play</h1></div>';
    document.body.append(root);
    const storage = createAppStorage(memoryBackend());
    storage.set('cookieConsent', true);

    try {
      const started = await act(() =>
        startApp(root, {
          fetchSettings: settingsFiles({
            '/config/settings.json': { environment: 'prod' },
            '/config/settings.prod.json': {},
          }),
          storage,
          pageLoader: { assign: vi.fn(), reload: vi.fn() },
        }),
      );
      stop = started.unmount;
      // React's first commit: the shell and the screen, with no Suspense loader in the screen's place.
      expect(root).toContainElement(screen.getByRole('button', { name: 'Open menu' }));
      expect(screen.getByRole('heading', { level: 1, name: 'How to play' })).toBeInTheDocument();
      expect(screen.queryByLabelText('Loading')).toBeNull();
    } finally {
      window.history.pushState({}, '', '/');
    }
  });

  it('starts on defaults when the settings cannot be read', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const root = document.createElement('div');
    document.body.append(root);
    const storage = createAppStorage(memoryBackend());
    storage.set('cookieConsent', false);
    storage.set('currentLocale', 'xx'); // not a supported language: English is used

    const started = await startApp(root, { fetchSettings: settingsFiles({}), storage });
    stop = started.unmount;

    expect(await screen.findByRole('heading', { level: 1, name: 'Daily Challenge' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Daily Challenge | Longshot (dev)'));
    expect(document.documentElement.lang).toBe('en');
  });
});
