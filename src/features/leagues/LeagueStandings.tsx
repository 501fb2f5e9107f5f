import { useState } from 'react';
import { Card, Group, Loader, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { LeaderboardPeriodId } from '#core/contract/leaderboards.ts';
import type { LeagueDetailsDto } from '#core/contract/leagues.ts';
import { getLeagueStandings } from '#src/api/leaderboards/get-league-standings.ts';
import { StandingsTable } from '#src/components/standings/StandingsTable.tsx';
import { useApiData } from '#src/hooks/use-api-data.ts';
import { periodKinds } from '#src/lib/constants.ts';
import { LeagueErrorNotice } from './LeagueErrorNotice.tsx';
import { MemberPicks } from './MemberPicks.tsx';
import { RankHistory } from './RankHistory.tsx';

/** The periods a league's standings offer; Season only for a league on one competition (docs/game-rules.md §10). */
function leaguePeriods(league: Pick<LeagueDetailsDto, 'scope'>): LeaderboardPeriodId[] {
  const periods: LeaderboardPeriodId[] = [periodKinds.Gameweek, periodKinds.Monthly, periodKinds.Yearly];
  if (league.scope.kind === 'competition') periods.push(periodKinds.Season);
  return periods;
}

export interface LeagueStandingsProps {
  league: LeagueDetailsDto;
  myUserId: string | null;
}

/**
 * The league's standings for one period at a time. Any row (mine too) opens that player's rank history;
 * another member's row also opens their locked picks.
 */
export function LeagueStandings({ league, myUserId }: LeagueStandingsProps) {
  const { t } = useLingui();
  const periodNames: Record<LeaderboardPeriodId, string> = {
    0: t`Today`,
    1: t`Week`,
    2: t`Month`,
    3: t`Year`,
    4: t`Gameweek`,
    5: t`Season`,
  };
  const periods = leaguePeriods(league);
  const [period, setPeriod] = useState<LeaderboardPeriodId>(periods[0] ?? periodKinds.Gameweek);
  const [standings, retry] = useApiData(`league-standings:${league.id}:${period}`, (api) =>
    getLeagueStandings(api, league.id, { period }),
  );
  const gameweek =
    standings.status === 'ready' && period === periodKinds.Gameweek
      ? standings.data.board.periodKey
      : undefined;
  const me =
    standings.status === 'ready' ? standings.data.rows.find((row) => row.userId === myUserId) : undefined;
  const myRank = me?.rank;
  return (
    <Card
      withBorder
      component="section"
      aria-labelledby="league-standings-title"
      p={{ base: 'sm', sm: 'md' }}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="center">
          <Title order={2} size="h3" id="league-standings-title">
            <Trans>Standings</Trans>
          </Title>
          {myRank !== undefined && (
            <Text size="sm" fw={600} data-testid="my-league-rank">
              <Trans>Your rank: {myRank}</Trans>
            </Text>
          )}
        </Group>
        <SegmentedControl
          aria-label={t`Period`}
          value={String(period)}
          onChange={(value) => setPeriod(Number(value) as LeaderboardPeriodId)}
          data={periods.map((value) => ({ value: String(value), label: periodNames[value] }))}
          fullWidth
        />
        {standings.status === 'loading' && <Loader size="sm" aria-label={t`Loading`} />}
        {standings.status === 'error' && <LeagueErrorNotice error={standings.error} retry={retry} />}
        {standings.status === 'ready' && (
          <>
            <Text size="xs" c="dimmed">
              {standings.data.board.periodKey}
            </Text>
            <StandingsTable
              rows={standings.data.rows}
              myUserId={myUserId}
              label={t`Standings`}
              details={(row) => (
                <Stack gap="sm">
                  <RankHistory leagueId={league.id} userId={row.userId} />
                  {row.userId !== myUserId && (
                    <MemberPicks leagueId={league.id} userId={row.userId} gameweek={gameweek} />
                  )}
                </Stack>
              )}
            />
          </>
        )}
      </Stack>
    </Card>
  );
}
