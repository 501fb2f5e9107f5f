import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import {
  Anchor,
  Button,
  Card,
  Group,
  Loader,
  Pagination,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { Trans, useLingui } from '@lingui/react/macro';
import type { LeagueSummaryDto } from '#core/contract/leagues.ts';
import type { SportGroupDto } from '#core/contract/static-lookups.ts';
import { getPublicLeagues } from '#src/api/leagues/get-public-leagues.ts';
import { joinLeague } from '#src/api/leagues/join-league.ts';
import { useApiData } from '#src/hooks/use-api-data.ts';
import { useSubmission } from '#src/hooks/use-submission.ts';
import { namedRoutes } from '#src/lib/routes/paths.ts';
import { useAppServices } from '#src/lib/services/AppServices.tsx';
import { toast } from '#src/lib/toast.ts';
import { LeagueErrorNotice } from './LeagueErrorNotice.tsx';
import { LeagueBadges } from './LeagueBadges.tsx';
import { scopeName } from './league-texts.ts';

const publicLeaguesPageSize = 10;

function JoinButton({ league }: { league: LeagueSummaryDto }) {
  const { t } = useLingui();
  const { api } = useAppServices();
  const navigate = useNavigate();
  const submission = useSubmission(async () => {
    const joined = await joinLeague(api, league.id);
    toast.success(t`You joined ${league.name}`, undefined, { timeout: true });
    void navigate(namedRoutes.leagueDetails(joined.id));
  });
  if (league.isMember)
    return (
      <Anchor component={Link} to={namedRoutes.leagueDetails(league.id)} size="sm">
        <Trans>Open</Trans>
      </Anchor>
    );
  return (
    <Stack gap={4} align="flex-end">
      <Button
        size="xs"
        loading={submission.busy}
        onClick={() => void submission.run()}
        aria-label={t`Join ${league.name}`}
      >
        <Trans>Join</Trans>
      </Button>
      {submission.error !== null && <LeagueErrorNotice error={submission.error} />}
    </Stack>
  );
}

/** The public leagues, most members first, with a search and pages; each joined with one click. */
export function PublicLeagues({ groups }: { groups: SportGroupDto[] | null }) {
  const { t, i18n } = useLingui();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const [result, retry] = useApiData(`public-leagues:${debounced}:${page}`, (api) =>
    getPublicLeagues(api, { search: debounced, page, pageSize: publicLeaguesPageSize }),
  );

  return (
    <Card withBorder component="section" aria-labelledby="public-leagues-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="public-leagues-title">
          <Trans>Public leagues</Trans>
        </Title>
        <TextInput
          label={t`Search public leagues`}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
        />
        {result.status === 'loading' && <Loader size="sm" aria-label={t`Loading`} />}
        {result.status === 'error' && <LeagueErrorNotice error={result.error} retry={retry} />}
        {result.status === 'ready' && result.data.leagues.length === 0 && (
          <Text c="dimmed" size="sm">
            <Trans>No public league matches.</Trans>
          </Text>
        )}
        {result.status === 'ready' && result.data.leagues.length > 0 && (
          <>
            <Table.ScrollContainer minWidth={280}>
              <Table verticalSpacing="xs" aria-label={t`Public leagues`}>
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
                    <Table.Th />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {result.data.leagues.map((league) => {
                    const scope = scopeName(league.scope, groups);
                    return (
                      <Table.Tr key={league.id} data-league-id={league.id}>
                        <Table.Td>
                          <Group gap={6}>
                            <Text fw={600} size="sm">
                              {league.name}
                            </Text>
                            <LeagueBadges league={league} />
                          </Group>
                        </Table.Td>
                        <Table.Td visibleFrom="sm">
                          {typeof scope === 'string' ? scope : i18n._(scope)}
                        </Table.Td>
                        <Table.Td ta="right">{league.memberCount}</Table.Td>
                        <Table.Td ta="right">
                          <JoinButton league={league} />
                        </Table.Td>
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            {result.data.total > result.data.pageSize && (
              <Pagination
                total={Math.ceil(result.data.total / result.data.pageSize)}
                value={page}
                onChange={setPage}
                size="sm"
                getControlProps={(control) =>
                  control === 'next'
                    ? { 'aria-label': t`Next page` }
                    : control === 'previous'
                      ? { 'aria-label': t`Previous page` }
                      : {}
                }
              />
            )}
          </>
        )}
      </Stack>
    </Card>
  );
}
