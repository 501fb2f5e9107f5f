import './catalog.ts';
import './styles.ts';
import './league-refusals.ts';
import '@mantine/core/styles/Tabs.css';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Anchor, Group, Loader, SimpleGrid, Stack, Tabs } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { LeagueDetailsDto } from '#core/contract/leagues.ts';
import { getLeague } from '#src/api/leagues/get-league.ts';
import { leaveLeague } from '#src/api/leagues/leave-league.ts';
import { useApiData } from '#src/hooks/use-api-data.ts';
import { namedRoutes } from '#src/lib/routes/paths.ts';
import { useAppServices } from '#src/lib/services/AppServices.tsx';
import { useSession } from '#src/lib/session/use-auth.ts';
import { toast } from '#src/lib/toast.ts';
import { ConfirmButton } from './ConfirmButton.tsx';
import { HeadToHead } from './HeadToHead.tsx';
import { LeagueErrorNotice } from './LeagueErrorNotice.tsx';
import { LeagueHeader } from './LeagueHeader.tsx';
import { LeagueMembers } from './LeagueMembers.tsx';
import { LeagueStandings } from './LeagueStandings.tsx';
import { OwnerPowers } from './OwnerPowers.tsx';
import { useSportGroups } from './use-sport-groups.ts';

/** A member's view of a league; its own chunk (LeagueDetailsPage.tsx), loaded once the gate lets the player in. */
export function LeagueDetails({ leagueId }: { leagueId: string }) {
  const { t } = useLingui();
  const { api } = useAppServices();
  const navigate = useNavigate();
  const session = useSession();
  const myUserId = session.user?.userId ?? null;
  const groups = useSportGroups();
  const [loaded, reload] = useApiData(`league:${leagueId}`, (client) => getLeague(client, leagueId));
  // What the owner's last change answered, until the next load.
  const [changed, setChanged] = useState<LeagueDetailsDto | null>(null);

  if (loaded.status === 'loading') return <Loader aria-label={t`Loading`} />;
  if (loaded.status === 'error') return <LeagueErrorNotice error={loaded.error} retry={reload} />;
  const league = changed?.id === leagueId ? changed : loaded.data;
  const backHome = () => void navigate(namedRoutes.leaguesHome(), { replace: true });
  const name = league.name;

  return (
    <Stack gap="md">
      <Anchor component={Link} to={namedRoutes.leaguesHome()} size="sm">
        <Trans>← My leagues</Trans>
      </Anchor>
      <LeagueHeader league={league} groups={groups} />
      {/* Not kept mounted: the head-to-head view asks the server only once it is opened. */}
      <Tabs defaultValue="classic" keepMounted={false}>
        <Tabs.List aria-label={t`League tables`} mb="sm">
          <Tabs.Tab value="classic">
            <Trans>Classic</Trans>
          </Tabs.Tab>
          <Tabs.Tab value="head-to-head">
            <Trans>Head-to-head</Trans>
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="classic">
          <LeagueStandings league={league} myUserId={myUserId} />
        </Tabs.Panel>
        <Tabs.Panel value="head-to-head">
          <HeadToHead league={league} myUserId={myUserId} />
        </Tabs.Panel>
      </Tabs>
      <SimpleGrid cols={{ base: 1, md: league.isOwner ? 2 : 1 }} spacing="md">
        <LeagueMembers
          league={league}
          myUserId={myUserId}
          onRemoved={(userId) =>
            setChanged({
              ...league,
              memberCount: league.memberCount - 1,
              members: league.members.filter((member) => member.userId !== userId),
            })
          }
        />
        {league.isOwner && <OwnerPowers league={league} onChanged={setChanged} onDeleted={backHome} />}
      </SimpleGrid>
      {!league.isOwner && (
        <Group>
          <ConfirmButton
            label={t`Leave league`}
            question={<Trans>Leave {name}? You can join again later with its code.</Trans>}
            action={async () => {
              await leaveLeague(api, league.id);
              toast.success(t`You left ${name}`, undefined, { timeout: true });
              backHome();
            }}
          />
        </Group>
      )}
    </Stack>
  );
}
