import { useEffect, useEffectEvent, useState } from 'react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { useActorRef, useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react/macro';
import { pickSlipMachine, type PickSlipContext, type SaveWeekInput } from '#machines/pick-slip.machine.ts';
import type { MyWeekDto } from '#core/contract/play.ts';
import { saveMyWeek } from '#src/api/predictions/save-my-week.ts';
import { inspect } from '#src/lib/inspection.ts';
import { useAppServices } from '#src/lib/services/AppServices.tsx';
import { toast } from '#src/lib/toast.ts';
import { messages } from '#src/lib/messages.ts';
import { slipWeekOf } from './play-model.ts';
import { refusalOf } from './play-texts.ts';

export type PickSlipActor = ActorRefFrom<typeof pickSlipMachine>;

export interface PickSlipView {
  actor: PickSlipActor;
  context: PickSlipContext;
  /** Waiting for the server's week: nothing can be chosen yet. */
  idle: boolean;
  saving: boolean;
  failed: boolean;
}

/** Hands each week a save answered to the view, outside React's render. */
class SavedWeeks {
  private listener: ((week: MyWeekDto) => void) | null = null;

  listen(listener: (week: MyWeekDto) => void): () => void {
    this.listener = listener;
    return () => {
      if (this.listener === listener) this.listener = null;
    };
  }

  publish(week: MyWeekDto): void {
    this.listener?.(week);
  }
}

/**
 * Runs the pick slip machine for the events view: its save is PUT MyWeek, the week it answers goes to
 * `onSaved`, and its outcomes become the spec's toasts ('Predictions Saved'; 'Failed to save
 * predictions, please try again').
 */
export function usePickSlip(onSaved: (week: MyWeekDto) => void): PickSlipView {
  const { i18n } = useLingui();
  const { api } = useAppServices();
  const [savedWeeks] = useState(() => new SavedWeeks());
  const [logic] = useState(() =>
    pickSlipMachine.provide({
      actors: {
        saveWeek: fromPromise(async ({ input }: { input: SaveWeekInput }) => {
          const week = await saveMyWeek(api, input);
          savedWeeks.publish(week);
          return slipWeekOf(week);
        }),
      },
    }),
  );
  const actor = useActorRef(logic, { inspect });
  useEffect(() => savedWeeks.listen(onSaved), [savedWeeks, onSaved]);

  const announceSaved = useEffectEvent(() =>
    toast.success(i18n._(messages.predictionsSaved), undefined, { timeout: true }),
  );
  // A refused save shows the rule the server named (a 400); anything else, only the spec's text.
  const announceFailure = useEffectEvent((error: unknown) =>
    toast.error(i18n._(messages.savePredictionsFailed), refusalOf(error) ?? undefined),
  );
  useEffect(() => {
    const saved = actor.on('saved', () => announceSaved());
    const failed = actor.on('saveFailed', ({ error }) => announceFailure(error));
    return () => {
      saved.unsubscribe();
      failed.unsubscribe();
    };
  }, [actor]);

  const context = useSelector(actor, (snapshot) => snapshot.context);
  const idle = useSelector(actor, (snapshot) => snapshot.matches('idle'));
  const saving = useSelector(actor, (snapshot) => snapshot.matches('saving'));
  const failed = useSelector(actor, (snapshot) => snapshot.matches({ editing: 'failed' }));
  return { actor, context, idle, saving, failed };
}
