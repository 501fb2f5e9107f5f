// The rank history under a standings row (issue #10): any row, mine included, opens the player's rank and
// points per gameweek, as a chart (its own lazy chunk) with a caption, a summary and a table for screen
// readers; another member's row still shows their locked picks beside it.
import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { players, renderApp } from '../../test-utils/app.tsx';
import { staticLookupHandlers, useMswServer } from '../../test-utils/msw.ts';
import {
  bob,
  details,
  json,
  leagueId,
  leaguesTestOptions,
  leaguesUrl,
  me,
  olive,
  preloadLeagueScreens,
  rankHistory,
  rankHistoryUrl,
  row,
  serve,
  standings,
  standingsUrl,
} from './leagues-fixtures.ts';

useMswServer(staticLookupHandlers.allSportsAndCompetitions());
beforeAll(preloadLeagueScreens);

const signedIn = { path: `/league/${leagueId}/details`, user: players.player };

function serveLeague() {
  serve('get', leaguesUrl(`Leagues/${leagueId}`), () => json(details()));
  serve('get', standingsUrl(), () =>
    json(standings([row(1, olive, 60, 30, 3), row(2, me, 44, 22, 2), row(2, bob, 44, 22, 2)])),
  );
}

describe('a rank history under a standings row', leaguesTestOptions, () => {
  it('opens under my own row: caption, summary, chart and the figures as a table', async () => {
    serveLeague();
    const asked = serve('get', rankHistoryUrl(), () => json(rankHistory(me)));
    const { user } = renderApp(signedIn);
    const board = await screen.findByRole('table', { name: 'Standings' });
    await user.click(within(board).getByRole('button', { name: 'Show Ada Lovelace' }));

    const figure = await within(board).findByRole('figure', {
      name: "Ada Lovelace's rank and points per gameweek",
    });
    expect(asked[0]?.url.searchParams.get('userId')).toBe(me.userId);
    expect(within(figure).getByText("Ada Lovelace's rank and points per gameweek")).toBeVisible();
    expect(within(figure).getByTestId('rank-history-summary')).toHaveTextContent(
      'Rank 2 of 3 with 44 points after 2 gameweeks.',
    );
    const figures = within(figure).getByRole('table', {
      name: "Ada Lovelace's rank and points per gameweek",
    });
    expect(
      within(figures)
        .getAllByRole('row')
        .map((line) => line.textContent),
    ).toEqual(['GameweekPointsRunning totalRank', '2026-W4630301', '2026-W4714442']);
    // The chart's lazy chunk arrives and mounts (jsdom gives it no size, so recharts draws no svg here).
    await waitFor(() => expect(figure.querySelector('.mantine-CompositeChart-root')).not.toBeNull());
    // No picks of my own under my row: I see those on the play page.
    expect(within(board).queryByRole('group', { name: /^Picks of/ })).not.toBeInTheDocument();
  });

  it("opens under another member's row beside their locked picks", async () => {
    serveLeague();
    const asked = serve('get', rankHistoryUrl(), () =>
      json(rankHistory(bob, [{ gameweek: '2026-W47', points: 44, cumulative: 44, rank: 2 }])),
    );
    serve('get', leaguesUrl(`Leagues/${leagueId}/Members/${bob.userId}/Picks`), () =>
      json({ ...bob, gameweek: '2026-W47', picks: [] }),
    );
    const { user } = renderApp(signedIn);
    const board = await screen.findByRole('table', { name: 'Standings' });
    await user.click(within(board).getByRole('button', { name: 'Show Bob Builder' }));
    const figure = await within(board).findByRole('figure', {
      name: "Bob Builder's rank and points per gameweek",
    });
    expect(within(figure).getByTestId('rank-history-summary')).toHaveTextContent(
      'Rank 2 of 3 with 44 points after 1 gameweek.',
    );
    expect(await within(board).findByRole('group', { name: 'Picks of Bob Builder' })).toBeInTheDocument();
    expect(asked[0]?.url.searchParams.get('userId')).toBe(bob.userId);

    await user.click(within(board).getByRole('button', { name: 'Hide Bob Builder' }));
    expect(within(board).queryByRole('figure')).not.toBeInTheDocument();
  });

  it('says so when the league has no gameweek yet, and words a refusal', async () => {
    serveLeague();
    serve('get', rankHistoryUrl(), () => json(rankHistory(me, [])));
    const { user } = renderApp(signedIn);
    const board = await screen.findByRole('table', { name: 'Standings' });
    await user.click(within(board).getByRole('button', { name: 'Show Ada Lovelace' }));
    expect(await within(board).findByText('No gameweek has been played in this league yet.')).toBeVisible();
    expect(within(board).queryByRole('table', { name: /rank and points/ })).not.toBeInTheDocument();

    serve('get', rankHistoryUrl(), () =>
      json(
        {
          code: 'leagueMemberNotFound',
          params: { userId: olive.userId },
          message: `Player ${olive.userId} is not a member of this league.`,
        },
        404,
      ),
    );
    serve('get', leaguesUrl(`Leagues/${leagueId}/Members/${olive.userId}/Picks`), () =>
      json({ ...olive, gameweek: '2026-W47', picks: [] }),
    );
    await user.click(within(board).getByRole('button', { name: 'Show Olive Owner' }));
    expect(await within(board).findByRole('alert')).toHaveTextContent(
      'This player is not a member of the league.',
    );
  });
});
