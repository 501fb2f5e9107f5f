import { lazy, type ComponentType } from 'react';
import { chunkLoadTimeoutMs } from '#src/lib/constants.ts';

/** A screen's script chunk failed to load or did not arrive in time. */
export class ChunkLoadError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'ChunkLoadError';
  }
}

export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof ChunkLoadError) return true;
  // What browsers throw when a dynamic import fails (a redeploy removed the file, the network dropped).
  const message = error instanceof Error ? error.message : '';
  return /dynamically imported module|Importing a module script failed|error loading dynamically/iu.test(
    message,
  );
}

/** The import, or a ChunkLoadError after `timeoutMs`: a hanging request must not leave a blank page. */
export function loadChunk<T>(load: () => Promise<T>, timeoutMs: number = chunkLoadTimeoutMs): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new ChunkLoadError(`A script chunk did not load within ${timeoutMs} ms.`)),
      timeoutMs,
    );
    load().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(
          isChunkLoadError(error)
            ? error
            : new ChunkLoadError('A script chunk failed to load.', { cause: error }),
        );
      },
    );
  });
}

/**
 * A screen whose module loads the first time it renders (React.lazy), within the chunk time-out; a
 * failure reaches the route error boundary as a ChunkLoadError. `preload()` loads it ahead: a screen
 * loaded before its first render draws at once, without the Suspense fallback (a synchronous thenable
 * resolves React.lazy on the spot), so a prerendered page is not replaced by a loader (start-app.tsx).
 */
export function lazyScreen<M, P extends object = object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
) {
  type ScreenModule = { default: ComponentType<P> };
  let loaded: ScreenModule | undefined;
  let loading: Promise<ScreenModule> | undefined;
  const preload = () =>
    (loading ??= loadChunk(load).then(
      (module) => (loaded = { default: pick(module) }),
      (error: unknown) => {
        loading = undefined; // the first render loads it again
        throw error;
      },
    ));
  const now = (module: ScreenModule) => ({
    then: (resolve: (value: ScreenModule) => void) => resolve(module),
  });
  const screen = lazy(() => (loaded ? (now(loaded) as unknown as Promise<ScreenModule>) : preload()));
  return Object.assign(screen, { preload });
}
