import { memo } from 'react';
import { Badge, VisuallyHidden } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PickSlipSelection } from '#machines/pick-slip.machine.ts';
import type { PickDto } from '#core/contract/play.ts';
import type { EventDto, MarketDto, OutcomeDto } from '#core/contract/predictions.ts';
import { statusColour } from '#src/styles/status-colour.ts';
import { formatDateTime } from '#src/lib/format.ts';
import cardClasses from './EventCard.module.css';
import outcomeClasses from './OutcomeButton.module.css';
import { isPickable, matchMarkets, outcomeLabel, scoresInFixtureOrder } from './play-model.ts';
import { statusLabels } from './play-texts.ts';
import { OutcomeContent } from './OutcomeContent.tsx';
import { SavedPick } from './SavedPick.tsx';
import type { CreditActions } from './use-credit-actions.ts';

/** What an event card needs from the slip; absent where nothing can be picked (archived seasons). */
export interface SlipControls {
  /** The slip takes choices now (signed in, the week loaded, no save on its way). */
  open: boolean;
  choose(selection: PickSlipSelection): void;
}

interface EventCardProps {
  event: EventDto;
  /** The competition's short name, on views that mix competitions. */
  competitionName?: string;
  pick: PickDto | null;
  slip?: SlipControls;
  /** The slip's selection on this event (passed apart so that a pick elsewhere leaves this card alone). */
  selection?: PickSlipSelection;
  credits?: CreditActions;
}

/** "Arsenal v Chelsea": how a match is named, on its card, in the slip and to screen readers. */
export function useMatchName(): (match: Pick<EventDto, 'homeTeam' | 'awayTeam'>) => string {
  const { t } = useLingui();
  return (match) => {
    const home = match.homeTeam ?? '';
    const away = match.awayTeam ?? '';
    return t`${home} v ${away}`;
  };
}

/** Kick-off, status, scores and winner: the event's state in one line. */
export function EventState({ event }: { event: EventDto }) {
  const { i18n } = useLingui();
  const kickOff = formatDateTime(event.commenceTime);
  const winner = event.winner;
  return (
    <div className={cardClasses.line}>
      <p className={`${cardClasses.text} ${cardClasses.dimmed}`}>
        <Trans>Kick-off {kickOff}</Trans>
      </p>
      {event.status !== 'scheduled' && (
        <Badge color={event.status === 'live' ? statusColour.error : 'gray'} variant="light">
          {i18n._(statusLabels[event.status])}
        </Badge>
      )}
      {event.locked && event.status === 'scheduled' && (
        // Mantine's gray (shade 6) is 3.3:1 on white, below AA; shade 7 is 8:1.
        <Badge color="gray.7" variant="outline">
          <Trans>Locked</Trans>
        </Badge>
      )}
      {event.scores && event.scores.length > 0 && (
        <p className={`${cardClasses.text} ${cardClasses.strong}`}>
          <VisuallyHidden>
            <Trans>Score:</Trans>{' '}
          </VisuallyHidden>
          {scoresInFixtureOrder(event)
            .map((score) => `${score.name} ${score.score}`)
            .join(' – ')}
        </p>
      )}
      {winner && (
        <p className={`${cardClasses.text} ${cardClasses.strong}`}>
          <Trans>Winner: {winner}</Trans>
        </p>
      )}
    </div>
  );
}

function MarketTitle({ market }: { market: MarketDto }) {
  const line = market.line;
  return (
    <p
      className={`${cardClasses.small} ${cardClasses.dimmed} ${cardClasses.strong} ${cardClasses.marketTitle}`}
    >
      {market.key !== 'totals' ? (
        <Trans>Result</Trans>
      ) : line === null ? (
        <Trans>Total</Trans>
      ) : (
        <Trans>Total {line}</Trans>
      )}
    </p>
  );
}

interface OutcomeProps {
  event: EventDto;
  market: MarketDto & { key: 'h2h' | 'totals' };
  outcome: OutcomeDto;
  slip: SlipControls;
  held: PickSlipSelection | undefined;
}

/** An outcome as a button showing what it is worth; pressed while it is in the slip. */
function OutcomeButton({ event, market, outcome, slip, held }: OutcomeProps) {
  const { t } = useLingui();
  const label = outcomeLabel(market, outcome.name);
  const points = outcome.points;
  const pressed = held?.marketKey === market.key && held.outcome === outcome.name;
  const worth = points === null ? t`no price yet` : t`worth ${points} pts`;
  return (
    <button
      type="button"
      // mantine-focus-auto: Mantine's focus ring, as on its own buttons.
      className={`mantine-focus-auto ${outcomeClasses.outcome} ${pressed ? outcomeClasses.chosen : ''}`}
      aria-pressed={pressed}
      disabled={!slip.open || !isPickable(event, outcome)}
      onClick={() => slip.choose({ eventId: event.id, marketKey: market.key, outcome: outcome.name, points })}
    >
      <OutcomeContent label={label} worth={worth} pressed={pressed} />
    </button>
  );
}

/** An outcome as text, for views where nothing can be picked. */
function OutcomeText({ market, outcome, won }: { market: MarketDto; outcome: OutcomeDto; won: boolean }) {
  const label = outcomeLabel(market, outcome.name);
  const points = outcome.points;
  return (
    // A div, not a p: the Winner badge inside it is one.
    <div className={cardClasses.text} style={won ? { fontWeight: 700 } : undefined}>
      {points === null ? (
        label
      ) : (
        <Trans>
          {label}: {points} pts
        </Trans>
      )}
      {won && (
        <Badge ml="xs" size="sm" color={statusColour.success}>
          <Trans>Winner</Trans>
        </Badge>
      )}
    </div>
  );
}

/**
 * One match: its state, its markets' outcomes (buttons while playable), and the player's saved pick.
 * Memoised: a week lists hundreds of matches, and a choice must re-render only the card it changes.
 */
export const EventCard = memo(function EventCard({
  event,
  competitionName,
  pick,
  slip,
  selection,
  credits,
}: EventCardProps) {
  const name = useMatchName()(event);
  const markets = matchMarkets(event);
  const pickMarket = pick && markets.find((market) => market.key === pick.marketKey);
  return (
    <article
      aria-label={name}
      className={cardClasses.card}
      data-mine={selection !== undefined || pick !== null || undefined}
      data-live={event.status === 'live' || undefined}
    >
      <div className={cardClasses.header}>
        <h3 className={cardClasses.name}>{name}</h3>
        {competitionName && <p className={`${cardClasses.small} ${cardClasses.dimmed}`}>{competitionName}</p>}
      </div>
      <EventState event={event} />
      {markets.map((market) => (
        <div key={`${market.key}-${market.line ?? ''}`} className={cardClasses.market}>
          <MarketTitle market={market} />
          <div className={cardClasses.line}>
            {market.outcomes.map((outcome) =>
              slip ? (
                <OutcomeButton
                  key={outcome.name}
                  event={event}
                  market={market}
                  outcome={outcome}
                  slip={slip}
                  held={selection}
                />
              ) : (
                <OutcomeText
                  key={outcome.name}
                  market={market}
                  outcome={outcome}
                  won={event.winner === outcome.name}
                />
              ),
            )}
          </div>
        </div>
      ))}
      {pick && (
        <SavedPick
          pick={pick}
          label={outcomeLabel(pickMarket ?? { key: pick.marketKey, line: pick.line }, pick.outcome)}
          credits={credits}
        />
      )}
    </article>
  );
});
