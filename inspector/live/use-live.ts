import { useSyncExternalStore } from 'react';
import { inspectionChannelName } from '#src/lib/inspection.ts';
import { createLiveReceiver, type LiveReceiver } from './live-store.ts';

// One receiver for the page, opened when the inspector loads: the timeline records from then on,
// whichever view is showing.
let receiver: LiveReceiver | null = null;

function liveReceiver(): LiveReceiver {
  receiver ??= createLiveReceiver(new BroadcastChannel(inspectionChannelName));
  return receiver;
}

export function useLive() {
  const live = liveReceiver();
  const state = useSyncExternalStore(live.subscribe, live.getState);
  return { state, clear: live.clear };
}
