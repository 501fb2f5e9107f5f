import { createRequestLayer, type RequestLayer } from '#src/api/request-layer.ts';
import { withRequestErrorPopups } from '#src/lib/popups/request-error-popups.ts';
import type { AppServices } from '#src/lib/services/AppServices.tsx';
import { apiRoot } from '#src/config/settings.ts';

/**
 * A request layer whose bearer is the setup-only token an administrator without two-factor gets at
 * sign-in (ConfigureTFA). There is no session behind it: nothing to refresh, nobody to log out.
 */
export function createSetupTokenApi(
  { settings, storage, popups }: Pick<AppServices, 'settings' | 'storage' | 'popups'>,
  setupToken: string,
): RequestLayer {
  const layer = createRequestLayer({
    getApiRoot: () => apiRoot(settings, storage),
    getBearerToken: () => setupToken,
    refreshToken: () => Promise.resolve(false),
    onUnauthorized: () => undefined,
    onForbidden: () => undefined,
  });
  return withRequestErrorPopups(layer, popups);
}
