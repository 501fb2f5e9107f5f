import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { PickDto } from '#core/contract/play.ts';
import type { EventDto } from '#core/contract/predictions.ts';
import { deleteOutrightPick } from '#src/api/predictions/delete-outright-pick.ts';
import { saveOutrightPick } from '#src/api/predictions/save-outright-pick.ts';
import { useAppServices } from '#src/lib/services/AppServices.tsx';
import { toast } from '#src/lib/toast.ts';
import { messages } from '#src/lib/messages.ts';
import type { OutrightControls } from './OutrightCard.tsx';
import { refusalOf } from './play-texts.ts';

export interface OutrightPicks {
  /** The player's pick on an outright: what they saved or removed here, else what the events list says. */
  pickOn(event: EventDto): PickDto | null;
  controlsFor(event: EventDto): OutrightControls;
}

/** Saves and removes outright picks at once (PUT / DELETE MyOutrightPicks), with the save toasts. */
export function useOutrightPicks(): OutrightPicks {
  const { i18n, t } = useLingui();
  const { api } = useAppServices();
  const [changed, setChanged] = useState<ReadonlyMap<string, PickDto | null>>(new Map());
  const [busy, setBusy] = useState<string | null>(null);

  async function run(eventId: string, call: () => Promise<PickDto | null>, done: string) {
    setBusy(eventId);
    try {
      const pick = await call();
      setChanged((current) => new Map(current).set(eventId, pick));
      toast.success(done, undefined, { timeout: true });
    } catch (error) {
      toast.error(i18n._(messages.savePredictionsFailed), refusalOf(error) ?? undefined);
    } finally {
      setBusy(null);
    }
  }

  return {
    pickOn: (event) => (changed.has(event.id) ? (changed.get(event.id) ?? null) : (event.myPick ?? null)),
    controlsFor: (event) => ({
      busy: busy === event.id,
      pick: (outcome) =>
        void run(
          event.id,
          () => saveOutrightPick(api, event.id, { outcome }),
          i18n._(messages.predictionsSaved),
        ),
      remove: () =>
        void run(
          event.id,
          async () => {
            await deleteOutrightPick(api, event.id);
            return null;
          },
          t`Pick removed`,
        ),
    }),
  };
}
