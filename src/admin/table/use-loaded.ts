import { useEffect, useState } from 'react';

/**
 * What `load` answers, loaded again whenever `load` changes (make it with useCallback over what it reads);
 * an answer that arrives after a newer load started is dropped. `failed` is the last failure's message.
 */
export function useLoaded<T>(load: () => Promise<T>, initial: T): { data: T; failed: string | null } {
  const [data, setData] = useState<T>(initial);
  const [failed, setFailed] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    load()
      .then((answer) => {
        if (!current) return;
        setData(answer);
        setFailed(null);
      })
      .catch((error: unknown) => {
        if (current) setFailed(error instanceof Error ? error.message : String(error));
      });
    return () => {
      current = false;
    };
  }, [load]);
  return { data, failed };
}
