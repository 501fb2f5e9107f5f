import { spawn, type ChildProcess } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import {
  test as base,
  expect,
  type APIRequestContext,
  type APIResponse,
  type Locator,
  type Page,
} from '@playwright/test';
import type { ClockDto, SeasonDto } from '#core/contract/play.ts';
import type { EventDto, EventsDto } from '#core/contract/predictions.ts';
import { freePort } from '../../tests/test-utils/free-port.ts';

// What the weekly game's e2e needs besides the screens: a server of its own (it moves the game clock by
// hours, which would break every other spec's sessions and authenticator codes on the shared server),
// the development API (the movable clock, credits given to oneself), and a plan of which picks to make.

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/** A server and its throw-away PGlite directory, for one worker. */
export interface GameServer {
  url: string;
}

/**
 * The environment of playwright.config.ts's webServer, on another port and data directory. Without
 * DATABASE_URL and REDIS_URL: a PostgreSQL database shared with the main server would let this server's
 * jobs, running hours ahead, settle the events every other spec sees. CLOCK_CONTROL and NODE_ENV are left
 * to their defaults, so that a localhost PUBLIC_URL turns the movable clock on.
 */
function serverEnvironment(port: number, dataDir: string): NodeJS.ProcessEnv {
  const dropped = new Set(['DATABASE_URL', 'REDIS_URL', 'CLOCK_CONTROL', 'NODE_ENV']);
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([key]) => !dropped.has(key)));
  return {
    ...inherited,
    PORT: String(port),
    HOST: 'localhost',
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://localhost:${port}`,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: '100000',
  };
}

async function waitUntilUp(url: string, server: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 150_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) {
      throw new Error(`The game server stopped (exit ${server.exitCode}) before answering:\n${output()}`);
    }
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The game server did not answer ${url}/api/health in time:\n${output()}`);
}

async function stop(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  const killed = setTimeout(() => server.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(killed);
}

/** `test` with the app's origin (`baseURL`) on a server of the worker's own. */
export const test = base.extend<object, { gameServer: GameServer }>({
  gameServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function asks for from this pattern.
    async ({}, use, workerInfo) => {
      const port = await freePort();
      const dataDir = `/tmp/longshot-e2e-play-${process.pid}-${workerInfo.workerIndex}`;
      await rm(dataDir, { recursive: true, force: true });
      // The built SPA on the real server, as in playwright.config.ts's webServer.
      const server = spawn(process.execPath, ['server/main.ts'], {
        cwd: repoRoot,
        env: serverEnvironment(port, dataDir),
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      const keep = (chunk: Buffer) => {
        output = (output + chunk.toString()).slice(-8_000);
      };
      server.stdout?.on('data', keep);
      server.stderr?.on('data', keep);
      const url = `http://localhost:${port}`;
      try {
        await waitUntilUp(url, server, () => output);
        await use({ url });
      } finally {
        await stop(server);
        await rm(dataDir, { recursive: true, force: true });
      }
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ gameServer }, use) => {
    await use(gameServer.url);
  },
});

// ---- The development API (CLOCK_CONTROL on) ----

/** What the request layer sends with a state-changing call (the server's CSRF check). */
function spaHeaders(origin: string, bearer?: string): Record<string, string> {
  return {
    'content-type': 'application/json',
    'x-requested-with': 'XMLHttpRequest',
    origin,
    ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
  };
}

