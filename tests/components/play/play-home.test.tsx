import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { players, renderApp } from '../../test-utils/app.tsx';
import { apiUrl, recordRequests, staticLookupHandlers, useMswServer } from '../../test-utils/msw.ts';
import {
  credit,
  creditAction,
  gameweek,
  localDateTime,
  myCredits,
  myWeek,
  pick,
  refusal,
  serve,
  summary,
  weekEvents,
  playTestOptions,
  preloadEventsScreen,
  slipOpen,
} from './play-fixtures.ts';

useMswServer(staticLookupHandlers.allSportsAndCompetitions());
beforeAll(preloadEventsScreen);

const signedIn = { path: '/play', user: players.player };

/** The summary as "label: value" lines. */
async function summaryLines(): Promise<string[]> {
  const region = await screen.findByLabelText('Week summary');
  const terms = within(region)
    .getAllByRole('term')
    .map((term) => term.textContent);
  const values = within(region)
    .getAllByRole('definition')
    .map((value) => value.textContent);
  return terms.map((term, index) => `${term}: ${values[index]}`);
}

const counter = () => screen.getByTestId('slip-counter');
/** A credits button once the credits are in: the panel is drawn with its buttons off while they load. */
async function creditButton(name: string): Promise<HTMLElement> {
  const button = await screen.findByRole('button', { name });
  await waitFor(() => expect(button).toBeEnabled());
  return button;
}

