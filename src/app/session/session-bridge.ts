/**
 * What the request layer asks of the session (docs/product.md §8 "401: refresh and retry once; on failure log
 * out"). The request layer is made before React mounts; the session binds its handlers once it runs,
 * and until then a 401 simply fails.
 */
export interface SessionHandlers {
  /** New tokens in the cookies: true; the session cannot be refreshed: false. */
  refreshToken(): Promise<boolean>;
  /** The 401 handler: the session is gone for good. */
  onUnauthorized(): Promise<void>;
}

let bound: SessionHandlers | null = null;

export const sessionBridge: SessionHandlers = {
  refreshToken: () => (bound ? bound.refreshToken() : Promise.resolve(false)),
  onUnauthorized: () => (bound ? bound.onUnauthorized() : Promise.resolve()),
};

/** The running session takes over the handlers; the returned function lets go of them. */
export function bindSessionHandlers(handlers: SessionHandlers): () => void {
  bound = handlers;
  return () => {
    if (bound === handlers) bound = null;
  };
}