async function answerOf<T>(what: string, call: Promise<APIResponse>): Promise<T> {
  const response = await call;
  if (!response.ok()) throw new Error(`${what}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

/** The server's game time. */
export async function gameClock(request: APIRequestContext): Promise<Date> {
  const clock = await answerOf<ClockDto>('GET api/dev/clock', request.get('/api/dev/clock'));
  return new Date(clock.now);
}

/**
 * Moves the game clock ahead; the server runs every due job (odds and scores sync, settlement, the
 * gameweek rollover) before it answers, so the next request sees what the moved time brought.
 */
export async function advanceClock(request: APIRequestContext, origin: string, ms: number): Promise<Date> {
  const clock = await answerOf<ClockDto>(
    'POST api/dev/clock/advance',
    request.post('/api/dev/clock/advance', { headers: spaHeaders(origin), data: { ms: Math.ceil(ms) } }),
  );
  return new Date(clock.now);
}

/** The signed-in guest's bearer token, from the cookie the SPA keeps it in (src/app/session). */
async function bearerOf(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((candidate) => candidate.name === 'longshotBearer');
  if (!cookie?.value) throw new Error('No session in this browser: the longshotBearer cookie is missing.');
  return decodeURIComponent(cookie.value);
}

/** The signed-in player gives itself one credit of a type (3 = ExtraPrediction). */
export async function grantOwnCredit(page: Page, typeId: 1 | 2 | 3): Promise<void> {
  const origin = new URL(page.url()).origin;
  await answerOf(
    'POST api/dev/credits',
    page.request.post('/api/dev/credits', {
      headers: spaHeaders(origin, await bearerOf(page)),
      data: { typeId, count: 1 },
    }),
  );
}

// ---- Which picks to make ----

/** One pick the journey makes: on the match named `match`, the outcome `outcome` of its result market. */
export interface PlannedPick {
  match: string;
  outcome: string;
  kickOff: Date;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/**
 * The demo feed reports a result when the match ends: its sport's length, overtime and up to 20 minutes
 * more after kick-off, at most 4 h 05 (cricket, five-set tennis; server/feeds/demo/sport-models.ts).
 */
export const RESULT_AFTER_KICK_OFF_MS = 4.5 * HOUR;
/** A pick must not lock while the journey runs, however slow the machine. */
const KICK_OFF_MARGIN_MS = 10 * MINUTE;

/** "Arsenal v Chelsea", as the event's card is named (src/features/play/EventCard.tsx useMatchName). */
const matchName = (event: EventDto) => `${event.homeTeam ?? ''} v ${event.awayTeam ?? ''}`;

/** Monday 00:00 UTC after `now`: the end of the gameweek holding it (docs/game-rules.md §3.1). */
export function gameweekEnd(now: Date): Date {
  const day = (now.getUTCDay() + 6) % 7; // 0 = Monday
  const monday = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - day);
  return new Date(monday + 7 * 24 * HOUR);
}

/**
 * The soonest `count` events of the week that take a pick now and whose results arrive before the week
 * ends (after that the home view shows the next week). Each with its favourite: the likeliest to win, so
 * that the run usually ends with points. Matches whose name appears twice in the week are left out: the
 * journey finds a card by its name.
 */
function choosePicks(events: EventDto[], now: Date, count: number): PlannedPick[] {
  const names = new Map<string, number>();
  for (const event of events) names.set(matchName(event), (names.get(matchName(event)) ?? 0) + 1);
  const weekEnds = gameweekEnd(now).getTime();
  const open = events
    .filter((event) => {
      const kickOff = Date.parse(event.commenceTime);
      const result = event.markets.find((market) => market.key === 'h2h');
      return (
        event.status === 'scheduled' &&
        !event.locked &&
        kickOff >= now.getTime() + KICK_OFF_MARGIN_MS &&
        kickOff + RESULT_AFTER_KICK_OFF_MS < weekEnds &&
        names.get(matchName(event)) === 1 &&
        result !== undefined &&
        result.outcomes.length > 0 &&
        result.outcomes.every((outcome) => outcome.points !== null)
      );
    })
    .toSorted((a, b) => Date.parse(a.commenceTime) - Date.parse(b.commenceTime));
  return open.slice(0, count).map((event) => {
    const outcomes = event.markets.find((market) => market.key === 'h2h')?.outcomes ?? [];
    const favourite = outcomes.reduce((best, outcome) =>
      (outcome.points ?? Infinity) < (best.points ?? Infinity) ? outcome : best,
    );
    return { match: matchName(event), outcome: favourite.name, kickOff: new Date(event.commenceTime) };
  });
}

async function weekEvents(request: APIRequestContext): Promise<EventDto[]> {
  return (await answerOf<EventsDto>('GET Events', request.get('/api/predictions/v1/Events'))).events;
}

async function plannedEvent(request: APIRequestContext, pick: PlannedPick): Promise<EventDto> {
  const event = (await weekEvents(request)).find((candidate) => matchName(candidate) === pick.match);
  if (!event) throw new Error(`No event of this week is named ${pick.match}.`);
  return event;
}

/** Every outcome of a planned pick's result market: the same match picked each way. */
export async function resultOutcomes(request: APIRequestContext, pick: PlannedPick): Promise<PlannedPick[]> {
  const event = await plannedEvent(request, pick);
  const outcomes = event.markets.find((market) => market.key === 'h2h')?.outcomes ?? [];
  return outcomes.map((outcome) => ({ ...pick, outcome: outcome.name }));
}

/**
 * The season view of the planned pick's match (/play/:sport/:competition/:seasonId): read-only, every
 * event with its result (and, for an outright, its winner), as an archived season shows them.
 */
export async function seasonPathOf(request: APIRequestContext, pick: PlannedPick): Promise<string> {
  const event = await plannedEvent(request, pick);
  const seasons = await answerOf<SeasonDto[]>(
    'GET Seasons',
    request.get('/api/predictions/v1/Seasons', { params: { competition: event.competitionKey } }),
  );
  const kickOff = pick.kickOff.getTime();
  const season = seasons.find(
    (candidate) => Date.parse(candidate.startsAt) <= kickOff && kickOff < Date.parse(candidate.endsAt),
  );
  if (!season) throw new Error(`No season of ${event.competitionKey} holds ${pick.kickOff.toISOString()}.`);
  return `/play/${[event.sportId, event.competitionKey, season.id].map(encodeURIComponent).join('/')}`;
}

/**
 * `count` picks for the journey. Late in a gameweek too few events may be left whose results come
 * before it ends: then the game clock moves on to the next gameweek's start first (a fresh server:
 * no one has played yet).
 */
export async function planPicks(
  request: APIRequestContext,
  origin: string,
  count: number,
): Promise<PlannedPick[]> {
  let now = await gameClock(request);
  let picks = choosePicks(await weekEvents(request), now, count);
  if (picks.length < count) {
    const from = now.toISOString();
    now = await advanceClock(request, origin, gameweekEnd(now).getTime() - now.getTime() + MINUTE);
    base
      .info()
      .annotations.push({ type: 'clock', description: `moved from ${from} to ${now.toISOString()}` });
    picks = choosePicks(await weekEvents(request), now, count);
  }
  if (picks.length < count) {
    throw new Error(
      `Only ${picks.length} open events of this gameweek settle before it ends; need ${count}.`,
    );
  }
  return picks;
}

// ---- The /play screen, found by role and name ----

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export const slipBar = (page: Page) => page.getByRole('region', { name: 'Your selections' });
export const slipCounter = (page: Page) => page.getByTestId('slip-counter');
export const matchCard = (page: Page, pick: PlannedPick) =>
  page.getByRole('article', { name: pick.match, exact: true });

/**
 * The outcome's button on its card, named by what it shows: "Arsenal worth 20 pts" (the points move with
 * the odds), or "Arsenal no price yet" when the odds lost their consensus, which the caller then sees fail
 * by name.
 */
export const outcomeButton = (page: Page, pick: PlannedPick): Locator =>
  matchCard(page, pick).getByRole('button', {
    name: new RegExp(`^${escapeRegExp(pick.outcome)} (worth \\d+ pts|no price yet)$`),
  });

// ---- The day tabs (src/features/play/DayTabs.tsx): a view shows one day, 20 cards at a time ----

export const dayTabs = (page: Page) => page.getByRole('navigation', { name: 'Days' });

/** dd/MM of an instant in this machine's time zone, which the browser shares (no timezoneId is set). */
function dayAndMonth(instant: Date): string {
  const two = (value: number) => String(value).padStart(2, '0');
  return `${two(instant.getDate())}/${two(instant.getMonth() + 1)}`;
}

/** Opens the day tab of an instant ("Today 27/11", "Sat 28/11"). */
export async function showDayOf(page: Page, instant: Date): Promise<void> {
  const tab = dayTabs(page).getByRole('link', {
    name: new RegExp(` ${escapeRegExp(dayAndMonth(instant))}$`),
  });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-current', 'true');
}

/** Opens the pick's day and draws its cards until the pick's is there ("Show 20 more"). */
export async function revealCard(page: Page, pick: PlannedPick): Promise<void> {
  await showDayOf(page, pick.kickOff);
  await drawUntil(page, matchCard(page, pick));
}

/** Draws the list's next pages ("Show 20 more") until `card` is there, each page drawn whole first. */
export async function drawUntil(page: Page, card: Locator): Promise<void> {
  const more = page.getByRole('button', { name: /^Show \d+ more/u });
  await dayDrawn(page);
  while ((await card.count()) === 0 && (await more.count()) > 0) {
    await more.click();
    await dayDrawn(page);
  }
  await expect(card).toBeVisible();
}

/** Waits until the day's cards are all drawn: the list draws a few a commit and is busy meanwhile. */
export async function dayDrawn(page: Page): Promise<void> {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** The cards that still take a pick, in the order the view lists them. */
export function openMatches(page: Page): Locator {
  return page
    .getByRole('article')
    .filter({ has: page.getByRole('button', { name: / worth \d+ pts$/u, disabled: false }) });
}

/**
 * Opens the first day, from the one shown on, with at least `count` matches that take a pick (late in
 * the day, today may have fewer), once the slip is ready (its outcomes are enabled only then).
 */
export async function showDayWithOpenMatches(page: Page, count: number): Promise<void> {
  await expect(page.getByTestId('slip-counter')).toBeVisible({ timeout: 30_000 });
  const tabs = dayTabs(page).getByRole('link');
  // The slip (the player's week) and the day tabs (the week's events) come from two answers.
  await expect(tabs.first()).toBeVisible();
  const names = await tabs.allTextContents();
  const current = await tabs.evaluateAll((links) =>
    links.findIndex((link) => link.getAttribute('aria-current') === 'true'),
  );
  for (let index = Math.max(current, 0); index < names.length; index++) {
    if (index !== current) {
      await tabs.nth(index).click();
      await expect(tabs.nth(index)).toHaveAttribute('aria-current', 'true');
    }
    await dayDrawn(page);
    if ((await openMatches(page).count()) >= count) return;
  }
  throw new Error(`No day of this week has ${count} matches that take a pick (days: ${names.join(', ')}).`);
}

/** One figure of the home view's week summary ("Total score", "Max predictions this week", ...). */
export async function weekFigure(page: Page, label: string): Promise<Locator> {
  const summary = page.getByRole('region', { name: 'Your week' });
  await expect(summary.getByRole('term').first()).toBeVisible();
  const labels = await summary.getByRole('term').allTextContents();
  const index = labels.findIndex((text) => text.trim() === label);
  if (index < 0) throw new Error(`The week summary has no "${label}" (it has: ${labels.join(', ')}).`);
  return summary.getByRole('definition').nth(index);
}

/** Picks `pick` on /play and saves the slip. */
export async function pickAndSave(page: Page, pick: PlannedPick): Promise<void> {
  await page.goto('/play');
  await expect(slipCounter(page)).toHaveText('0/5', { timeout: 30_000 });
  await expect(outcomeButton(page, pick)).toBeEnabled();
  await outcomeButton(page, pick).click();
  await expect(slipCounter(page)).toHaveText('1/5');
  await slipBar(page).getByRole('button', { name: 'Save predictions' }).click();
  await expect(page.getByText('Predictions Saved')).toBeVisible();
}

export async function dismissCookieConsent(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Cookie Consent' });
  await dialog.getByRole('button', { name: 'Reject All' }).click();
  await expect(dialog).toBeHidden({ timeout: 15_000 });
}

/** Signs the player in through the sign-in app (a full load back to the root) and waits for their avatar. */
export async function signInThroughAuthApp(
  page: Page,
  player: { email: string; password: string; displayName?: string | null },
): Promise<void> {
  const pageLoad = { timeout: 30_000 };
  await page.goto('/auth/');
  await dismissCookieConsent(page);
  const main = page.getByRole('main');
  await main.getByLabel('Email Address').fill(player.email);
  await main.getByLabel('Password', { exact: true }).fill(player.password);
  await main.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((url) => url.pathname === '/', pageLoad);
  await expect(page.getByTestId('user-avatar')).toHaveAccessibleName(player.displayName ?? '', pageLoad);
}
