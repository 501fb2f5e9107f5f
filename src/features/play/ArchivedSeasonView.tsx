import { Loader, Stack } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { SeasonDto } from '#core/contract/play.ts';
import type { CompetitionDto } from '#core/contract/static-lookups.ts';
import { getEvents } from '#src/api/predictions/get-events.ts';
import { useApiData } from '#src/hooks/use-api-data.ts';
import { useAuth, useSession } from '#src/lib/session/use-auth.ts';
import { ErrorNotice } from '#src/components/ErrorNotice.tsx';
import { EventList } from './EventList.tsx';

interface ArchivedSeasonViewProps {
  competition: CompetitionDto;
  season: SeasonDto;
  competitions: ReadonlyMap<string, CompetitionDto>;
}

/**
 * /play/:sport/:competition/:seasonId: a past season, read-only: every event with its result, and the
 * player's own picks with their ledgers. Nothing here can be picked or changed.
 */
export function ArchivedSeasonView({ competition, season, competitions }: ArchivedSeasonViewProps) {
  const { t } = useLingui();
  const { status } = useAuth();
  const player = useSession().user?.userId ?? '';
  const query = { competition: competition.key, season: season.id };
  const [events, retry] = useApiData(
    `season-events:${competition.key}:${season.id}:${player}`,
    (api) => getEvents(api, query),
    status !== 'loading',
  );
  if (events.status === 'loading') return <Loader aria-label={t`Loading events`} />;
  if (events.status === 'error') return <ErrorNotice error={events.error} retry={retry} />;
  return (
    <Stack gap="md">
      <EventList
        events={events.data.events}
        competitions={competitions}
        showCompetition={false}
        pickOf={(event) => event.myPick ?? null}
      />
    </Stack>
  );
}
