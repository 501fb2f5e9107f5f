// floating-ui's `useMergeRefs` (@floating-ui/react 0.27, MIT licence, © 2021 Floating UI contributors),
// copied whole: Mantine's ScrollArea imports it from @floating-ui/react, whose one module holds all of
// floating-ui's React layer, so every screen with a table loaded the tooltips' positioning (13.5 KB brotli)
// before its first paint. The build points that one import here (scripts/scroll-area-refs.ts, issue #18).
import { useCallback, useMemo, useRef, type Ref, type RefCallback } from 'react';

type Cleanup = () => void;

/** One ref callback that sets every ref given (a callback's returned clean-up runs when it is unset). */
export function useMergeRefs<Instance>(
  refs: ReadonlyArray<Ref<Instance> | undefined>,
): RefCallback<Instance> | null {
  const cleanupRef = useRef<Cleanup | undefined>(undefined);
  const refEffect = useCallback((instance: Instance): Cleanup => {
    const cleanups = refs.map((ref): Cleanup | undefined => {
      if (ref == null) return undefined;
      if (typeof ref === 'function') {
        const refCleanup = ref(instance);
        return typeof refCleanup === 'function' ? refCleanup : () => ref(null);
      }
      ref.current = instance;
      return () => {
        ref.current = null;
      };
    });
    return () => {
      for (const refCleanup of cleanups) refCleanup?.();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps, react-hooks/use-memo -- the refs are the dependencies, as in floating-ui
  }, refs);
  return useMemo(
    () => {
      if (refs.every((ref) => ref == null)) return null;
      return (value: Instance | null) => {
        if (cleanupRef.current) {
          cleanupRef.current();
          cleanupRef.current = undefined;
        }
        if (value != null) cleanupRef.current = refEffect(value);
      };
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps, react-hooks/use-memo -- as above
    refs,
  );
}
