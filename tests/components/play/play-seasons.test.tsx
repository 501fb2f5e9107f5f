import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { EventDto } from '#core/contract/predictions.ts';
import type { CompetitionDto, SportGroupDto } from '#core/contract/static-lookups.ts';
import { players, renderApp } from '../../test-utils/app.tsx';
import { apiUrl, mswServer, staticLookupHandlers, useMswServer } from '../../test-utils/msw.ts';
import {
  creditAction,
  eplSeasons,
  groupsWithOutrights,
  localDateTime,
  match,
  myWeek,
  pick,
  serve,
  summary,
  playTestOptions,
  preloadEventsScreen,
} from './play-fixtures.ts';

useMswServer(staticLookupHandlers.allSportsAndCompetitions());
beforeAll(preloadEventsScreen);

describe('an archived season', playTestOptions, () => {
  // Away first, as a feed may list them: the card still reads in the fixture's order.
  const finalScore = (home: string, away: string) => [
    { name: 'Chelsea', score: away },
    { name: 'Arsenal', score: home },
  ];
  const played: EventDto = match('old-1', 'Arsenal', 'Chelsea', '2026-03-14T15:00:00.000Z', [20, 34, 41], {
    status: 'completed',
    locked: true,
    scores: finalScore('1', '2'),
    winner: 'Chelsea',
    myPick: pick('old-1', 'Chelsea', 41, {
      locked: true,
      result: 'won',
      basePoints: 41,
      boostedPoints: 41,
      ledger: [
        ...pick('old-1', 'Chelsea', 41).ledger,
        { kind: 'settled', at: '2026-03-14T17:00:00.000Z', base: 0, boosted: 0, result: 'lost' },
        {
          kind: 'corrected',
          at: '2026-03-15T09:00:00.000Z',
          base: 41,
          boosted: 41,
          result: 'won',
          previousResult: 'lost',
        },
      ],
    }),
  });

  it('shows results and the player’s own picks, and offers nothing to pick or save', async () => {
    const seasons = serve.seasons();
    const events = serve.events([played]);
    const { user } = renderApp({ path: '/play/Football/soccer_epl/s-2025', user: players.player });
    expect(await screen.findByText('Archived season 2025/26')).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Arsenal v Chelsea' });
    expect(within(card).getByText('Final')).toBeInTheDocument();
    // The score says what it is in words a screen reader reads, not in an aria-label a <p> may not have.
    const score = within(card).getByText(/Arsenal 1 – Chelsea 2/u);
    expect(score).toHaveTextContent('Score: Arsenal 1 – Chelsea 2');
    expect(score).not.toHaveAttribute('aria-label');
    expect(within(card).getByText('Winner: Chelsea')).toBeInTheDocument();
    expect(within(card).getByText('Your pick: Chelsea, worth 41 pts')).toBeInTheDocument();
    expect(within(card).getByText('Won')).toBeInTheDocument();
    expect(within(card).getByText('Scored 41 pts')).toBeInTheDocument();
    // Read-only: the outcomes are text, and there is no slip, no save and no credits.
    expect(within(card).queryByRole('button', { name: /worth/u })).not.toBeInTheDocument();
    expect(within(card).getByText('Chelsea: 41 pts')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save predictions' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply a multiplier' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your selections' })).not.toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Show details' }));
    const rows = within(within(card).getByRole('table', { name: 'Pick ledger' }))
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual([
      `${localDateTime('2026-11-16T09:00:00.000Z')}SavedChelsea at a fair probability of 24.4%: worth 41 pts00`,
      `${localDateTime('2026-03-14T17:00:00.000Z')}SettledLost00`,
      `${localDateTime('2026-03-15T09:00:00.000Z')}CorrectedResult corrected from Lost to Won+41+41`,
    ]);
    expect(seasons.queries.map((query) => query.get('competition'))).toEqual(['soccer_epl']);
    expect(events.queries.map((query) => Object.fromEntries(query))).toEqual([
      { competition: 'soccer_epl', season: 's-2025' },
    ]);
  });

  it('links to past seasons from the competition’s view', async () => {
    serve.seasons();
    serve.week();
    serve.credits();
    serve.events([]);
    const { user, router } = renderApp({ path: '/play/Football/soccer_epl', user: players.player });
    const past = await screen.findByRole('navigation', { name: 'Past seasons' });
    expect(
      within(past)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['2025/26']);
    // The seasons and the week's events are separate answers, each drawn when it comes.
    expect(await screen.findByText('No events available yet')).toBeInTheDocument();
    serve.events([played]);
    await user.click(within(past).getByRole('link', { name: '2025/26' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/play/Football/soccer_epl/s-2025'));
    expect(await screen.findByText('Archived season 2025/26')).toBeInTheDocument();
  });

  it('an unknown season is not found', async () => {
    serve.seasons(eplSeasons);
    renderApp({ path: '/play/Football/soccer_epl/s-1999', user: players.player });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Oops! Page not found' }),
    ).toBeInTheDocument();
  });
});

