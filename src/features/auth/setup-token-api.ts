import { createRequestLayer, type RequestLayer } from '../../api/request-layer.ts';
import { withRequestErrorPopups } from '../../app/dialogs/request-error-popups.ts';
import type { AppServices } from '../../app/services/AppServices.tsx';
import { apiRoot } from '../../config/settings.ts';

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
