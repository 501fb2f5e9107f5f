import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { embeddedOr } from '#src/config/embedded-settings.ts';
import { fetchSettingsFile, loadSettings, pageTitle, type FetchJson } from '#src/config/settings.ts';
import {
  activateLocale,
  defaultLocale,
  isSupportedLocale,
  warmUpNumberFormat,
  type Locale,
} from '#src/i18n/i18n.ts';
import { appStorage, type AppStorage } from '#src/lib/storage.ts';
import { App } from './App.tsx';
import { createAppRouter, preloadScreens, type AppRouter } from './router.tsx';
import { createAppServices } from './services/create-services.ts';
import { browserPageLoader, type PageLoader } from '#src/lib/services/page-loader.ts';

function storedLocale(storage: AppStorage): Locale {
  const stored = storage.get('currentLocale');
  return isSupportedLocale(stored) ? stored : defaultLocale;
}

interface StartOptions {
  fetchSettings?: FetchJson;
  storage?: AppStorage;
  pageLoader?: PageLoader;
}

/** Settings first (they name the API and the environment), then language, services, router, render. */
export async function startApp(
  rootElement: HTMLElement,
  {
    fetchSettings = fetchSettingsFile,
    storage = appStorage,
    pageLoader = browserPageLoader,
  }: StartOptions = {},
): Promise<{ router: AppRouter; unmount(): void }> {
  const settings = await loadSettings(embeddedOr(fetchSettings));
  const locale = storedLocale(storage);
  activateLocale(locale);
  warmUpNumberFormat(locale);
  document.documentElement.lang = locale;
  document.title = pageTitle(settings.baseTitle, settings.environment);

  const router = createAppRouter();
  const services = createAppServices({
    settings,
    storage,
    pageLoader,
    showNotFound: () => router.navigate('/notfound'),
  });

  // A prerendered page (server/http/prerendered.ts) stays as it is until its screen's code is here, so
  // that React draws the page at once over it, not a loader in its place.
  if (rootElement.hasAttribute('data-prerendered')) await preloadScreens(window.location.pathname);
  const root = createRoot(rootElement);
  // The first render as a transition: React yields to the browser every few milliseconds instead of
  // drawing the whole app in one long task, which a phone feels as a page that ignores its taps (issue #18,
  // Total Blocking Time). What index.html shows stays on screen until the app is ready to replace it.
  startTransition(() => {
    root.render(
      <StrictMode>
        <App services={services} router={router} />
      </StrictMode>,
    );
  });
  return { router, unmount: () => root.unmount() };
}
