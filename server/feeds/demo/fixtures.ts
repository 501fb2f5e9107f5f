// The fixtures of a match competition in any time window, computed straight from the weekly template: no
// state and no simulation from an epoch, so any instant costs the same.
import type { MatchCompetition } from './competitions.ts';
import { eventId, randomFor, shuffled } from './random.ts';
import { MINUTE, weekIndexOf, weekStart } from './time.ts';

export interface Fixture {
  id: string;
  competition: MatchCompetition;
  commenceMs: number;
  homeTeam: string;
  awayTeam: string;
}

/** Fixtures kicking off in [fromMs, toMs), by kick-off then id. */
export function fixturesBetween(
  seed: string,
  competition: MatchCompetition,
  fromMs: number,
  toMs: number,
): Fixture[] {
  const fixtures: Fixture[] = [];
  // A round's small hours can spill into the next week, so start one week early.
  for (let week = weekIndexOf(fromMs) - 1; week <= weekIndexOf(toMs); week++) {
    const monday = weekStart(week);
    competition.schedule.forEach((round, roundIndex) => {
      const inWindow = round.kickOffs.some((kickOff) => {
        const at = monday + kickOff.offsetMinutes * MINUTE;
        return at >= fromMs && at < toMs;
      });
      if (!inWindow) return;
      const order = shuffled(competition.roster, randomFor(seed, competition.key, week, roundIndex, 'draw'));
      let match = 0;
      for (const kickOff of round.kickOffs) {
        const commenceMs = monday + kickOff.offsetMinutes * MINUTE;
        for (let n = 0; n < kickOff.count; n++, match++) {
          if (commenceMs < fromMs || commenceMs >= toMs) continue;
          fixtures.push({
            id: eventId(seed, competition.key, week, roundIndex, match),
            competition,
            commenceMs,
            homeTeam: order[2 * match] as string,
            awayTeam: order[2 * match + 1] as string,
          });
        }
      }
    });
  }
  return fixtures.sort((a, b) => a.commenceMs - b.commenceMs || a.id.localeCompare(b.id));
}
