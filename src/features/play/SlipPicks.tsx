import { Link } from 'react-router-dom';
import { CloseButton } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PickSlipSelection } from '#machines/pick-slip.machine.ts';
import type { PickDto } from '#core/contract/play.ts';
import type { EventDto } from '#core/contract/predictions.ts';
import { formatDateTime } from '#src/lib/format.ts';
import { useDaySearch } from './DayTabs.tsx';
import { dayKeyOf } from './play-days.ts';
import { useMatchName } from './EventCard.tsx';
import { outcomeLabel } from './play-model.ts';
import classes from './SlipBar.module.css';

/** The selection's market (for a totals line): the event's, else the saved pick's when it is the same. */
function marketOf(selection: PickSlipSelection, match: EventDto | PickDto | undefined) {
  const fallback = { key: selection.marketKey, line: null };
  if (!match) return fallback;
  if ('markets' in match)
    return match.markets.find((market) => market.key === selection.marketKey) ?? fallback;
  return match.marketKey === selection.marketKey ? { key: match.marketKey, line: match.line } : fallback;
}

interface SlipPicksProps {
  selections: readonly PickSlipSelection[];
  /**
   * The view's events by id, then the week's saved picks: a saved pick on an event of another view (another
   * sport's) is named from the pick; an unsaved one there by its outcome alone.
   */
  events: ReadonlyMap<string, EventDto>;
  savedPicks: ReadonlyMap<string, PickDto>;
  lockedEventIds: readonly string[];
  /** The slip takes changes now. */
  open: boolean;
  remove(eventId: string): void;
}

/**
 * The slip's picks, every day's: the match, its kick-off (a link to its day), the outcome and its points,
 * and a button that takes an unlocked pick off.
 */
export function SlipPicks({ selections, events, savedPicks, lockedEventIds, open, remove }: SlipPicksProps) {
  const { t } = useLingui();
  const searchFor = useDaySearch();
  const matchName = useMatchName();
  if (selections.length === 0) {
    return (
      <p className={classes.none}>
        <Trans>No picks yet: choose an outcome on a match.</Trans>
      </p>
    );
  }
  return (
    <ul className={classes.picks}>
      {selections.map((selection) => {
        const match = events.get(selection.eventId) ?? savedPicks.get(selection.eventId);
        const label = outcomeLabel(marketOf(selection, match), selection.outcome);
        const name = match ? matchName(match) : label;
        const points = selection.points;
        const commenceTime = match?.commenceTime;
        return (
          <li key={selection.eventId} className={classes.pick}>
            <div className={classes.pickText}>
              <span className={classes.pickMatch}>{name}</span>
              <span className={classes.pickDetail}>
                {commenceTime !== undefined && (
                  <>
                    <Link to={searchFor(dayKeyOf(commenceTime))}>{formatDateTime(commenceTime)}</Link>
                    {' · '}
                  </>
                )}
                {points === null ? (
                  label
                ) : (
                  <Trans>
                    {label}, worth {points} pts
                  </Trans>
                )}
              </span>
            </div>
            {!lockedEventIds.includes(selection.eventId) && (
              <CloseButton
                size="sm"
                aria-label={t`Remove ${name}`}
                disabled={!open}
                onClick={() => remove(selection.eventId)}
              />
            )}
          </li>
        );
      })}
    </ul>
  );
}
