import './catalog.ts';
import { useMemo } from 'react';
import { Link, Navigate, useParams } from 'react-router-dom';
import { Anchor, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CompetitionDto, SportGroupDto } from '#core/contract/static-lookups.ts';
import { getSeasons } from '#src/api/predictions/get-seasons.ts';
import { getAllSportsAndCompetitions } from '#src/api/static-lookups/get-all-sports-and-competitions.ts';
import { useApiData } from '#src/hooks/use-api-data.ts';
import { useSession } from '#src/lib/session/use-auth.ts';
import { namedRoutes } from '#src/lib/routes/paths.ts';
import { disclaimer } from '#src/lib/disclaimer.ts';
import { ErrorNotice } from '#src/components/ErrorNotice.tsx';
import { NotFoundPage } from '#src/components/NotFoundPage.tsx';
import { ArchivedSeasonView } from './ArchivedSeasonView.tsx';
import { findSelection, type EventsSelection } from './find-selection.ts';
import { WeekView } from './WeekView.tsx';

// The named routes have no entry for a season yet: its path extends the sport's (routes.tsx).
const archivedSeasonPath = (sport: string, competition: string, season: string) =>
  `${namedRoutes.CurrentSport(sport)}/${encodeURIComponent(competition)}/${encodeURIComponent(season)}`;

/** The sport page's one open competition when it is an outright; null for any other view. */
function soleOutrightOf(selection: EventsSelection): CompetitionDto | null {
  if (!selection.sport || selection.competition) return null;
  const open = selection.sportCompetitions.filter((competition) => competition.isActive);
  const [only] = open;
  return open.length === 1 && only?.hasOutrights && only.marketTypes.every((market) => market === 'outrights')
    ? only
    : null;
}

/** /play, /play/:sport, /play/:sport/:competition and /play/:sport/:competition/:seasonId. */
export function EventsPage() {
  const { t } = useLingui();
  const params = useParams();
  // Every view names competitions (the home view mixes them), so the list is always needed.
  const [lookup, retry] = useApiData('all-sports-and-competitions', getAllSportsAndCompetitions);

  if (lookup.status === 'loading') return <Loader aria-label={t`Loading`} />;
  if (lookup.status === 'error') return <ErrorNotice error={lookup.error} retry={retry} />;
  const selection = findSelection(lookup.data, params);
  if (!selection) return <NotFoundPage />;
  const onlyOutright = soleOutrightOf(selection);
  // A sport whose one open competition is an outright (Golf's Masters) has no week of matches: its page
  // is that outright's, rather than an empty week with a link.
  if (onlyOutright)
    return <Navigate replace to={namedRoutes.CurrentCompetition(onlyOutright.sportId, onlyOutright.key)} />;
  return <PlayScreen selection={selection} groups={lookup.data} />;
}

function PlayScreen({ selection, groups }: { selection: EventsSelection; groups: SportGroupDto[] }) {
  const { t, i18n } = useLingui();
  const competitions = useMemo(
    () =>
      new Map<string, CompetitionDto>(
        groups.flatMap((group) => group.competitions.map((competition) => [competition.key, competition])),
      ),
    [groups],
  );
  const { sport, competition, seasonId } = selection;
  const player = useSession().user?.userId ?? '';
  const [seasons] = useApiData(
    `seasons:${competition?.key ?? ''}`,
    (api) => getSeasons(api, competition?.key ?? ''),
    competition !== null,
  );

  const heading = sport ? sport.name : <Trans>Home</Trans>;
  let body;
  if (seasonId === null) {
    // Another player (after a sign-in or a sign-out) starts with a fresh slip and week.
    body = (
      <WeekView
        key={player}
        selection={selection}
        competitions={competitions}
        seasons={competition ? seasons : null}
        groups={groups}
      />
    );
  } else if (seasons.status === 'loading') {
    body = <Loader aria-label={t`Loading`} />;
  } else if (seasons.status === 'error') {
    body = <ErrorNotice error={seasons.error} />;
  } else {
    const season = seasons.data.find((candidate) => candidate.id === seasonId);
    if (!season || !competition) return <NotFoundPage />;
    const label = season.label;
    body = (
      <Stack gap="md">
        <Text>
          {season.archived ? <Trans>Archived season {label}</Trans> : <Trans>Season {label}</Trans>}
        </Text>
        <ArchivedSeasonView competition={competition} season={season} competitions={competitions} />
      </Stack>
    );
  }

  // A sport's outright competitions (tournament winners), reachable from its page: their runners are
  // priced long before the week they start in, so the week's list alone never shows them.
  const outrightCompetitions =
    sport && !competition ? selection.sportCompetitions.filter((candidate) => candidate.hasOutrights) : [];
  const pastSeasons =
    competition && seasonId === null && seasons.status === 'ready'
      ? seasons.data.filter((season) => season.archived)
      : [];
  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Title order={1}>{heading}</Title>
        {!sport && (
          <Anchor component={Link} to={namedRoutes.leaderboards()} size="sm">
            <Trans>Leaderboards</Trans>
          </Anchor>
        )}
      </Group>
      {competition && (
        <Stack gap={2}>
          <Title order={2} size="h3">
            {competition.displayName}
          </Title>
          <Text size="xs" c="dimmed">
            {i18n._(disclaimer)}
          </Text>
        </Stack>
      )}
      {sport && outrightCompetitions.length > 0 && (
        <Group gap="sm" component="nav" aria-label={t`Outrights`}>
          <Text size="sm">
            <Trans>Outrights:</Trans>
          </Text>
          {outrightCompetitions.map((outright) => (
            <Anchor
              key={outright.key}
              component={Link}
              to={namedRoutes.CurrentCompetition(sport.id, outright.key)}
              size="sm"
            >
              {outright.displayName}
            </Anchor>
          ))}
        </Group>
      )}
      {body}
      {sport && competition && pastSeasons.length > 0 && (
        <Group gap="sm" component="nav" aria-label={t`Past seasons`}>
          <Text size="sm">
            <Trans>Past seasons:</Trans>
          </Text>
          {pastSeasons.map((season) => (
            <Anchor
              key={season.id}
              component={Link}
              to={archivedSeasonPath(sport.id, competition.key, season.id)}
              size="sm"
            >
              {season.label}
            </Anchor>
          ))}
        </Group>
      )}
    </Stack>
  );
}
