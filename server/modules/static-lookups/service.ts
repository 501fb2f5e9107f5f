// Shapes the lookups the way the SPA reads them: each sport with its competitions, in display order.
import type { SportGroupDto } from '#core/contract/static-lookups.ts';
import type { CompetitionRow, SportRow } from '#server/db/schema.ts';
import type { StaticLookupsRepository } from './repository.ts';

/**
 * Groups competitions under their sports, keeping the sports' order. With `dropEmptySports`, a sport
 * none of whose competitions made it is left out.
 */
function groupBySport(
  sports: SportRow[],
  competitions: CompetitionRow[],
  { dropEmptySports = false } = {},
): SportGroupDto[] {
  const groups = new Map<string, SportGroupDto>(
    sports.map((sport) => [sport.id, { sport, competitions: [] }]),
  );
  for (const competition of competitions) groups.get(competition.sportId)?.competitions.push(competition);
  const all = [...groups.values()];
  return dropEmptySports ? all.filter((group) => group.competitions.length > 0) : all;
}

export function createStaticLookupsService(repository: StaticLookupsRepository) {
  return {
    emailTypes: () => repository.listEmailTypes(),
    sports: (isActive?: boolean) => repository.listSports({ isActive }),
    async allSportsAndCompetitions() {
      const [sports, competitions] = await Promise.all([
        repository.listSports(),
        repository.listCompetitions(),
      ]);
      return groupBySport(sports, competitions);
    },
    async activeSportsAndCompetitions() {
      const [sports, competitions] = await Promise.all([
        repository.listSports({ isActive: true }),
        repository.listCompetitions({ isActive: true }),
      ]);
      return groupBySport(sports, competitions);
    },
    async outrightSportsAndCompetitions() {
      const [sports, competitions] = await Promise.all([
        repository.listSports(),
        repository.listCompetitions({ hasOutrights: true }),
      ]);
      return groupBySport(sports, competitions, { dropEmptySports: true });
    },
  };
}
