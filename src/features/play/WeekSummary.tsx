import '@mantine/core/styles/DataList.css';
import { DataList, Paper, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MyWeekDto } from '#core/contract/play.ts';
import { getMyRank } from '#src/api/leaderboards/get-my-rank.ts';
import { useApiData } from '#src/hooks/use-api-data.ts';
import { formatDate } from '#src/lib/format.ts';
import { gameweekOf, gameweekRange } from '#core/game/gameweek.ts';
import { periodKinds } from '#src/lib/constants.ts';

/** My rank on this gameweek's global board: "12 of 3,456", or why there is none yet; asked once the week is known. */
function useGameweekRank(gameweek: string, weekKnown: boolean): string {
  const { t } = useLingui();
  const [rank] = useApiData(
    `my-rank:${gameweek}`,
    (api) => getMyRank(api, { period: periodKinds.Gameweek, periodKey: gameweek }),
    weekKnown,
  );
  if (rank.status === 'loading') return '…';
  if (rank.status === 'error') return '—';
  const { me, board } = rank.data;
  if (!me) return t`No settled pick yet`;
  const place = me.rank.toLocaleString();
  const players = board.players.toLocaleString();
  return t`${place} of ${players}`;
}

/** What the summary shows: the week's line and its six values. */
interface SummaryFigures {
  gameweek: string;
  startsAt: string;
  endsAt: string;
  values: (number | string)[];
}

/** While the week loads: this week by the browser's clock, values "…". */
function placeholderFigures(): SummaryFigures {
  const gameweek = gameweekOf(new Date());
  const { start, end } = gameweekRange(gameweek);
  return {
    gameweek,
    startsAt: start.toISOString(),
    endsAt: end.toISOString(),
    values: Array.from({ length: 6 }, () => '…'),
  };
}

/**
 * The home view's summary of the week (docs/game-rules.md §5.7): predictions, credits, scores, max
 * predictions, rank. While the week loads (`week` null) it is drawn as it will be, so that the credits
 * and the matches under it do not move when it comes (issue #18: CLS 0.115 on /play), and with the same
 * elements, so that the answer changes their text instead of drawing the card anew (its 21 elements
 * removed and added again were 14 ms of a task on Lighthouse's trace of /play, four times that on its
 * simulated phone).
 */
export function WeekSummary({ week }: { week: MyWeekDto | null }) {
  const rank = useGameweekRank(week?.gameweek ?? '', week !== null);
  if (!week) return <SummaryCard busy figures={placeholderFigures()} />;
  const { summary } = week;
  return (
    <SummaryCard
      figures={{
        ...week,
        values: [
          summary.predictions,
          summary.credits,
          summary.totalScore,
          summary.boostedScore,
          summary.maxPredictions,
          rank,
        ],
      }}
    />
  );
}

function SummaryCard({ figures, busy = false }: { figures: SummaryFigures; busy?: boolean }) {
  const { t } = useLingui();
  const gameweek = figures.gameweek;
  const from = formatDate(figures.startsAt);
  // endsAt is the next Monday 00:00: the week's last day is the one before.
  const to = formatDate(Date.parse(figures.endsAt) - 1);
  const labels = [
    t`Predictions`,
    t`Credits`,
    t`Total score`,
    t`Boosted score`,
    t`Max predictions this week`,
    t`Rank this gameweek`,
  ];
  return (
    <Paper
      withBorder
      p="md"
      component="section"
      aria-labelledby="week-summary-title"
      aria-busy={busy || undefined}
    >
      <Title order={2} size="h4" id="week-summary-title">
        <Trans>Your week</Trans>
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        <Trans>
          Gameweek {gameweek}: {from} to {to}
        </Trans>
      </Text>
      <DataList aria-label={t`Week summary`} labelWidth="14em">
        {labels.map((label, index) => (
          <DataList.Item key={label}>
            <DataList.ItemLabel>{label}</DataList.ItemLabel>
            <DataList.ItemValue>{figures.values[index]}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList>
    </Paper>
  );
}
