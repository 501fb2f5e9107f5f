import type { CompetitionDto, SportDto, SportGroupDto } from '#core/contract/static-lookups.ts';

export interface EventsSelection {
  sport: SportDto | null;
  competition: CompetitionDto | null;
  seasonId: string | null;
  /** The selected sport's competitions, open or not (empty on the home view): its filters and outrights. */
  sportCompetitions: CompetitionDto[];
}

export interface SelectionParams {
  sport?: string;
  competition?: string;
  seasonId?: string;
}

/**
 * What the URL selects, checked against the sports list; null when it names a sport or competition
 * that does not exist (the view then shows "page not found"). Ids compare without case, as links
 * typed by hand rarely match the casing.
 */
export function findSelection(groups: SportGroupDto[], params: SelectionParams): EventsSelection | null {
  if (!params.sport) return { sport: null, competition: null, seasonId: null, sportCompetitions: [] };
  const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
  const group = groups.find((candidate) => same(candidate.sport.id, params.sport ?? ''));
  if (!group) return null;
  const chosen = { sport: group.sport, sportCompetitions: group.competitions };
  if (!params.competition) return { ...chosen, competition: null, seasonId: null };
  const competition = group.competitions.find((candidate) => same(candidate.key, params.competition ?? ''));
  if (!competition) return null;
  return { ...chosen, competition, seasonId: params.seasonId ?? null };
}
