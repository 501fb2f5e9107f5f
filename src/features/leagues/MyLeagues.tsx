import { Link } from 'react-router-dom';
import { Anchor, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { LeagueLimitsDto, LeagueSummaryDto } from '#core/contract/leagues.ts';
import type { SportGroupDto } from '#core/contract/static-lookups.ts';
import { namedRoutes } from '#src/lib/routes/paths.ts';
import { LeagueBadges } from './LeagueBadges.tsx';
import { scopeName } from './league-texts.ts';

/** "Created 1/3 · Joined 2/10": what the player's role still allows (docs/game-rules.md §9). */
export function LeagueLimits({ limits }: { limits: LeagueLimitsDto }) {
  const created = `${limits.created}/${limits.maxCreated}`;
  const joined = `${limits.joined}/${limits.maxJoined}`;
  return (
    <Group gap="lg" data-testid="league-limits">
      <Text size="sm">
        <Trans>Created {created}</Trans>
      </Text>
      <Text size="sm">
        <Trans>Joined {joined}</Trans>
      </Text>
    </Group>
  );
}

export interface MyLeaguesProps {
  leagues: LeagueSummaryDto[];
  groups: SportGroupDto[] | null;
  /** My rank in each league this week, by league id, when the leaderboards know it. */
  ranks?: ReadonlyMap<string, number>;
}

/** The leagues I own or belong to: name (to the details), scope, members, my rank, owner badge. */
export function MyLeagues({ leagues, groups, ranks }: MyLeaguesProps) {
  const { i18n } = useLingui();
  return (
    <Card withBorder component="section" aria-labelledby="my-leagues-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="my-leagues-title">
          <Trans>My leagues</Trans>
        </Title>
        {leagues.length === 0 ? (
          <Text c="dimmed" size="sm">
            <Trans>You are in no league yet: create one, or join one below.</Trans>
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={280}>
            <Table verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>
                    <Trans>League</Trans>
                  </Table.Th>
                  <Table.Th visibleFrom="sm">
                    <Trans>Counts</Trans>
                  </Table.Th>
                  <Table.Th ta="right">
                    <Trans>Members</Trans>
                  </Table.Th>
                  <Table.Th ta="right">
                    <Trans>My rank</Trans>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {leagues.map((league) => {
                  const scope = scopeName(league.scope, groups);
                  const rank = ranks?.get(league.id);
                  return (
                    <Table.Tr key={league.id} data-league-id={league.id}>
                      <Table.Td>
                        <Group gap={6}>
                          <Anchor component={Link} to={namedRoutes.leagueDetails(league.id)} fw={600}>
                            {league.name}
                          </Anchor>
                          <LeagueBadges league={league} />
                        </Group>
                      </Table.Td>
                      <Table.Td visibleFrom="sm">
                        {typeof scope === 'string' ? scope : i18n._(scope)}
                      </Table.Td>
                      <Table.Td ta="right">{league.memberCount}</Table.Td>
                      <Table.Td ta="right">{rank ?? '–'}</Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Card>
  );
}

/** "4 members". */
export function MemberCount({ count }: { count: number }) {
  return <Plural value={count} one="# member" other="# members" />;
}
