// A fixture's true probabilities: the two sides' strengths, plus a little per-match form (injuries, rest,
// motivation) so the same pairing is not priced identically every time.
import { FORM_SD } from './constants.ts';
import type { Fixture } from './fixtures.ts';
import { matchModel, type MatchModel } from './match-model.ts';
import { randomFor } from './random.ts';

export type Ratings = (rosterKey: string, roster: readonly string[]) => Map<string, number>;

export function fixtureModel(fixture: Fixture, ratings: Ratings): MatchModel {
  const { competition } = fixture;
  const table = ratings(competition.key, competition.roster);
  const edge =
    (table.get(fixture.homeTeam) ?? 0) -
    (table.get(fixture.awayTeam) ?? 0) +
    FORM_SD * randomFor(fixture.id, 'form').normal();
  return matchModel(competition.sport, edge);
}
