import './catalog.ts';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Pagination.css';
import '@mantine/core/styles/Card.css';
import { useState } from 'react';
import {
  Card,
  Group,
  Loader,
  NativeSelect,
  Pagination,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { LeaderboardPeriodId, LeaderboardScope } from '#core/contract/leaderboards.ts';
import type { SportGroupDto } from '#core/contract/static-lookups.ts';
import { getBoard } from '#src/api/leaderboards/get-board.ts';
import { getAllSportsAndCompetitions } from '#src/api/static-lookups/get-all-sports-and-competitions.ts';
import { ErrorNotice } from '#src/components/ErrorNotice.tsx';
import { StandingsTable } from '#src/components/standings/StandingsTable.tsx';
import { useApiData } from '#src/hooks/use-api-data.ts';
import { periodKinds } from '#src/lib/constants.ts';
import { useSession } from '#src/lib/session/use-auth.ts';

export const boardPageSize = 20;

/** The boards a player picks from (docs/game-rules.md §10): the week's, the month's, the year's, a season's. */
const boardPeriods: LeaderboardPeriodId[] = [
  periodKinds.Gameweek,
  periodKinds.Monthly,
  periodKinds.Yearly,
  periodKinds.Season,
];

/** /leaderboards: a board by period and scope, its top rows page by page, and always my own row. */
export function LeaderboardsPage() {
  const { t } = useLingui();
  const session = useSession();
  const [lookup] = useApiData('all-sports-and-competitions', getAllSportsAndCompetitions);
  const groups = lookup.status === 'ready' ? lookup.data : [];
  const [period, setPeriod] = useState<LeaderboardPeriodId>(periodKinds.Gameweek);
  const [scope, setScope] = useState<LeaderboardScope>('global');
  const [scopeKey, setScopeKey] = useState('');
  const [page, setPage] = useState(1);
  // A season belongs to one competition: its board has no other scope.
  const shownScope: LeaderboardScope = period === periodKinds.Season ? 'competition' : scope;
  const competitions = groups.flatMap((group) => group.competitions);
  const key = keyFor(shownScope, scopeKey, groups);
  const ready = shownScope === 'global' || key !== '';
  const [board, retry] = useApiData(
    `board:${period}:${shownScope}:${key}:${page}`,
    (api) => getBoard(api, { period, scope: shownScope, scopeKey: key, page, pageSize: boardPageSize }),
    ready,
  );
  const periodNames: Record<LeaderboardPeriodId, string> = {
    0: t`Today`,
    1: t`Week`,
    2: t`Month`,
    3: t`Year`,
    4: t`Gameweek`,
    5: t`Season`,
  };
  const change = (apply: () => void) => {
    apply();
    setPage(1);
  };

  return (
    <Stack gap="md">
      <Title order={1}>
        <Trans>Leaderboards</Trans>
      </Title>
      <Card withBorder>
        <Stack gap="sm">
          <SegmentedControl
            aria-label={t`Period`}
            fullWidth
            value={String(period)}
            onChange={(value) => change(() => setPeriod(Number(value) as LeaderboardPeriodId))}
            data={boardPeriods.map((value) => ({ value: String(value), label: periodNames[value] }))}
          />
          <Group gap="sm" grow align="flex-end">
            <NativeSelect
              label={t`Scope`}
              value={shownScope}
              disabled={period === periodKinds.Season}
              onChange={(event) =>
                change(() => {
                  setScope(event.currentTarget.value as LeaderboardScope);
                  setScopeKey('');
                })
              }
              data={[
                { value: 'global', label: t`Everyone` },
                { value: 'sport', label: t`One sport` },
                { value: 'competition', label: t`One competition` },
              ]}
            />
            {shownScope === 'sport' && (
              <NativeSelect
                label={t`Sport`}
                value={key}
                onChange={(event) => change(() => setScopeKey(event.currentTarget.value))}
                data={groups.map((group) => ({ value: group.sport.id, label: group.sport.name }))}
              />
            )}
            {shownScope === 'competition' && (
              <NativeSelect
                label={t`Competition`}
                value={key}
                onChange={(event) => change(() => setScopeKey(event.currentTarget.value))}
                data={competitions.map((competition) => ({
                  value: competition.key,
                  label: competition.displayName || competition.title,
                }))}
              />
            )}
          </Group>
        </Stack>
      </Card>
      {board.status === 'loading' && ready && <Loader aria-label={t`Loading`} />}
      {board.status === 'error' && <ErrorNotice error={board.error} retry={retry} />}
      {board.status === 'ready' && (
        <Card withBorder component="section" aria-label={t`Board`}>
          <Stack gap="sm">
            <MyRow me={board.data.me} players={board.data.board.players} />
            {board.data.rows.length === 0 ? (
              <Text c="dimmed" size="sm">
                <Trans>No points on this board yet.</Trans>
              </Text>
            ) : (
              <StandingsTable
                rows={withMine(board.data.rows, board.data.me)}
                myUserId={session.user?.userId ?? null}
                label={t`Leaderboard`}
              />
            )}
            {board.data.board.players > board.data.pageSize && (
              <Pagination
                size="sm"
                total={Math.ceil(board.data.board.players / board.data.pageSize)}
                value={page}
                onChange={setPage}
              />
            )}
            <Text size="xs" c="dimmed">
              {board.data.board.periodKey}
            </Text>
          </Stack>
        </Card>
      )}
    </Stack>
  );
}

/** The scope key the board reads: the chosen one, else the list's first (as the select shows it). */
function keyFor(scope: LeaderboardScope, chosen: string, groups: SportGroupDto[]): string {
  if (scope === 'global') return '';
  if (chosen) return chosen;
  if (scope === 'sport') return groups[0]?.sport.id ?? '';
  return groups.flatMap((group) => group.competitions)[0]?.key ?? '';
}

/** The page's rows, with my own row after them when it stands elsewhere (always shown, docs/game-rules.md §10). */
function withMine<Row extends { userId: string }>(rows: Row[], me: Row | null): Row[] {
  return me && !rows.some((row) => row.userId === me.userId) ? [...rows, me] : rows;
}

function MyRow({ me, players }: { me: { rank: number; boosted: number } | null; players: number }) {
  if (!me)
    return (
      <Text size="sm" c="dimmed" data-testid="my-rank">
        <Trans>You have no points on this board yet.</Trans>
      </Text>
    );
  const rank = me.rank;
  const boosted = me.boosted;
  return (
    <Text size="sm" fw={600} data-testid="my-rank">
      <Trans>
        Your rank: {rank} of {players} ({boosted} boosted points)
      </Trans>
    </Text>
  );
}
