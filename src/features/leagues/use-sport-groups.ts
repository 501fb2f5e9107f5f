import type { SportGroupDto } from '#core/contract/static-lookups.ts';
import { getAllSportsAndCompetitions } from '#src/api/static-lookups/get-all-sports-and-competitions.ts';
import { useApiData } from '#src/hooks/use-api-data.ts';

/** The sports and their competitions (static lookups), to name and choose a league's scope; null until known. */
export function useSportGroups(): SportGroupDto[] | null {
  const [groups] = useApiData('all-sports-and-competitions', getAllSportsAndCompetitions);
  return groups.status === 'ready' ? groups.data : null;
}
