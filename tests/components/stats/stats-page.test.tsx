// /stats (issue #11): a premium player's additional stats as charts with their figures as tables for
// screen readers; a standard player, a guest and a visitor see a preview marked as an example, with the
// way to premium; a failed load says so and retries.
import { beforeAll, describe, expect, it } from 'vitest';
import { configure, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { PlayerStatsDto } from '#core/contract/stats.ts';
import { players, renderApp } from '../../test-utils/app.tsx';
import { apiUrl, mswServer, useMswServer } from '../../test-utils/msw.ts';

useMswServer();
beforeAll(async () => {
  configure({ asyncUtilTimeout: 5000 });
  await import('#src/features/stats/StatsPage.tsx');
});

const premium = { ...players.player, userRoleId: 'PremiumPlayer' };
const testOptions = { timeout: 20_000 };

const stats: PlayerStatsDto = {
  gameweeks: [
    { gameweek: '2026-W46', base: 20, boosted: 40, settled: 2, won: 1 },
    { gameweek: '2026-W47', base: 40, boosted: 55, settled: 3, won: 1 },
  ],
  bySport: [{ sport: 'IceHockey', settled: 4, won: 1 }],
  byMarket: [{ market: 'totals', settled: 2, won: 1 }],
  odds: { taken: 4.1, won: 5.33 },
  longshots: [
    {
      eventId: 'e1',
      event: 'Zverev v Fonseca',
      outcome: 'Fonseca',
      probability: 0.1,
      boosted: 100,
      gameweek: '2026-W45',
    },
  ],
  credits: [
    { type: 1, received: 2, redeemed: 1, points: 15 },
    { type: 2, received: 1, redeemed: 1, points: 20 },
    { type: 3, received: 1, redeemed: 0, points: null },
  ],
  ranks: [{ gameweek: '2026-W47', rank: 3, players: 10 }],
};

function serveStats(answer: () => Response) {
  const asked: Request[] = [];
  mswServer.use(
    http.get(apiUrl('stats/v1/MyStats'), ({ request }) => {
      asked.push(request);
      return answer();
    }),
  );
  return asked;
}

/** The figures a chart's hidden table holds, row by row. */
function tableRows(figureName: string): string[][] {
  const figure = screen.getByRole('figure', { name: figureName });
  return within(figure)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent ?? ''),
    );
}

describe('/stats', testOptions, () => {
  it('shows a premium player their stats as charts, with the figures as tables', async () => {
    const asked = serveStats(() => HttpResponse.json(stats));
    renderApp({ path: '/stats', user: premium });
    expect(await screen.findByRole('heading', { level: 1, name: 'Additional stats' })).toBeVisible();
    await screen.findByTestId('stats-charts');
    expect(asked).toHaveLength(1);
    expect(tableRows('Points per gameweek')).toEqual([
      ['2026-W46', '20', '40', '1 / 2'],
      ['2026-W47', '40', '55', '1 / 3'],
    ]);
    expect(screen.getByText('95 points in 2 gameweeks, credits included.')).toBeVisible();
    expect(tableRows('Rank per gameweek')).toEqual([['2026-W47', '3', '10']]);
    expect(tableRows('Hit rate by sport and market')).toEqual([
      ['Ice Hockey', '25', '1 / 4'],
      ['Totals', '50', '1 / 2'],
    ]);
    expect(tableRows('Average odds taken and won')).toEqual([
      ['Taken', '4.10'],
      ['Won', '5.33'],
    ]);
    expect(tableRows('Credits')).toEqual([
      ['Bonus points', '2', '1', '15'],
      ['Multiplier', '1', '1', '20'],
      ['Extra prediction', '1', '0', '–'],
    ]);
    expect(screen.getByText('Fonseca in Zverev v Fonseca: 10% likely, 100 points (2026-W45)')).toBeVisible();
    expect(screen.queryByText('Example')).not.toBeInTheDocument();
  });

  it('shows a standard player a preview marked as an example, with Upgrade to premium, and asks nothing', async () => {
    const asked = serveStats(() => HttpResponse.json(stats));
    renderApp({ path: '/stats', user: players.player });
    expect(await screen.findByText('Additional stats come with premium')).toBeVisible();
    expect(screen.getByText('Example')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Upgrade to premium' })).toHaveAttribute('href', '/memberships');
    expect(await screen.findByTestId('stats-charts')).toBeInTheDocument();
    expect(asked).toHaveLength(0);
  });

  it('offers a guest the Upgrade to a permanent account, and a visitor Sign up', async () => {
    serveStats(() => HttpResponse.json(stats));
    const guest = renderApp({ path: '/stats', user: players.guest });
    expect(await screen.findByRole('button', { name: 'Upgrade' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Upgrade to premium' })).not.toBeInTheDocument();
    guest.unmount();
    renderApp({ path: '/stats' });
    const alert = await screen.findByText('Additional stats come with premium');
    expect(alert).toBeVisible();
    expect(
      screen
        .getAllByRole('link', { name: 'Sign up' })
        .some((link) => link.getAttribute('href') === '/signup'),
    ).toBe(true);
  });

  it('says when a premium player has nothing settled yet', async () => {
    serveStats(() =>
      HttpResponse.json({
        ...stats,
        gameweeks: [],
        bySport: [],
        byMarket: [],
        odds: { taken: null, won: null },
        longshots: [],
        ranks: [],
      }),
    );
    renderApp({ path: '/stats', user: premium });
    expect(
      await screen.findByText(
        'Your stats start once a pick of yours is settled. Make your picks for the week!',
      ),
    ).toBeVisible();
  });

  it('says a failed load plainly and tries again on Retry', async () => {
    let calls = 0;
    serveStats(() => {
      calls += 1;
      return calls === 1 ? new HttpResponse(null, { status: 500 }) : HttpResponse.json(stats);
    });
    const { user } = renderApp({ path: '/stats', user: premium });
    const alert = await screen.findByRole('alert');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('stats-charts')).toBeInTheDocument();
    expect(calls).toBe(2);
  });
});
