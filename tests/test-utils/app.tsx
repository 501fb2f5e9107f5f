import { StrictMode } from 'react';
import { vi } from 'vitest';
import { MemoryRouter } from 'react-router-dom';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Analytics } from '#src/analytics/index.ts';
import { AppProviders } from '#src/app/AppProviders.tsx';
import { AppRoutes, createAppRouter } from '#src/app/router.tsx';
import { createAppServices } from '#src/app/services/create-services.ts';
import { defaultSettings, type Settings } from '#src/config/settings.ts';
import { createAppStorage, type StorageBackend, type StoredValues } from '#src/lib/storage.ts';
import type { UserContext } from '#src/lib/user-context.ts';
import { testApiBase } from './msw.ts';

export function memoryBackend(): StorageBackend & { entries: Map<string, string> } {
  const entries = new Map<string, string>();
  return {
    entries,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, value),
    removeItem: (key) => void entries.delete(key),
  };
}

export function fakeAnalytics() {
  return {
    started: true,
    consented: true,
    track: vi.fn<Analytics['track']>(),
    setConsent: vi.fn<Analytics['setConsent']>(),
  } satisfies Analytics;
}

export const players = {
  player: {
    userName: 'ada',
    displayName: 'Ada Lovelace',
    userId: 'u-1',
    userTypeId: 1,
    userRoleId: 'Player',
  },
  administrator: {
    userName: 'grace',
    displayName: 'Grace Hopper',
    userId: 'u-2',
    userTypeId: 1,
    userRoleId: 'Administrator',
  },
  guest: {
    userName: 'g-77',
    displayName: 'Lucky Lion 42',
    userId: 'u-3',
    userTypeId: 2,
    userRoleId: 'GuestPlayer',
  },
} satisfies Record<string, UserContext>;

export interface RenderAppOptions {
  path?: string;
  /** The stored, signed-in user; none means a visitor without a session. */
  user?: UserContext;
  /** The stored cookie choice; tests decide it unless they are about the dialog. */
  cookieConsent?: boolean | null;
  settings?: Partial<Settings>;
  stored?: Partial<StoredValues>;
  /** Render inside StrictMode, as src/main.tsx does (effects run twice in development). */
  strict?: boolean;
}

/** Renders the whole app (shell and routes) at `path`, on a memory router and fake browser services. */
export function renderApp({
  path = '/',
  user,
  cookieConsent = true,
  settings,
  stored = {},
  strict = false,
}: RenderAppOptions = {}) {
  const backend = memoryBackend();
  const storage = createAppStorage(backend);
  if (user) {
    storage.set('userContext', user);
    storage.set('authenticated', true);
  }
  storage.set('cookieConsent', cookieConsent);
  for (const [key, value] of Object.entries(stored)) storage.set(key as keyof StoredValues, value as never);

  const pageLoader = { assign: vi.fn<(path: string) => void>(), reload: vi.fn<() => void>() };
  const analytics = fakeAnalytics();
  const router = createAppRouter();
  const services = {
    ...createAppServices({
      settings: { ...defaultSettings, apiBaseUrl: testApiBase, ...settings },
      storage,
      pageLoader,
      showNotFound: () => router.navigate('/notfound'),
    }),
    analytics,
  };

  const user_ = userEvent.setup();
  const app = (
    <AppProviders services={services} mantineEnv="test">
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes router={router} />
      </MemoryRouter>
    </AppProviders>
  );
  const view = render(strict ? <StrictMode>{app}</StrictMode> : app);
  return { ...view, router, services, storage, backend, pageLoader, analytics, user: user_ };
}
