import { localStorageColorSchemeManager, type MantineColorSchemeManager } from '@mantine/core';

/** Runs `work` later, in a task of its own; answers how to cancel it. */
export type Later = (work: () => void) => () => void;

const inATaskOfItsOwn: Later = (work) => {
  const timer = setTimeout(work, 0);
  return () => clearTimeout(timer);
};

/**
 * Mantine's local-storage colour scheme manager, with its one listener (another tab's choice of scheme)
 * attached in a task of its own. Attached in MantineProvider's effect, Chromium's first `storage` listener
 * of the page cost 13–18 ms inside the app's first commit on Lighthouse's traces of `/play` and
 * `/memberships` (28 November 2026), four times that on its simulated phone, all of it Total Blocking Time
 * (issue #18); a tab's choice can wait a moment to reach the others.
 */
export function colorSchemeManager(
  base: MantineColorSchemeManager = localStorageColorSchemeManager(),
  later: Later = inATaskOfItsOwn,
): MantineColorSchemeManager {
  let cancel: (() => void) | null = null;
  return {
    ...base,
    subscribe(onUpdate) {
      cancel?.();
      cancel = later(() => {
        cancel = null;
        base.subscribe(onUpdate);
      });
    },
    unsubscribe() {
      if (cancel) {
        cancel();
        cancel = null;
      } else {
        base.unsubscribe();
      }
    },
  };
}
