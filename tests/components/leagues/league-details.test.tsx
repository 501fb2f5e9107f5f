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
  myLeagues,
  noContent,
  olive,
  preloadLeagueScreens,
  publicPage,
  rankHistory,
  rankHistoryUrl,
  row,
  serve,
  standings,
  standingsUrl,
} from './leagues-fixtures.ts';
import type { LeagueMemberPicksDto } from '#core/contract/leagues.ts';

useMswServer(staticLookupHandlers.allSportsAndCompetitions());
beforeAll(preloadLeagueScreens);

const path = `/league/${leagueId}/details`;
const signedIn = { path, user: players.player };
const table = [row(1, olive, 60, 30, 3), row(2, me, 44, 22, 2), row(2, bob, 44, 22, 2)];

function serveLeague(league = details()) {
  serve('get', leaguesUrl(`Leagues/${leagueId}`), () => json(league));
  return serve('get', standingsUrl(), () => json(standings(table)));
}

/** Where the leagues home goes after a delete or a leave. */
function serveHome() {
  serve('get', leaguesUrl('MyLeagues'), () => json(myLeagues([])));
  serve('get', leaguesUrl('PublicLeagues'), () => json(publicPage([])));
}

describe('/league/{id}/details', leaguesTestOptions, () => {
  it('shows the header with the code and invite link, the members, and the standings with my row', async () => {
    const asked = serveLeague();
    const { user } = renderApp(signedIn);
    expect(await screen.findByRole('heading', { level: 1, name: 'Friday Five-a-side' })).toBeInTheDocument();
    expect(screen.getByLabelText('League code')).toHaveTextContent('K7QMW4TD');
    expect(screen.getByRole('button', { name: 'Copy code' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy invite link' })).toBeInTheDocument();

    const board = await screen.findByRole('table', { name: 'Standings' });
    const rows = within(board).getAllByRole('row').slice(1);
    expect(rows.map((line) => line.textContent)).toEqual([
      '1Olive Owner60303',
      '2Ada LovelaceYou44222',
      '2Bob Builder44222',
    ]);
    expect(rows[1]).toHaveAttribute('aria-current', 'true');
    expect(screen.getByTestId('my-league-rank')).toHaveTextContent('Your rank: 2');

    await user.click(screen.getByRole('radio', { name: 'Month' }));
    await waitFor(() => expect(asked.at(-1)?.url.searchParams.get('period')).toBe('2'));

    const members = screen.getByRole('table', { name: 'Members' });
    expect(within(members).getAllByRole('row')).toHaveLength(3);
    // A member (not the owner) removes no one, has no owner powers, and may leave.
    expect(within(members).queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Manage the league' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete league' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Leave league' })).toBeInTheDocument();
  });

  it("opens another member's locked picks under their row", async () => {
    serveLeague();
    const picks: LeagueMemberPicksDto = {
      userId: olive.userId,
      displayName: olive.displayName,
      gameweek: '2026-W47',
      picks: [
        {
          id: 'p1',
          eventId: 'e1',
          competitionKey: 'soccer_epl',
          homeTeam: 'Arsenal',
          awayTeam: 'Chelsea',
          commenceTime: '2026-11-21T15:00:00.000Z',
          marketKey: 'h2h',
          line: null,
          outcome: 'Arsenal',
          probability: 0.5,
          points: 20,
          multiplier: 1,
          locked: true,
          result: 'won',
          voidReason: null,
          basePoints: 20,
          boostedPoints: 20,
          ledger: [],
        },
      ],
    };
    const asked = serve('get', leaguesUrl(`Leagues/${leagueId}/Members/${olive.userId}/Picks`), () =>
      json(picks),
    );
    serve('get', rankHistoryUrl(), () => json(rankHistory(olive)));
    const { user } = renderApp(signedIn);
    const board = await screen.findByRole('table', { name: 'Standings' });
    await user.click(within(board).getByRole('button', { name: 'Show Olive Owner' }));
    const shown = await within(board).findByRole('group', { name: 'Picks of Olive Owner' });
    expect(within(shown).getByText('Arsenal')).toBeInTheDocument();
    expect(within(shown).getByText('Won')).toBeInTheDocument();
    expect(asked[0]?.url.searchParams.get('gameweek')).toBe('2026-W47');
  });

  it('lets a member leave after a confirm, back to the leagues home', async () => {
    serveLeague();
    const left = serve('delete', leaguesUrl(`Leagues/${leagueId}/Membership`), noContent);
    serveHome();
    const { user, router } = renderApp(signedIn);
    await user.click(await screen.findByRole('button', { name: 'Leave league' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave league' });
    await user.click(within(dialog).getByRole('button', { name: 'Leave league' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/leagues'));
    expect(left).toHaveLength(1);
    await screen.findByRole('region', { name: 'My leagues' });
  });

  it('gives the owner rename, a new code, member removal and delete (each confirmed), and no Leave', async () => {
    serveLeague(details({ isOwner: true }));
    const renamed = serve('put', leaguesUrl(`Leagues/${leagueId}`), () =>
      json(details({ isOwner: true, name: 'Sunday League' })),
    );
    serve('post', leaguesUrl(`Leagues/${leagueId}/Code`), () =>
      json(details({ isOwner: true, code: 'XYZW3467' })),
    );
    const removed = serve('delete', leaguesUrl(`Leagues/${leagueId}/Members/${bob.userId}`), noContent);
    const deleted = serve('delete', leaguesUrl(`Leagues/${leagueId}`), noContent);
    serveHome();
    const { user, router } = renderApp(signedIn);
    const powers = await screen.findByRole('region', { name: 'Manage the league' });
    expect(screen.queryByRole('button', { name: 'Leave league' })).not.toBeInTheDocument();

    const name = within(powers).getByLabelText('League name');
    await user.clear(name);
    await user.type(name, 'Sunday League');
    await user.click(within(powers).getByRole('button', { name: 'Rename' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sunday League' })).toBeInTheDocument();
    expect(renamed[0]?.body).toEqual({ name: 'Sunday League' });

    await user.click(within(powers).getByRole('button', { name: 'New code' }));
    await waitFor(() => expect(screen.getByLabelText('League code')).toHaveTextContent('XYZW3467'));

    const members = screen.getByRole('table', { name: 'Members' });
    expect(within(members).queryByRole('button', { name: 'Remove Ada Lovelace' })).not.toBeInTheDocument();
    await user.click(within(members).getByRole('button', { name: 'Remove Bob Builder' }));
    const confirmRemove = await screen.findByRole('dialog', { name: 'Remove' });
    expect(confirmRemove).toHaveTextContent('Remove Bob Builder from the league?');
    await user.click(within(confirmRemove).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(removed).toHaveLength(1));

    await user.click(within(powers).getByRole('button', { name: 'Delete league' }));
    const confirmDelete = await screen.findByRole('dialog', { name: 'Delete league' });
    await user.click(within(confirmDelete).getByRole('button', { name: 'Cancel' }));
    expect(deleted).toHaveLength(0);
    await user.click(within(powers).getByRole('button', { name: 'Delete league' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete league' })).getByRole('button', {
        name: 'Delete league',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/leagues'));
    expect(deleted).toHaveLength(1);
    await screen.findByRole('region', { name: 'My leagues' });
  });
});
