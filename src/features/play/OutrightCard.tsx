import '@mantine/core/styles/Card.css';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PickDto } from '#core/contract/play.ts';
import type { EventDto } from '#core/contract/predictions.ts';
import { EventState } from './EventCard.tsx';
import outcomeClasses from './OutcomeButton.module.css';
import { OutcomeContent } from './OutcomeContent.tsx';
import { SavedPick } from './SavedPick.tsx';

/** Picking on an outright; absent where nothing can be picked (archived seasons, visitors). */
export interface OutrightControls {
  /** The pick being saved or removed on this event, if any. */
  busy: boolean;
  pick(outcome: string): void;
  remove(): void;
}

interface OutrightCardProps {
  event: EventDto;
  /** The competition's name ("Masters winners"): an outright has no teams to name it by. */
  title: string;
  pick: PickDto | null;
  controls?: OutrightControls;
}

/**
 * A tournament-winner market (docs/game-rules.md §4.6): every runner with what it is worth; one pick per season,
 * changeable until the event locks. It is saved as soon as it is chosen: it is not part of the slip.
 */
export function OutrightCard({ event, title, pick, controls }: OutrightCardProps) {
  const { t } = useLingui();
  const runners = event.markets.find((market) => market.key === 'outrights')?.outcomes ?? [];
  const open = controls !== undefined && !event.locked && event.status === 'scheduled' && !controls.busy;
  return (
    <Card withBorder padding="sm" component="article" aria-label={title}>
      <Stack gap="xs">
        <Title order={3} size="h5">
          {title}
        </Title>
        <EventState event={event} />
        <Text size="sm">
          <Trans>One pick per season; you can change it until the lock.</Trans>
        </Text>
        {runners.length === 0 && (
          <Text size="sm" c="dimmed">
            <Trans>No runners priced yet: they show here once bookmakers price them.</Trans>
          </Text>
        )}
        <Group gap="xs" wrap="wrap">
          {runners.map((runner) => {
            const points = runner.points;
            const worth = points === null ? t`no price yet` : t`worth ${points} pts`;
            const chosen = pick?.outcome === runner.name;
            if (!controls) {
              return (
                <Text key={runner.name} size="sm" fw={event.winner === runner.name ? 700 : undefined}>
                  {runner.name}: {worth}
                </Text>
              );
            }
            return (
              <Button
                key={runner.name}
                variant={chosen ? 'filled' : 'default'}
                aria-pressed={chosen}
                className={chosen ? outcomeClasses.chosen : undefined}
                // The chosen runner stays enabled, so that it looks chosen rather than unavailable;
                // choosing it again changes nothing.
                disabled={!open || points === null}
                onClick={() => {
                  if (!chosen) controls.pick(runner.name);
                }}
                h="auto"
                py={6}
              >
                <OutcomeContent label={runner.name} worth={worth} pressed={chosen} />
              </Button>
            );
          })}
        </Group>
        {pick && <SavedPick pick={pick} label={pick.outcome} />}
        {pick && controls && open && (
          <Group>
            <Button size="compact-sm" variant="subtle" onClick={controls.remove}>
              <Trans>Remove my pick</Trans>
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
