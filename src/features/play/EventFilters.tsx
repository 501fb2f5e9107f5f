import { useLocation } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import type { SportGroupDto } from '#core/contract/static-lookups.ts';
import { namedRoutes } from '#src/lib/routes/paths.ts';
import type { EventsSelection } from './find-selection.ts';
import { FilterLinks, type FilterLink } from './FilterLinks.tsx';
import { dayParam } from './play-days.ts';

interface EventFiltersProps {
  selection: EventsSelection;
  groups: readonly SportGroupDto[];
}

/** The query that keeps the chosen day on another view's link. */
function useDayQuery(): string {
  const { search } = useLocation();
  const day = new URLSearchParams(search).get(dayParam);
  return day === null ? '' : `?${new URLSearchParams({ [dayParam]: day }).toString()}`;
}

/**
 * The sport filter (every sport, and all of them), and on a sport's or a competition's view the
 * competition filter (its match competitions; outrights have their own links). Each leads to the existing
 * route (/play, /play/:sport, /play/:sport/:competition) and keeps the chosen day.
 */
export function EventFilters({ selection, groups }: EventFiltersProps) {
  const { t } = useLingui();
  const query = useDayQuery();
  const { sport, competition } = selection;
  const sports: FilterLink[] = [
    { key: '', label: t`All sports`, to: `${namedRoutes.Home()}${query}`, current: sport === null },
    ...groups.map((group) => ({
      key: group.sport.id,
      label: group.sport.name,
      to: `${namedRoutes.CurrentSport(group.sport.id)}${query}`,
      current: group.sport.id === sport?.id,
    })),
  ];
  const matchCompetitions =
    sport === null
      ? []
      : selection.sportCompetitions.filter(
          (candidate) => candidate.isActive && candidate.marketTypes.some((market) => market !== 'outrights'),
        );
  const sportName = sport?.name ?? '';
  const competitions: FilterLink[] =
    sport === null
      ? []
      : [
          {
            key: '',
            label: t`All ${sportName}`,
            to: `${namedRoutes.CurrentSport(sport.id)}${query}`,
            current: competition === null,
          },
          ...matchCompetitions.map((candidate) => ({
            key: candidate.key,
            label: candidate.title,
            to: `${namedRoutes.CurrentCompetition(sport.id, candidate.key)}${query}`,
            current: competition?.key === candidate.key,
          })),
        ];
  return (
    <>
      <FilterLinks label={t`Sports`} links={sports} />
      {matchCompetitions.length > 1 && <FilterLinks label={t`Competitions`} links={competitions} />}
    </>
  );
}