describe('/play home', playTestOptions, () => {
  it('shows the week summary with its numbers, the counter and the week’s events', async () => {
    serve.week(
      myWeek([pick('e2', 'Liverpool', 14), pick('e3', 'Draw', 33)], {
        credits: 3,
        totalScore: 47,
        boostedScore: 94,
        maxPredictions: 6,
      }),
    );
    serve.credits(myCredits([credit('c1', 3), credit('c2', 2), credit('c3', 1)]));
    serve.events();
    const rankAsked = serve.myRank(3, 1250);
    renderApp(signedIn);
    expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
    await waitFor(async () =>
      expect(await summaryLines()).toEqual([
        'Predictions: 2',
        'Credits: 3',
        'Total score: 47',
        'Boosted score: 94',
        'Max predictions this week: 6',
        'Rank this gameweek: 3 of 1,250',
      ]),
    );
    expect(rankAsked.queries.map((query) => Object.fromEntries(query))).toEqual([
      { period: '4', periodKey: gameweek },
    ]);
    expect(screen.getByText('Gameweek 2026-W47: 16/11/2026 to 22/11/2026')).toBeInTheDocument();
    await slipOpen('2/6');
    expect(screen.getByRole('group', { name: 'Credits held' })).toHaveTextContent(
      'Extra predictions: 1Multipliers: 1Bonus points: 1',
    );
    // Every event, with its kick-off in the browser's time zone, under the day it starts on.
    for (const event of weekEvents) {
      const card = screen.getByRole('article', { name: `${event.homeTeam} v ${event.awayTeam}` });
      expect(card).toHaveTextContent(`Kick-off ${localDateTime(event.commenceTime)}`);
    }
    // Days in order, each with its events by kick-off (Brighton at 15:00 before Liverpool at 20:00).
    const byDay = new Map<string, string[]>();
    for (const event of weekEvents.toSorted((a, b) => a.commenceTime.localeCompare(b.commenceTime))) {
      const day = localDateTime(event.commenceTime).slice(0, 10);
      byDay.set(day, [...(byDay.get(day) ?? []), `${event.homeTeam} v ${event.awayTeam}`]);
    }
    // Each day is a section headed h2 under the page's h1, each match an h3: no level is skipped
    // (axe heading-order).
    const levels = screen.getAllByRole('heading').map((heading) => Number(heading.tagName.slice(1)));
    expect(levels[0]).toBe(1);
    levels.slice(1).forEach((level, index) => expect(level).toBeLessThanOrEqual((levels[index] ?? 0) + 1));
    for (const [day, names] of byDay) {
      const section = screen.getByRole('region', { name: day });
      expect(within(section).getByRole('heading', { level: 2 })).toHaveTextContent(day);
      expect(
        within(section)
          .getAllByRole('heading', { level: 3 })
          .map((heading) => heading.textContent),
      ).toEqual(names);
      expect(
        within(section)
          .getAllByRole('article')
          .map((card) => card.getAttribute('aria-label')),
      ).toEqual(names);
    }
    // The saved picks are pressed in the slip and shown with their frozen price.
    expect(screen.getByRole('button', { name: 'Liverpool worth 14 pts' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // Named by what it shows, not by an aria-label of other words (axe label-content-name-mismatch).
    expect(screen.getByRole('button', { name: 'Liverpool worth 14 pts' })).not.toHaveAttribute('aria-label');
    const liverpool = screen.getByRole('article', { name: 'Liverpool v Everton' });
    expect(within(liverpool).getByText('Your pick: Liverpool, worth 14 pts')).toBeInTheDocument();
  });

  it('asks for each thing once, even under StrictMode', async () => {
    serve.week();
    serve.credits();
    serve.events();
    serve.myRank(null);
    const requests = recordRequests();
    renderApp({ ...signedIn, strict: true });
    await slipOpen('0/5');
    await screen.findByText('No settled pick yet');
    expect(requests.toSorted()).toEqual([
      `GET ${apiUrl('StaticLookups/v1/AllSportsAndCompetitions')}`,
      `GET ${apiUrl('account/v1/myCredits')}`,
      `GET ${apiUrl('leaderboards/v1/MyRank')}?period=4&periodKey=${gameweek}`,
      `GET ${apiUrl('predictions/v1/Events')}`,
      `GET ${apiUrl('predictions/v1/MyWeek')}`,
    ]);
  });

  it('says so when the week has no events', async () => {
    serve.week();
    serve.credits();
    serve.events([]);
    renderApp(signedIn);
    expect(await screen.findByText('No events available yet')).toBeInTheDocument();
  });
});

describe('credits on the home view', playTestOptions, () => {
  it('redeeming an extra prediction raises the limit of the slip and the summary', async () => {
    let held = myWeek();
    serve.week(() => held);
    serve.credits(myCredits([credit('c1', 3)]));
    serve.events();
    const redeem = serve.redeem(() => {
      held = myWeek([], { maxPredictions: 6 });
      return creditAction('extraPredictionRedeemed', 3, held.summary);
    });
    const { user } = renderApp(signedIn);
    await slipOpen('0/5');
    await user.click(await creditButton('Redeem an extra prediction'));
    expect(await screen.findByText('Extra prediction credit redeemed')).toBeInTheDocument();
    await slipOpen('0/6');
    expect(await summaryLines()).toContain('Max predictions this week: 6');
    expect(redeem.bodies).toEqual([{ typeId: 3, requestId: expect.any(String) }]);
  });

  it('says No credits available when the server has none to spend', async () => {
    serve.week();
    serve.credits();
    serve.events();
    serve.redeem(() => refusal(400, 'noCredits'));
    const { user } = renderApp(signedIn);
    await user.click(await creditButton('Redeem an extra prediction'));
    expect(await screen.findByText('No credits available')).toBeInTheDocument();
    expect(counter()).toHaveTextContent('0/5');
  });

  it('words a coded credit refusal from its code and params', async () => {
    serve.week();
    serve.credits();
    serve.events();
    serve.redeem(() => refusal(400, 'creditGameweekLimit', { max: 2, creditType: 'ExtraPrediction' }));
    const { user } = renderApp(signedIn);
    await user.click(await creditButton('Redeem an extra prediction'));
    const toast = await screen.findByText('Up to 2 extra prediction credits can be redeemed each gameweek.');
    expect(toast.closest('[data-toast]')).toHaveAttribute('data-toast', 'error');
  });

  it('shows the server’s own sentence for a code it has no words for', async () => {
    serve.week();
    serve.credits();
    serve.events();
    serve.redeem(() =>
      HttpResponse.json(
        {
          statusCode: 400,
          error: 'Bad Request',
          code: 'someNewRule',
          message: 'A rule this build does not know.',
        },
        { status: 400 },
      ),
    );
    const { user } = renderApp(signedIn);
    await user.click(await creditButton('Redeem an extra prediction'));
    expect(await screen.findByText('A rule this build does not know.')).toBeInTheDocument();
  });

  it('revokes a redeemed extra prediction', async () => {
    let held = myWeek([], { maxPredictions: 6 });
    serve.week(() => held);
    serve.credits(myCredits([], [credit('c1', 3, { redeemedGameweek: '2026-W47' })]));
    serve.events();
    const revoke = serve.revoke(() => {
      held = myWeek();
      return creditAction('extraPredictionRevoked', 3, summary());
    });
    const { user } = renderApp(signedIn);
    await slipOpen('0/6');
    await user.click(await creditButton('Revoke an extra prediction'));
    expect(await screen.findByText('Extra prediction credit revoked')).toBeInTheDocument();
    await slipOpen('0/5');
    expect(revoke.bodies).toEqual([{ typeId: 3 }]);
  });

  it('welcomes a newcomer with three lines on the weekly game until they are read, once per browser', async () => {
    serve.week();
    serve.events();
    const first = renderApp(signedIn);
    const welcome = await screen.findByRole('region', { name: 'Welcome to Longshot' });
    expect(
      within(welcome)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Pick up to 5 outcomes a week across ten sports, each before its match kicks off.',
      'The less likely an outcome, the more points it is worth, fixed when you save it.',
      'Your points count on the weekly and season leaderboards, and in leagues with friends.',
    ]);
    await first.user.click(within(welcome).getByRole('button', { name: 'Got it: show me the week' }));
    expect(screen.queryByRole('region', { name: 'Welcome to Longshot' })).not.toBeInTheDocument();
    expect(first.storage.get('welcomeMessageViewedDate')).toMatch(/^\d{4}-\d{2}-\d{2}T/u);
    first.unmount();

    renderApp({ ...signedIn, stored: { welcomeMessageViewedDate: '2026-11-20T10:00:00.000Z' } });
    await screen.findByLabelText('Week summary');
    expect(screen.queryByRole('region', { name: 'Welcome to Longshot' })).not.toBeInTheDocument();
  });
});
