import '@mantine/core/styles/DataList.css';
import { DataList, Paper, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MyWeekDto } from '#core/contract/play.ts';
import { getMyRank } from '#src/api/leaderboards/get-my-rank.ts';
import { useApiData } from '#src/hooks/use-api-data.ts';
import { formatDate } from '#src/lib/format.ts';
import { periodKinds } from '#src/lib/constants.ts';

/** My rank on this gameweek's global board: "12 of 3,456", or why there is none yet. */
function useGameweekRank(gameweek: string): string {
  const { t } = useLingui();
  const [rank] = useApiData(`my-rank:${gameweek}`, (api) =>
    getMyRank(api, { period: periodKinds.Gameweek, periodKey: gameweek }),
  );
  if (rank.status === 'loading') return '…';
  if (rank.status === 'error') return '—';
  const { me, board } = rank.data;
  if (!me) return t`No settled pick yet`;
  const place = me.rank.toLocaleString();
  const players = board.players.toLocaleString();
  return t`${place} of ${players}`;
}

/** The home view's summary of the week (docs/game-rules.md §5.7): predictions, credits, scores, max predictions. */
export function WeekSummary({ week }: { week: MyWeekDto }) {
  const { t } = useLingui();
  const { summary } = week;
  const gameweek = week.gameweek;
  const from = formatDate(week.startsAt);
  // endsAt is the next Monday 00:00: the week's last day is the one before.
  const to = formatDate(Date.parse(week.endsAt) - 1);
  const rank = useGameweekRank(gameweek);
  const rows = [
    { label: t`Predictions`, value: summary.predictions },
    { label: t`Credits`, value: summary.credits },
    { label: t`Total score`, value: summary.totalScore },
    { label: t`Boosted score`, value: summary.boostedScore },
    { label: t`Max predictions this week`, value: summary.maxPredictions },
    { label: t`Rank this gameweek`, value: rank },
  ];
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="week-summary-title">
      <Title order={2} size="h4" id="week-summary-title">
        <Trans>Your week</Trans>
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        <Trans>
          Gameweek {gameweek}: {from} to {to}
        </Trans>
      </Text>
      <DataList aria-label={t`Week summary`} labelWidth="14em">
        {rows.map((row) => (
          <DataList.Item key={row.label}>
            <DataList.ItemLabel>{row.label}</DataList.ItemLabel>
            <DataList.ItemValue>{row.value}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList>
    </Paper>
  );
}
