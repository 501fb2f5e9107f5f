// A league's head-to-head view (docs/game-rules.md §9.4): this gameweek's fixtures with their live scores,
// and the table of the finished gameweeks (3 a win, 1 a draw). My fixture comes first and my row stands out,
// as in the classic standings; on a phone the table keeps rank, player, played, won, points for and points.
import { Badge, Card, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type {
  HeadToHeadDto,
  HeadToHeadFixtureDto,
  HeadToHeadOpponentDto,
  HeadToHeadRowDto,
} from '#core/contract/head-to-head.ts';
import type { LeagueDetailsDto } from '#core/contract/leagues.ts';
import { getHeadToHead } from '#src/api/leaderboards/get-head-to-head.ts';
import { useApiData } from '#src/hooks/use-api-data.ts';
import { LeagueErrorNotice } from './LeagueErrorNotice.tsx';

export interface HeadToHeadProps {
  league: Pick<LeagueDetailsDto, 'id'>;
  myUserId: string | null;
}

const myRowStyle = { bg: 'var(--mantine-color-yellow-light)', fw: 700 } as const;

const isMine = (fixture: HeadToHeadFixtureDto, myUserId: string | null) =>
  fixture.home.userId === myUserId || (fixture.away.kind === 'member' && fixture.away.userId === myUserId);

export function HeadToHead({ league, myUserId }: HeadToHeadProps) {
  const { t } = useLingui();
  const [loaded, retry] = useApiData(`league-head-to-head:${league.id}`, (api) =>
    getHeadToHead(api, league.id),
  );
  return (
    <Card withBorder component="section" aria-labelledby="league-head-to-head-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="league-head-to-head-title">
          <Trans>Head-to-head</Trans>
        </Title>
        {loaded.status === 'loading' && <Loader size="sm" aria-label={t`Loading`} />}
        {loaded.status === 'error' && <LeagueErrorNotice error={loaded.error} retry={retry} />}
        {loaded.status === 'ready' && <HeadToHeadView data={loaded.data} myUserId={myUserId} />}
      </Stack>
    </Card>
  );
}

function HeadToHeadView({ data, myUserId }: { data: HeadToHeadDto; myUserId: string | null }) {
  const { t } = useLingui();
  const gameweek = data.gameweek;
  // My match first: it is the one I came to see.
  const fixtures = [...data.fixtures].sort(
    (a, b) => Number(isMine(b, myUserId)) - Number(isMine(a, myUserId)),
  );
  const me = data.table.find((row) => row.userId === myUserId);
  const myRank = me?.rank;
  const nothingFinished = data.table.every((row) => row.played === 0);
  return (
    <>
      <Stack gap={4}>
        <Group justify="space-between" align="baseline">
          <Title order={3} size="h4">
            <Trans>This gameweek</Trans>
          </Title>
          <Text size="xs" c="dimmed">
            {gameweek}
          </Text>
        </Group>
        <Text size="xs" c="dimmed">
          {data.rankBy === 'total' ? (
            <Trans>Live total scores: a match counts in the table once the gameweek has ended.</Trans>
          ) : (
            <Trans>Live boosted scores: a match counts in the table once the gameweek has ended.</Trans>
          )}
        </Text>
        <Table verticalSpacing={6} horizontalSpacing={6} fz="sm" aria-label={t`This gameweek's matches`}>
          <Table.Tbody>
            {fixtures.map((fixture) => (
              <FixtureRow key={fixture.home.userId} fixture={fixture} mine={isMine(fixture, myUserId)} />
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
      <Stack gap={4}>
        <Group justify="space-between" align="baseline">
          <Title order={3} size="h4">
            <Trans>Table</Trans>
          </Title>
          {myRank !== undefined && (
            <Text size="sm" fw={600} data-testid="my-head-to-head-rank">
              <Trans>Your rank: {myRank}</Trans>
            </Text>
          )}
        </Group>
        {nothingFinished && (
          <Text size="xs" c="dimmed">
            <Trans>
              No gameweek has finished since the league began: the table starts when this one ends.
            </Trans>
          </Text>
        )}
        <HeadToHeadTable rows={data.table} myUserId={myUserId} />
      </Stack>
    </>
  );
}

function FixtureRow({ fixture, mine }: { fixture: HeadToHeadFixtureDto; mine: boolean }) {
  const { home, away } = fixture;
  return (
    <Table.Tr
      data-mine={mine || undefined}
      aria-current={mine ? 'true' : undefined}
      {...(mine ? myRowStyle : {})}
    >
      <Table.Td ta="right" w="42%">
        {home.displayName}
      </Table.Td>
      <Table.Td ta="center" style={{ whiteSpace: 'nowrap' }}>
        {home.score} – {away.score}
      </Table.Td>
      <Table.Td w="42%">
        <Opponent away={away} />
      </Table.Td>
    </Table.Tr>
  );
}

/** The away side's name: another member's, or the league average's (a member left over meets it). */
function Opponent({ away }: { away: HeadToHeadOpponentDto }) {
  if (away.kind === 'member') return away.displayName;
  return (
    <Text span size="sm" fs="italic" fw="inherit">
      <Trans>League average</Trans>
    </Text>
  );
}

function HeadToHeadTable({ rows, myUserId }: { rows: readonly HeadToHeadRowDto[]; myUserId: string | null }) {
  const { t } = useLingui();
  // Drawn, lost and points against make way on a phone; points for stays (it breaks ties on points).
  const wide = 'sm';
  return (
    <Table.ScrollContainer minWidth={300}>
      <Table verticalSpacing={6} horizontalSpacing={6} fz="sm" aria-label={t`Head-to-head table`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={44}>
              <Trans>Rank</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Player</Trans>
            </Table.Th>
            <Table.Th ta="right">
              <abbr title={t`Played`}>{t({ message: 'P', context: 'played' })}</abbr>
            </Table.Th>
            <Table.Th ta="right">
              <abbr title={t`Won`}>{t({ message: 'W', context: 'won' })}</abbr>
            </Table.Th>
            <Table.Th ta="right" visibleFrom={wide}>
              <abbr title={t`Drawn`}>{t({ message: 'D', context: 'drawn' })}</abbr>
            </Table.Th>
            <Table.Th ta="right" visibleFrom={wide}>
              <abbr title={t`Lost`}>{t({ message: 'L', context: 'lost' })}</abbr>
            </Table.Th>
            <Table.Th ta="right">
              <abbr title={t`Points for`}>{t({ message: 'For', context: 'points for' })}</abbr>
            </Table.Th>
            <Table.Th ta="right" visibleFrom={wide}>
              <abbr title={t`Points against`}>{t({ message: 'Against', context: 'points against' })}</abbr>
            </Table.Th>
            <Table.Th ta="right">
              <abbr title={t`Head-to-head points`}>
                {t({ message: 'Pts', context: 'head-to-head points' })}
              </abbr>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            const mine = row.userId === myUserId;
            return (
              <Table.Tr
                key={row.userId}
                data-user-id={row.userId}
                data-mine={mine || undefined}
                aria-current={mine ? 'true' : undefined}
                {...(mine ? myRowStyle : {})}
              >
                <Table.Td>{row.rank}</Table.Td>
                <Table.Td>
                  <Group gap={6} wrap="nowrap">
                    <Text size="sm" fw="inherit">
                      {row.displayName}
                    </Text>
                    {mine && (
                      <Badge size="xs" variant="filled" color="dark">
                        <Trans>You</Trans>
                      </Badge>
                    )}
                  </Group>
                </Table.Td>
                <Table.Td ta="right">{row.played}</Table.Td>
                <Table.Td ta="right">{row.won}</Table.Td>
                <Table.Td ta="right" visibleFrom={wide}>
                  {row.drawn}
                </Table.Td>
                <Table.Td ta="right" visibleFrom={wide}>
                  {row.lost}
                </Table.Td>
                <Table.Td ta="right">{row.pointsFor}</Table.Td>
                <Table.Td ta="right" visibleFrom={wide}>
                  {row.pointsAgainst}
                </Table.Td>
                <Table.Td ta="right" fw={700}>
                  {row.points}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
