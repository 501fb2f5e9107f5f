import { Badge, Group, Loader, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PickDto } from '#core/contract/play.ts';
import { getMemberPicks } from '#src/api/leagues/get-member-picks.ts';
import { useApiData } from '#src/hooks/use-api-data.ts';
import { LeagueErrorNotice } from './LeagueErrorNotice.tsx';

function PickLine({ pick }: { pick: PickDto }) {
  const { t } = useLingui();
  const market = pick.line === null ? pick.marketKey : `${pick.marketKey} ${pick.line}`;
  const points = pick.points;
  const results = { won: t`Won`, lost: t`Lost`, void: t`Void` } as const;
  // Dark shades as outline text on the row's white: 7.9, 6.6 and 7.3 to 1 (Mantine's light green badge was
  // 3.8 to 1, below AA, found by the leagues e2e's axe check once a pick had won).
  const resultColours = { won: '#1b5e20', lost: '#b71c1c', void: '#495057' } as const;
  return (
    <Group gap="xs" wrap="nowrap" justify="space-between" data-pick-id={pick.id}>
      <Text size="sm">
        {pick.outcome}{' '}
        <Text span size="xs" c="dimmed">
          ({market})
        </Text>
      </Text>
      <Group gap={6} wrap="nowrap">
        <Text size="xs" c="dimmed">
          <Trans>{points} pts</Trans>
        </Text>
        {pick.result && (
          <Badge size="xs" variant="outline" color={resultColours[pick.result]}>
            {results[pick.result]}
          </Badge>
        )}
      </Group>
    </Group>
  );
}

/** Another member's picks of a gameweek, as fellow members see them: only those whose lock has passed. */
export function MemberPicks({
  leagueId,
  userId,
  gameweek,
}: {
  leagueId: string;
  userId: string;
  gameweek?: string;
}) {
  const { t } = useLingui();
  const [picks, retry] = useApiData(`member-picks:${leagueId}:${userId}:${gameweek ?? ''}`, (api) =>
    getMemberPicks(api, leagueId, userId, gameweek),
  );
  if (picks.status === 'loading') return <Loader size="xs" aria-label={t`Loading`} />;
  if (picks.status === 'error') return <LeagueErrorNotice error={picks.error} retry={retry} />;
  const name = picks.data.displayName;
  const week = picks.data.gameweek;
  return (
    <Stack gap={4} aria-label={t`Picks of ${name}`} role="group">
      <Text size="xs" c="dimmed">
        <Trans>
          {name}'s picks of {week} that have locked
        </Trans>
      </Text>
      {picks.data.picks.length === 0 ? (
        <Text size="sm" c="dimmed">
          <Trans>No locked pick yet: picks show once their match has kicked off.</Trans>
        </Text>
      ) : (
        picks.data.picks.map((pick) => <PickLine key={pick.id} pick={pick} />)
      )}
    </Stack>
  );
}
