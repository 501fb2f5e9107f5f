import './catalog.ts';
import './styles.ts';
import './league-refusals.ts';
import { Link } from 'react-router-dom';
import { Button, Group, Loader, SimpleGrid, Stack, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { getMyLeagues } from '#src/api/leagues/get-my-leagues.ts';
import { useApiData } from '#src/hooks/use-api-data.ts';
import { ErrorNotice } from '#src/components/ErrorNotice.tsx';
import { namedRoutes } from '#src/lib/routes/paths.ts';
import { CreateLeagueForm } from './CreateLeagueForm.tsx';
import { LeagueLimits, MyLeagues } from './MyLeagues.tsx';
import { PublicLeagues } from './PublicLeagues.tsx';
import { useSportGroups } from './use-sport-groups.ts';
import { useMyLeagueRanks } from './use-my-league-ranks.ts';

/**
 * /leagues for a signed-up player: my leagues and limits, a new league, the public leagues, and joining by
 * code. Its own chunk (LeaguesHomePage.tsx), loaded once the gate lets the player in.
 */
export function LeaguesHome() {
  const { t } = useLingui();
  const groups = useSportGroups();
  const [mine, retry] = useApiData('my-leagues', getMyLeagues);
  const ranks = useMyLeagueRanks(mine.status === 'ready' ? mine.data.leagues : []);
  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Title order={1}>
          <Trans>Leagues</Trans>
        </Title>
        <Group gap="xs">
          <Button component={Link} to={namedRoutes.joinLeague()} variant="default">
            <Trans>Join by code</Trans>
          </Button>
          <Button component={Link} to={namedRoutes.leaderboards()} variant="subtle">
            <Trans>Leaderboards</Trans>
          </Button>
        </Group>
      </Group>
      {mine.status === 'loading' && <Loader aria-label={t`Loading`} />}
      {mine.status === 'error' && <ErrorNotice error={mine.error} retry={retry} />}
      {mine.status === 'ready' && (
        <>
          <LeagueLimits limits={mine.data.limits} />
          <MyLeagues leagues={mine.data.leagues} groups={groups} ranks={ranks} />
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <CreateLeagueForm groups={groups} limits={mine.data.limits} />
            <PublicLeagues groups={groups} />
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}
