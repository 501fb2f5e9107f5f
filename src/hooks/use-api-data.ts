import { startTransition, useEffect, useEffectEvent, useRef, useState } from 'react';
import type { RequestLayer } from '#src/api/request-layer.ts';
import { useAppServices } from '#src/lib/services/AppServices.tsx';

export type ApiData<T> =
  { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; data: T };

/**
 * Runs `load` with the app's request layer once `enabled` turns on, once per `key`; `retry` runs it
 * again. Kept deliberately small: screens with real server state get their own machines later.
 */
export function useApiData<T>(
  key: string,
  load: (api: RequestLayer) => Promise<T>,
  enabled = true,
): [ApiData<T>, () => void] {
  const { api } = useAppServices();
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ id: string; data: ApiData<T> } | null>(null);
  // The call in flight for an id survives StrictMode's re-run of effects, so each id asks the server once.
  const inFlight = useRef<{ id: string; promise: Promise<T> } | null>(null);
  const id = `${key}#${attempt}`;
  const start = useEffectEvent(() => load(api));

  useEffect(() => {
    if (!enabled) return;
    if (inFlight.current?.id !== id) inFlight.current = { id, promise: start() };
    let current = true;
    // An answer is drawn as a transition: a week of match cards renders in slices the browser can
    // interrupt (a tap, a scroll) rather than in one long task on a phone (issue #18).
    const settle = (data: ApiData<T>) => current && startTransition(() => setResult({ id, data }));
    inFlight.current.promise.then(
      (data) => settle({ status: 'ready', data }),
      (error: unknown) => settle({ status: 'error', error }),
    );
    return () => {
      current = false;
    };
  }, [id, enabled]);

  const state: ApiData<T> = result?.id === id ? result.data : { status: 'loading' };
  return [state, () => setAttempt((n) => n + 1)];
}
