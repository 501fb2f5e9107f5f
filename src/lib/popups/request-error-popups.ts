import { apiErrorCodes, isApiError } from '#src/api/errors.ts';
import type { RequestLayer } from '#src/api/request-layer.ts';
import type { PopupKind, PopupStore } from './popup-store.ts';

function popupFor(error: unknown): PopupKind | null {
  if (!isApiError(error)) return null;
  if (error.code === apiErrorCodes.tooManyRequests) return 'tooManyRequests';
  if (error.code === apiErrorCodes.unreachable) return 'unreachableServer';
  return null;
}

/**
 * Throttling and an unreachable server concern the whole app, not the screen that happened to ask,
 * so they raise a popup here. The error still reaches the caller, which stops its own work. A call made
 * with `popups: false` (the guest sign-up) tells its failure itself and raises none.
 */
export function withRequestErrorPopups(layer: RequestLayer, popups: PopupStore): RequestLayer {
  return {
    async request<T>(...args: Parameters<RequestLayer['request']>): Promise<T> {
      try {
        return await layer.request<T>(...args);
      } catch (error) {
        const popup = args[2]?.popups === false ? null : popupFor(error);
        if (popup) popups.open(popup);
        throw error;
      }
    },
  };
}
