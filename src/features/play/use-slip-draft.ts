import { useCallback, useEffect } from 'react';
import { hasUnsavedChanges, type PickSlipWeek } from '#machines/pick-slip.machine.ts';
import { draftClicks, readDraft, writeDraft } from './slip-draft.ts';
import type { PickSlipActor } from './use-pick-slip.ts';

/**
 * Keeps the player's unsaved slip in this tab (slip-draft.ts) and gives back the way to start the slip:
 * from the server's week, then the draft played back on it.
 */
export function useSlipDraft(actor: PickSlipActor, player: string | null): (week: PickSlipWeek) => void {
  useEffect(() => {
    if (player === null) return;
    const subscription = actor.subscribe((snapshot) => {
      // While idle nothing is known yet, and a save on its way decides by its answer.
      if (!snapshot.matches('editing')) return;
      const { context } = snapshot;
      writeDraft(
        player,
        hasUnsavedChanges(context) ? { gameweek: context.gameweek, selections: context.selections } : null,
      );
    });
    return () => subscription.unsubscribe();
  }, [actor, player]);

  return useCallback(
    (week: PickSlipWeek) => {
      // Read before LOADED: the slip then equals the server's week, which forgets the draft.
      const draft = player === null ? null : readDraft(player, week.gameweek);
      actor.send({ type: 'LOADED', week });
      for (const click of draft ? draftClicks(week, draft) : []) actor.send(click);
    },
    [actor, player],
  );
}
