import { createAnalytics } from '../../analytics/index.ts';
import { createRequestLayer } from '../../api/request-layer.ts';
import { apiRoot, type Settings } from '../../config/settings.ts';
import type { AppStorage } from '../../lib/storage.ts';
import { createPopupStore } from '../dialogs/popup-store.ts';
import { withRequestErrorPopups } from '../dialogs/request-error-popups.ts';
import type { AppServices } from './AppServices.tsx';
import type { PageLoader } from './page-loader.ts';

interface ServiceDependencies {
  settings: Settings;
  storage: AppStorage;
  pageLoader: PageLoader;
  /** Where a 403 sends the player; the router is made after the services, hence a callback. */
  showNotFound(): void;
}

export function createAppServices({
  settings,
  storage,
  pageLoader,
  showNotFound,
}: ServiceDependencies): AppServices {
  const popups = createPopupStore();
  const api = createRequestLayer({
    getApiRoot: () => apiRoot(settings, storage),
    // Session tokens and their refresh arrive with the accounts issue; until then calls go anonymous.
    getBearerToken: () => null,
    refreshToken: () => Promise.resolve(false),
    onUnauthorized: () => undefined,
    onForbidden: showNotFound,
  });
  const analytics = createAnalytics({
    environment: settings.environment,
    scriptUrl: settings.analyticsScriptUrl,
    consent: storage.get('cookieConsent'),
  });
  return { settings, storage, pageLoader, popups, analytics, api: withRequestErrorPopups(api, popups) };
}
