import { createAnalytics } from '#src/analytics/index.ts';
import { createRequestLayer } from '#src/api/request-layer.ts';
import { apiRoot, type Settings } from '#src/config/settings.ts';
import type { AppStorage } from '#src/lib/storage.ts';
import { createPopupStore } from '#src/lib/popups/popup-store.ts';
import { withRequestErrorPopups } from '#src/lib/popups/request-error-popups.ts';
import { sessionBridge } from '#src/app/session/session-bridge.ts';
import { browserSessionCookies } from '#src/app/session/session-cookies.ts';
import type { AppServices } from '#src/lib/services/AppServices.tsx';
import type { PageLoader } from '#src/lib/services/page-loader.ts';

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
  const cookies = browserSessionCookies();
  const api = createRequestLayer({
    getApiRoot: () => apiRoot(settings, storage),
    // Read per request: a refresh (or another tab) may have replaced the token meanwhile.
    getBearerToken: () => cookies.bearerToken(),
    // The session (src/app/session) runs the token refresh machine and the 401 handler.
    refreshToken: () => sessionBridge.refreshToken(),
    onUnauthorized: () => sessionBridge.onUnauthorized(),
    onForbidden: showNotFound,
  });
  const analytics = createAnalytics({
    environment: settings.environment,
    scriptUrl: settings.analyticsScriptUrl,
    consent: storage.get('cookieConsent'),
  });
  return { settings, storage, pageLoader, popups, analytics, api: withRequestErrorPopups(api, popups) };
}