describe('filtered views', playTestOptions, () => {
  it('asks for the sport’s or the competition’s events only', async () => {
    serve.week();
    serve.seasons();
    serve.credits();
    const events = serve.events();
    renderApp({ path: '/play/football', user: players.player });
    expect(await screen.findByRole('heading', { level: 1, name: 'Football' })).toBeInTheDocument();
    await screen.findByRole('article', { name: 'Arsenal v Chelsea' });
    expect(Object.fromEntries(events.queries[0] ?? [])).toEqual({ sport: 'Football' });
  });
});

describe('a multiplier on a pick', playTestOptions, () => {
  it('is applied on an unlocked saved pick and shows on it', async () => {
    let held = myWeek([pick('e2', 'Liverpool', 14)]);
    serve.week(() => held);
    serve.credits();
    serve.events();
    const redeem = serve.redeem(() => {
      held = myWeek([pick('e2', 'Liverpool', 14, { multiplier: 2 })]);
      return creditAction('multiplierRedeemed', 2, summary({ predictions: 1 }));
    });
    const { user } = renderApp({ path: '/play', user: players.player });
    const card = await screen.findByRole('article', { name: 'Liverpool v Everton' });
    await user.click(await within(card).findByRole('button', { name: 'Apply a multiplier' }));
    expect(await screen.findByText('Multiplier applied')).toBeInTheDocument();
    expect(await within(card).findByText('x2')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Remove the multiplier' })).toBeInTheDocument();
    expect(redeem.bodies).toEqual([{ typeId: 2, predictionId: 'p-e2', requestId: expect.any(String) }]);
  });
});

describe('a visitor without a session', playTestOptions, () => {
  it('sees the events with nothing to pick and is offered to sign up', async () => {
    serve.events();
    renderApp({ path: '/play' });
    const card = await screen.findByRole('article', { name: 'Arsenal v Chelsea' });
    expect(screen.getByRole('link', { name: 'Sign up to play' })).toHaveAttribute('href', '/signup');
    expect(within(card).getByText('Arsenal: 20 pts')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save predictions' })).not.toBeInTheDocument();
  });

  it('whose guest sign-up on load is refused (429) still sees the week, with one calm notice and no popup', async () => {
    serve.events();
    let signUps = 0;
    mswServer.use(
      http.post(apiUrl('auth/v1/easy/signUp'), () => {
        signUps += 1;
        return HttpResponse.json(
          {
            statusCode: 429,
            error: 'Too Many Requests',
            code: 'tooManyRequests',
            message: 'Too many requests. Please try again in 30 seconds.',
          },
          { status: 429 },
        );
      }),
    );
    const { user } = renderApp({
      path: '/play',
      settings: { environment: 'dev', captcha: { provider: 'dev', siteKey: null } },
    });
    const text =
      'We could not start a guest game for you just now. Look around as you like, and play a little later.';
    const notice = (await screen.findByText(text)).closest('[role="status"]') as HTMLElement;
    expect(notice).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Arsenal v Chelsea' });
    expect(within(card).getByText('Arsenal: 20 pts')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign up to play' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(signUps).toBe(1);

    await user.click(within(notice).getByRole('button', { name: 'Close' }));
    expect(screen.queryByText(/We could not start a guest game/u)).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('an outright competition', playTestOptions, () => {
  const masters: EventDto = {
    id: 'masters-2027',
    competitionKey: 'golf_masters_tournament_winner',
    sportId: 'Golf',
    commenceTime: '2027-04-08T12:00:00.000Z',
    homeTeam: null,
    awayTeam: null,
    status: 'scheduled',
    locked: false,
    scores: null,
    markets: [
      {
        key: 'outrights',
        line: null,
        outcomes: [
          { name: 'Scottie Scheffler', probability: 0.2, booksUsed: 6, points: 50 },
          { name: 'Rory McIlroy', probability: 0.1, booksUsed: 6, points: 100 },
          { name: 'Tiger Woods', probability: 0.005, booksUsed: 6, points: 300 },
        ],
      },
    ],
    myPick: null,
  };
  const mastersSeason = {
    id: 'masters-s-2027',
    competitionKey: 'golf_masters_tournament_winner',
    label: '2027',
    startsAt: '2026-06-01T00:00:00.000Z',
    endsAt: '2027-05-01T00:00:00.000Z',
    archived: false,
  };

  it('shows the runners with their points and saves one pick for the season', async () => {
    mswServer.use(staticLookupHandlers.allSportsAndCompetitions(groupsWithOutrights));
    serve.seasons([mastersSeason]);
    serve.week(myWeek());
    const events = serve.events([masters]);
    const saved: unknown[] = [];
    mswServer.use(
      http.put(apiUrl('predictions/v1/MyOutrightPicks/masters-2027'), async ({ request }) => {
        const body = (await request.json()) as { outcome: string };
        saved.push(body);
        return HttpResponse.json(
          pick('masters-2027', body.outcome, 100, {
            marketKey: 'outrights',
            competitionKey: 'golf_masters_tournament_winner',
          }),
        );
      }),
    );
    const { user } = renderApp({ path: '/play/Golf/golf_masters_tournament_winner', user: players.player });
    const card = await screen.findByRole('article', { name: 'Masters winners' });
    expect(within(card).getByText(`Kick-off ${localDateTime(masters.commenceTime)}`)).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Tiger Woods worth 300 pts' })).toBeEnabled();
    await user.click(within(card).getByRole('button', { name: 'Rory McIlroy worth 100 pts' }));
    expect(await screen.findByText('Predictions Saved')).toBeInTheDocument();
    expect(saved).toEqual([{ outcome: 'Rory McIlroy' }]);
    expect(await within(card).findByText('Your pick: Rory McIlroy, worth 100 pts')).toBeInTheDocument();
    const chosen = within(card).getByRole('button', { name: 'Rory McIlroy worth 100 pts' });
    expect(chosen).toHaveAttribute('aria-pressed', 'true');
    // Chosen, not unavailable: it stays enabled, and choosing it again sends nothing.
    expect(chosen).toBeEnabled();
    await user.click(chosen);
    expect(saved).toEqual([{ outcome: 'Rory McIlroy' }]);
    expect(Object.fromEntries(events.queries[0] ?? [])).toEqual({
      competition: 'golf_masters_tournament_winner',
      season: 'masters-s-2027',
    });
    // Outrights are outside the weekly allowance: no slip here.
    expect(screen.queryByRole('region', { name: 'Your selections' })).not.toBeInTheDocument();
  });

  it('shows an outright the feed has not priced yet as an outright, titled by its competition', async () => {
    mswServer.use(staticLookupHandlers.allSportsAndCompetitions(groupsWithOutrights));
    serve.seasons([mastersSeason]);
    serve.week(myWeek());
    serve.events([{ ...masters, status: 'live', markets: [] }]);
    renderApp({ path: '/play/Golf/golf_masters_tournament_winner', user: players.player });
    const card = await screen.findByRole('article', { name: 'Masters winners' });
    expect(within(card).getByText(/^No runners priced yet/u)).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: /\bv\b/u })).not.toBeInTheDocument();
  });

  it('is its sport’s page when it is the sport’s one open competition', async () => {
    mswServer.use(staticLookupHandlers.allSportsAndCompetitions(groupsWithOutrights));
    serve.seasons([mastersSeason]);
    serve.week(myWeek());
    serve.events([]);
    const { router } = renderApp({ path: '/play/Golf', user: players.player });
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/play/Golf/golf_masters_tournament_winner'),
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'Masters winners' })).toBeInTheDocument();
  });

  it('is linked from its sport’s page beside the sport’s matches', async () => {
    const [golf] = groupsWithOutrights.slice(-1) as [SportGroupDto];
    const withMatches: SportGroupDto = {
      ...golf,
      competitions: [
        ...golf.competitions,
        {
          ...(golf.competitions[0] as CompetitionDto),
          key: 'golf_matchplay',
          displayName: 'Matchplay',
          hasOutrights: false,
          marketTypes: ['h2h'],
        },
      ],
    };
    mswServer.use(
      staticLookupHandlers.allSportsAndCompetitions([...groupsWithOutrights.slice(0, -1), withMatches]),
    );
    serve.seasons([mastersSeason]);
    serve.week(myWeek());
    serve.events([]);
    const { user, router } = renderApp({ path: '/play/Golf', user: players.player });
    const outrights = await screen.findByRole('navigation', { name: 'Outrights' });
    await user.click(within(outrights).getByRole('link', { name: 'Masters winners' }));
    expect(router.state.location.pathname).toBe('/play/Golf/golf_masters_tournament_winner');
  });
});
