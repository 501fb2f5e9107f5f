import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { EventDto } from '#core/contract/predictions.ts';
import { formatKickOff, scoreLine } from './match-display.ts';
import { statusColour } from '#src/styles/status-colour.ts';

function StatusBadge({ event }: { event: EventDto }) {
  const { t } = useLingui();
  const badges = {
    // White on Mantine's red, orange and gray (shade 6) is 3.3:1 or less, below AA: the theme's dark red
    // and gray shade 7 carry white text at 4.5:1 or more.
    live: { label: t`Live`, color: statusColour.error },
    completed: { label: t`Final`, color: 'gray.7' },
    postponed: { label: t`Postponed`, color: 'gray.7' },
    cancelled: { label: t`Cancelled`, color: 'gray.7' },
  } as const;
  // Kick-off has passed but the feed has not reported the match live yet: picks are frozen all the same.
  const badge =
    event.status === 'scheduled'
      ? event.locked
        ? { label: t`Locked`, color: 'gray.7' }
        : null
      : badges[event.status];
  return badge && <Badge color={badge.color}>{badge.label}</Badge>;
}

interface MatchSummaryProps {
  event: EventDto;
  /** The competition's display name; null while it is being looked up. */
  competition: string | null;
}

/** Who plays whom, in what, when (the browser's time zone), and the score once there is one. */
export function MatchSummary({ event, competition }: MatchSummaryProps) {
  const home = event.homeTeam ?? '';
  const away = event.awayTeam ?? '';
  const kickOff = formatKickOff(event.commenceTime);
  const score = scoreLine(event);
  return (
    <Stack gap={4}>
      <Group gap="xs">
        {competition && (
          <Text size="sm" c="dimmed">
            {competition}
          </Text>
        )}
        <StatusBadge event={event} />
      </Group>
      <Title order={3}>
        <Trans>
          {home} v {away}
        </Trans>
      </Title>
      <Text size="sm">
        <Trans>Kick-off {kickOff}</Trans>
      </Text>
      {score && (
        <Text fw={700} size="lg">
          {score}
        </Text>
      )}
    </Stack>
  );
}
