// A league member's rank history under their standings row: a caption and a one-line summary anyone reads,
// the chart for the eye (its own lazy chunk: recharts stays out of the first page and the leagues' own
// chunks) and, for screen readers, the same figures as a table.
import { lazy, Suspense } from 'react';
import { Loader, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { RankHistoryDto } from '#core/contract/rank-history.ts';
import { getRankHistory } from '#src/api/leaderboards/get-rank-history.ts';
import { useApiData } from '#src/hooks/use-api-data.ts';
import { loadChunk } from '#src/lib/chunk-load.ts';
import { LeagueErrorNotice } from './LeagueErrorNotice.tsx';

const RankHistoryChart = lazy(() =>
  loadChunk(() => import('./RankHistoryChart.tsx')).then((m) => ({ default: m.RankHistoryChart })),
);

/** Where the player stands after the last gameweek, in words. */
function Summary({ history }: { history: RankHistoryDto }) {
  const last = history.gameweeks.at(-1);
  if (!last) {
    return (
      <Text size="sm" c="dimmed">
        <Trans>No gameweek has been played in this league yet.</Trans>
      </Text>
    );
  }
  const { rank, cumulative } = last;
  const { members } = history;
  const weeks = history.gameweeks.length;
  return (
    <Text size="sm" data-testid="rank-history-summary">
      <Plural
        value={weeks}
        one={`Rank ${rank} of ${members} with ${cumulative} points after # gameweek.`}
        other={`Rank ${rank} of ${members} with ${cumulative} points after # gameweeks.`}
      />
    </Text>
  );
}

function HistoryTable({ history, caption }: { history: RankHistoryDto; caption: string }) {
  return (
    <Table aria-label={caption}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>
            <Trans>Gameweek</Trans>
          </Table.Th>
          <Table.Th>
            <Trans>Points</Trans>
          </Table.Th>
          <Table.Th>
            <Trans>Running total</Trans>
          </Table.Th>
          <Table.Th>
            <Trans>Rank</Trans>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {history.gameweeks.map((week) => (
          <Table.Tr key={week.gameweek}>
            <Table.Td>{week.gameweek}</Table.Td>
            <Table.Td>{week.points}</Table.Td>
            <Table.Td>{week.cumulative}</Table.Td>
            <Table.Td>{week.rank}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** A member's league rank and points per gameweek since the league began. */
export function RankHistory({ leagueId, userId }: { leagueId: string; userId: string }) {
  const { t } = useLingui();
  const [history, retry] = useApiData(`rank-history:${leagueId}:${userId}`, (api) =>
    getRankHistory(api, leagueId, userId),
  );
  if (history.status === 'loading') return <Loader size="xs" aria-label={t`Loading`} />;
  if (history.status === 'error') return <LeagueErrorNotice error={history.error} retry={retry} />;
  const name = history.data.displayName;
  const caption = t`${name}'s rank and points per gameweek`;
  return (
    <Stack component="figure" gap={4} m={0} aria-label={caption} data-testid="rank-history">
      <Text component="figcaption" size="xs" c="dimmed">
        {caption}
      </Text>
      <Summary history={history.data} />
      {history.data.gameweeks.length > 0 && (
        <>
          <div aria-hidden="true">
            <Suspense fallback={<Loader size="xs" />}>
              <RankHistoryChart gameweeks={history.data.gameweeks} members={history.data.members} />
            </Suspense>
          </div>
          <VisuallyHidden>
            <HistoryTable history={history.data} caption={caption} />
          </VisuallyHidden>
        </>
      )}
    </Stack>
  );
}
