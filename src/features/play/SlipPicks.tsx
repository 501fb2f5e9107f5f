import { Link } from 'react-router-dom';
import { CloseButton } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PickSlipSelection } from '#machines/pick-slip.machine.ts';
import type { EventDto } from '#core/contract/predictions.ts';
import { formatDateTime } from '#src/lib/format.ts';
import { useDaySearch } from './DayTabs.tsx';
import { dayKeyOf } from './play-days.ts';
import { useMatchName } from './EventCard.tsx';
import { outcomeLabel } from './play-model.ts';
import classes from './SlipBar.module.css';

interface SlipPicksProps {
  selections: readonly PickSlipSelection[];
  /** The view's events by id: a pick on an event of another view is shown by its outcome alone. */
  events: ReadonlyMap<string, EventDto>;
  lockedEventIds: readonly string[];
  /** The slip takes changes now. */
  open: boolean;
  remove(eventId: string): void;
}

/**
 * The slip's picks, every day's: the match, its kick-off (a link to its day), the outcome and its points,
 * and a button that takes an unlocked pick off.
 */
export function SlipPicks({ selections, events, lockedEventIds, open, remove }: SlipPicksProps) {
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
        const event = events.get(selection.eventId);
        const market = event?.markets.find((candidate) => candidate.key === selection.marketKey);
        const label = outcomeLabel(market ?? { key: selection.marketKey, line: null }, selection.outcome);
        const name = event ? matchName(event) : label;
        const points = selection.points;
        const kickOff = event ? formatDateTime(event.commenceTime) : null;
        return (
          <li key={selection.eventId} className={classes.pick}>
            <div className={classes.pickText}>
              <span className={classes.pickMatch}>{name}</span>
              <span className={classes.pickDetail}>
                {event && kickOff !== null && (
                  <>
                    <Link to={searchFor(dayKeyOf(event.commenceTime))}>{kickOff}</Link>
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
