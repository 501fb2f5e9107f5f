import { memo } from 'react';
import '@mantine/core/styles/Card.css';
import { Badge, Button, Card, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
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
    <Group gap="xs" wrap="wrap">
      <Text size="sm" c="dimmed">
        <Trans>Kick-off {kickOff}</Trans>
      </Text>
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
        <Text size="sm" fw={600}>
          <VisuallyHidden>
            <Trans>Score:</Trans>{' '}
          </VisuallyHidden>
          {scoresInFixtureOrder(event)
            .map((score) => `${score.name} ${score.score}`)
            .join(' – ')}
        </Text>
      )}
      {winner && (
        <Text size="sm" fw={600}>
          <Trans>Winner: {winner}</Trans>
        </Text>
      )}
    </Group>
  );
}

function MarketTitle({ market }: { market: MarketDto }) {
  const line = market.line;
  return (
    <Text size="xs" tt="uppercase" c="dimmed" fw={600}>
      {market.key !== 'totals' ? (
        <Trans>Result</Trans>
      ) : line === null ? (
        <Trans>Total</Trans>
      ) : (
        <Trans>Total {line}</Trans>
      )}
    </Text>
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
    <Button
      variant={pressed ? 'filled' : 'default'}
      aria-pressed={pressed}
      className={pressed ? outcomeClasses.chosen : undefined}
      disabled={!slip.open || !isPickable(event, outcome)}
      onClick={() => slip.choose({ eventId: event.id, marketKey: market.key, outcome: outcome.name, points })}
      h="auto"
      py={6}
    >
      <OutcomeContent label={label} worth={worth} pressed={pressed} />
    </Button>
  );
}

/** An outcome as text, for views where nothing can be picked. */
function OutcomeText({ market, outcome, won }: { market: MarketDto; outcome: OutcomeDto; won: boolean }) {
  const label = outcomeLabel(market, outcome.name);
  const points = outcome.points;
  return (
    <Text size="sm" fw={won ? 700 : undefined}>
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
    </Text>
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
    <Card
      withBorder
      padding="sm"
      component="article"
      aria-label={name}
      className={cardClasses.card}
      data-mine={selection !== undefined || pick !== null || undefined}
      data-live={event.status === 'live' || undefined}
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap">
          <Title order={3} size="h5">
            {name}
          </Title>
          {competitionName && (
            <Text size="xs" c="dimmed">
              {competitionName}
            </Text>
          )}
        </Group>
        <EventState event={event} />
        {markets.map((market) => (
          <Stack key={`${market.key}-${market.line ?? ''}`} gap={4}>
            <MarketTitle market={market} />
            <Group gap="xs" wrap="wrap">
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
            </Group>
          </Stack>
        ))}
        {pick && (
          <SavedPick
            pick={pick}
            label={outcomeLabel(pickMarket ?? { key: pick.marketKey, line: pick.line }, pick.outcome)}
            credits={credits}
          />
        )}
      </Stack>
    </Card>
  );
});
