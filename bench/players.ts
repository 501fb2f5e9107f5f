// The benchmarks' players: new guests (each one a session and a bearer) and slips of the current week the
// server accepts. Shared by bench:api and bench:soak.
import type { EventsDto } from '#core/contract/predictions.ts';

/** The headers of a JSON write from the SPA (the CSRF guard asks for the last two). */
export function jsonHeaders(base: string, bearer?: string): Record<string, string> {
  return {
    'content-type': 'application/json',
    'x-requested-with': 'XMLHttpRequest',
    origin: base,
    ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
  };
}

/** A new guest's bearer token. */
export async function signUpGuest(base: string, token = 'bench'): Promise<string> {
  const response = await fetch(`${base}/api/auth/v1/easy/signUp`, {
    method: 'POST',
    headers: jsonHeaders(base),
    body: JSON.stringify({ token }),
  });
  if (!response.ok) throw new Error(`guest sign-up: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}

export interface Slips {
  gameweek: string;
  /** Events in the current gameweek. */
  events: number;
  /** The size of a signed-in player's events answer, uncompressed. */
  eventsBytes: number;
  /** Two five-pick slips on different events: saving one then the other changes every pick. */
  first: string;
  second: string;
}

/** Two slips of the week's open events, each pick the h2h favourite's price side: both are accepted. */
export async function twoSlips(base: string, bearer: string): Promise<Slips> {
  const response = await fetch(`${base}/api/predictions/v1/Events`, {
    headers: { authorization: `Bearer ${bearer}` },
  });
  const text = await response.text();
  const week = JSON.parse(text) as EventsDto;
  // An event that kicks off while a benchmark runs would refuse every later save of its slip: leave a margin
  // longer than the longest run (the soak's ten minutes).
  const startsLate = (event: { commenceTime: string }) =>
    Date.parse(event.commenceTime) > Date.now() + 15 * 60_000;
  const open = week.events.filter((event) => !event.locked && event.homeTeam !== null && startsLate(event));
  const slip = (from: number) =>
    open.slice(from, from + 5).flatMap((event) => {
      const outcome = event.markets
        .find((market) => market.key === 'h2h')
        ?.outcomes.find((candidate) => candidate.probability !== null);
      return outcome ? [{ eventId: event.id, marketKey: 'h2h' as const, outcome: outcome.name }] : [];
    });
  const [first, second] = [slip(0), slip(5)];
  if (first.length < 5 || second.length < 5) throw new Error('fewer than ten open priced events this week');
  return {
    gameweek: week.gameweek,
    events: week.events.length,
    eventsBytes: Buffer.byteLength(text),
    first: JSON.stringify({ gameweek: week.gameweek, selections: first }),
    second: JSON.stringify({ gameweek: week.gameweek, selections: second }),
  };
}
