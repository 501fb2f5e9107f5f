import { useState } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { Button, Stack, Text, Title } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { PickSlipSelection } from '#machines/pick-slip.machine.ts';
import type { PickDto } from '#core/contract/play.ts';
import type { EventDto } from '#core/contract/predictions.ts';
import type { CompetitionDto } from '#core/contract/static-lookups.ts';
import { useDrawnInSteps } from '#src/hooks/use-drawn-in-steps.ts';
import { messages } from '#src/lib/messages.ts';
import { EventCard, type SlipControls } from './EventCard.tsx';
import { OutrightCard } from './OutrightCard.tsx';
import { cardsDrawnAtOnce, eventsPageSize } from './play-days.ts';
import { byKickOff, groupByDay, isOutright } from './play-model.ts';
import type { CreditActions } from './use-credit-actions.ts';
import type { OutrightPicks } from './use-outright-picks.ts';

interface EventListProps {
  events: EventDto[];
  competitions: ReadonlyMap<string, CompetitionDto>;
  /** Name each event's competition (views that mix competitions). */
  showCompetition: boolean;
  pickOf(event: EventDto): PickDto | null;
  /** Absent on read-only views: outcomes show as text. */
  slip?: SlipControls;
  /** The slip's selections; each card gets only its own. */
  selections?: readonly PickSlipSelection[];
  credits?: CreditActions;
  outrights?: OutrightPicks;
  /** What an empty list says (default: the spec's 'No events available yet'). */
  empty?: MessageDescriptor;
}

/**
 * The events by the day they start on (the browser's time zone), or the empty state. Each day is a
 * section of the page (h2, after the page's h1 or beside a competition's h2), each match an h3. The first
 * `eventsPageSize` are drawn, `cardsDrawnAtOnce` a commit, and "Show more" draws the next as many: a view
 * re-keys the list to start again (another day).
 */
export function EventList(props: EventListProps) {
  const { t, i18n } = useLingui();
  const { events, competitions, showCompetition, pickOf, slip, selections, credits, outrights } = props;
  const [drawn, setDrawn] = useState(eventsPageSize);
  const page = Math.min(drawn, events.length);
  const drawnNow = useDrawnInSteps(page, cardsDrawnAtOnce);
  if (events.length === 0) {
    return <Text c="dimmed">{i18n._(props.empty ?? messages.noEventsAvailable)}</Text>;
  }
  const left = events.length - drawn;
  const next = Math.min(left, eventsPageSize);
  return (
    // Busy while the page's cards are still being drawn, a few a commit: assistive technology and the
    // e2e helpers wait for the whole page.
    <Stack gap="lg" aria-busy={drawnNow < page || undefined}>
      {groupByDay(byKickOff(events).slice(0, drawnNow)).map(({ day, events: dayEvents }) => (
        <Stack key={day} gap="sm" component="section" aria-label={day}>
          <Title order={2} size="h4">
            {day}
          </Title>
          {dayEvents.map((event) => {
            const competition = competitions.get(event.competitionKey);
            const pick = pickOf(event);
            return isOutright(event) ? (
              <OutrightCard
                key={event.id}
                event={event}
                title={competition?.displayName ?? event.competitionKey}
                pick={outrights ? outrights.pickOn(event) : pick}
                controls={outrights?.controlsFor(event)}
              />
            ) : (
              <EventCard
                key={event.id}
                event={event}
                competitionName={showCompetition ? (competition?.title ?? event.competitionKey) : undefined}
                pick={pick}
                slip={slip}
                selection={selections?.find((held) => held.eventId === event.id)}
                credits={credits}
              />
            );
          })}
        </Stack>
      ))}
      {left > 0 && (
        <Button variant="default" onClick={() => setDrawn((count) => count + eventsPageSize)}>
          {t`Show ${next} more (${left} left)`}
        </Button>
      )}
    </Stack>
  );
}
