// An unsaved slip outlives a reload of /play or a visit to another page: while the slip differs from what
// the server holds, its selections are kept in this tab's session storage, per player and gameweek, and
// played back into the slip machine once the server's week has loaded. The machine judges them again as
// if the player had clicked (locked events, the week's limit), so a stale draft can never break a rule.
import {
  sameOutcome,
  type PickSlipEvent,
  type PickSlipSelection,
  type PickSlipWeek,
} from '#machines/pick-slip.machine.ts';
import { appName } from '#src/lib/constants.ts';

interface StoredDraft {
  gameweek: string;
  selections: PickSlipSelection[];
}

type SessionBackend = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const keyOf = (player: string) => `${appName}.slipDraft.${player}`;

function session(): SessionBackend | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

function isSelection(value: unknown): value is PickSlipSelection {
  const selection = value as Partial<PickSlipSelection> | null;
  return (
    typeof selection === 'object' &&
    selection !== null &&
    typeof selection.eventId === 'string' &&
    (selection.marketKey === 'h2h' || selection.marketKey === 'totals') &&
    typeof selection.outcome === 'string' &&
    (selection.points === null || typeof selection.points === 'number')
  );
}

/** The player's draft for this gameweek, or null (none, another week's, or unreadable). */
export function readDraft(player: string, gameweek: string, backend = session()): PickSlipSelection[] | null {
  try {
    const stored = JSON.parse(backend?.getItem(keyOf(player)) ?? 'null') as Partial<StoredDraft> | null;
    if (stored?.gameweek !== gameweek || !Array.isArray(stored.selections)) return null;
    return stored.selections.every(isSelection) ? stored.selections : null;
  } catch {
    return null;
  }
}

/** Keeps the slip as the player left it; null forgets it (saved, or back to what the server holds). */
export function writeDraft(player: string, draft: StoredDraft | null, backend = session()): void {
  try {
    if (draft === null) backend?.removeItem(keyOf(player));
    else backend?.setItem(keyOf(player), JSON.stringify(draft));
  } catch {
    // Storage full or off: the slip still works, it just does not outlive the page.
  }
}

/**
 * The clicks that turn the week's saved slip into the draft: first taking off what the draft no longer
 * has (a pick dropped, or changed to another outcome), then adding what it has that the week does not.
 */
export function draftClicks(week: PickSlipWeek, draft: readonly PickSlipSelection[]): PickSlipEvent[] {
  const removals = week.selections
    .filter((saved) => !draft.some((kept) => sameOutcome(kept, saved)))
    .map((saved): PickSlipEvent => ({ type: 'DESELECT', eventId: saved.eventId }));
  const additions = draft
    .filter((kept) => !week.selections.some((saved) => sameOutcome(saved, kept)))
    .map((selection): PickSlipEvent => ({ type: 'SELECT', selection }));
  return [...removals, ...additions];
}
