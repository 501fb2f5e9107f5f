import { fromCallback, fromPromise } from 'xstate';
import { sessionTimeoutMachine, type SessionTimeoutEvent } from '#machines/session-timeout.machine.ts';
import { ping } from '#src/api/auth/ping.ts';
import type { RequestLayer } from '#src/api/request-layer.ts';

/** How long before the time-out the warning dialog shows. */
export const sessionTimeoutWarningMs = 60_000;
/** Activity is reported at most this often: every key press need not restart the clock. */
const activityThrottleMs = 5_000;
const activityEvents = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

export type ActivityTarget = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;

export interface TimeoutEffectsDependencies {
  api: Pick<RequestLayer, 'request'>;
  /** Where pointer and key presses are heard (the window). */
  activityTarget: ActivityTarget | null;
  /** The auth machine's SIGN_OUT. */
  signOut(): void;
  now?: () => number;
}

/** The session time-out machine, listening to the page and pinging the server. */
export function provideSessionTimeout({
  api,
  activityTarget,
  signOut,
  now = Date.now,
}: TimeoutEffectsDependencies) {
  return sessionTimeoutMachine.provide({
    actors: {
      watchActivity: fromCallback<SessionTimeoutEvent>(({ sendBack }) => {
        let last = -Infinity;
        const heard = () => {
          if (now() - last < activityThrottleMs) return;
          last = now();
          sendBack({ type: 'ACTIVITY' });
        };
        activityEvents.forEach((type) => activityTarget?.addEventListener(type, heard, { passive: true }));
        return () => activityEvents.forEach((type) => activityTarget?.removeEventListener(type, heard));
      }),
      ping: fromPromise(async () => {
        await ping(api);
        return undefined;
      }),
    },
    actions: {
      signOut: () => signOut(),
      logPingFailure: (_, { error }) => console.error('Keep working: the server did not answer', error),
    },
  });
}
