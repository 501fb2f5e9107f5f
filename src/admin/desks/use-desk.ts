import { useCallback, useState } from 'react';
import { useLoaded } from '../table/use-loaded.ts';

/** What the desk says after an action: what it did, or why the server refused it. */
export interface DeskMessage {
  ok: boolean;
  text: string;
}

/**
 * A game desk's list and its actions, one at a time: `act` runs an action that answers what it did, shows
 * that (or the refusal) and loads the list again after a success, so the desk shows what the server now
 * holds. `load` is made with useCallback over what it reads.
 */
export function useDesk<T>(load: () => Promise<T>, empty: T) {
  const [generation, setGeneration] = useState(0);
  const { data, failed } = useLoaded(
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new generation loads the list again
    useCallback(() => load(), [load, generation]),
    empty,
  );
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<DeskMessage | null>(null);
  const act = async (action: () => Promise<string>, settled?: () => void): Promise<void> => {
    setBusy(true);
    try {
      const text = await action();
      setMessage({ ok: true, text });
      setGeneration((value) => value + 1);
    } catch (error) {
      setMessage({ ok: false, text: (error as Error).message });
    } finally {
      setBusy(false);
      settled?.();
    }
  };
  return { data, failed, busy, message, act };
}
