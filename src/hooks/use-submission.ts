import { useRef, useState } from 'react';

export interface Submission<Args extends unknown[]> {
  busy: boolean;
  /** The last failure, for describeError; null after a success or a new attempt. */
  error: unknown;
  /** Runs the action unless one is already running; resolves true when it succeeded. */
  run(...args: Args): Promise<boolean>;
}

/** One form's call to the server: a busy flag for its button and the failure to show beside it. */
export function useSubmission<Args extends unknown[]>(
  action: (...args: Args) => Promise<void>,
): Submission<Args> {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  // A ref, not `busy`: two clicks in one frame both see the state before either re-render.
  const running = useRef(false);

  const run = async (...args: Args) => {
    if (running.current) return false; // a double click sends one request
    running.current = true;
    setBusy(true);
    setError(null);
    try {
      await action(...args);
      return true;
    } catch (failure) {
      setError(failure);
      return false;
    } finally {
      running.current = false;
      setBusy(false);
    }
  };

  return { busy, error, run };
}
