import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { players, renderApp } from '../../test-utils/app.tsx';
import {
  mswServer,
  apiUrl,
  recordRequests,
  staticLookupHandlers,
  useMswServer,
} from '../../test-utils/msw.ts';
import { refusalAnswer } from '../../test-utils/refusals.ts';
import { http, HttpResponse } from 'msw';
import {
  details,
  json,
  leagueId,
  leaguesTestOptions,
  leaguesUrl,
  myLeagueRanksUrl,
  myLeagues,
  preloadLeagueScreens,
  publicPage,
  serve,
  standings,
  standingsUrl,
  summary,
} from './leagues-fixtures.ts';

useMswServer(staticLookupHandlers.allSportsAndCompetitions());
beforeAll(preloadLeagueScreens);

const signedIn = { path: '/leagues', user: players.player };
const otherId = '7e0c1a2b-3c4d-4e5f-8a9b-0c1d2e3f4a5b';

function serveHome(mine = myLeagues([summary()], { created: 1, joined: 2 }), publicLeagues = publicPage([])) {
  serve('get', leaguesUrl('MyLeagues'), () => json(mine));
  serve('get', myLeagueRanksUrl, () =>
    json({ gameweek: '2026-W47', ranks: [{ leagueId, rank: 3, members: 4 }] }),
  );
  return serve('get', leaguesUrl('PublicLeagues'), () => json(publicLeagues));
}

describe('/leagues', leaguesTestOptions, () => {
  it('lists my leagues with their scope, members, my rank and owner badge, and my limits', async () => {
    serveHome(
      myLeagues([summary({ isOwner: true, memberCount: 4 })], {
        created: 1,
        maxCreated: 3,
        joined: 2,
        maxJoined: 10,
      }),
    );
    renderApp(signedIn);
    const mine = await screen.findByRole('region', { name: 'My leagues' });
    const line = await within(mine).findByRole('row', { name: /Friday Five-a-side/ });
    expect(within(line).getByRole('link', { name: 'Friday Five-a-side' })).toHaveAttribute(
      'href',
      `/league/${leagueId}/details`,
    );
    expect(within(line).getByText('Owner')).toBeInTheDocument();
    expect(within(line).getByText('Football')).toBeInTheDocument();
    expect(within(line).getByText('4')).toBeInTheDocument();
    // My rank, from the one MyLeagueRanks call for all my leagues.
    await waitFor(() => expect(within(line).getByText('3')).toBeInTheDocument());
    expect(screen.getByTestId('league-limits')).toHaveTextContent('Created 1/3');
    expect(screen.getByTestId('league-limits')).toHaveTextContent('Joined 2/10');
  });

  /**
   * Serves the league page a test opens; the function it gives waits until the page has asked for the
   * league and its standings, so that no call of this test starts during the next one (whose request
   * record would count it).
   */
  function serveLeaguePage(league: () => Response) {
    const asked = serve('get', leaguesUrl(`Leagues/${otherId}`), league);
    const board = serve('get', standingsUrl(otherId), () => json(standings([])));
    return () =>
      waitFor(() => {
        expect(asked.length).toBeGreaterThan(0);
        expect(board.length).toBeGreaterThan(0);
      });
  }

  it('refuses a name outside 3–40 characters, then creates the league and opens it', async () => {
    serveHome();
    const created = serve('post', leaguesUrl('Leagues'), () =>
      json(details({ id: otherId, isOwner: true }), 201),
    );
    const opened = serveLeaguePage(() => json(details({ id: otherId, isOwner: true })));
    const { user, router } = renderApp(signedIn);
    const form = await screen.findByRole('region', { name: 'Create a league' });
    await user.type(within(form).getByLabelText('League name'), 'ab');
    await user.click(within(form).getByRole('button', { name: 'Create league' }));
    expect(
      await within(form).findByText('A league name must be between 3 and 40 characters.'),
    ).toBeInTheDocument();
    expect(created).toHaveLength(0);

    await user.clear(within(form).getByLabelText('League name'));
    await user.type(within(form).getByLabelText('League name'), '  The   Office Pool ');
    await user.click(within(form).getByRole('radio', { name: 'Public' }));
    await user.selectOptions(within(form).getByLabelText('Which picks count'), 'competition');
    await user.click(within(form).getByRole('radio', { name: 'Total score' }));
    await user.click(within(form).getByRole('button', { name: 'Create league' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/league/${otherId}/details`));
    await opened();
    expect(created[0]?.body).toEqual({
      name: 'The Office Pool',
      visibility: 0,
      scope: { kind: 'competition', competitionKey: 'soccer_epl' },
      rankBy: 'total',
    });
  });

  it('says so when the player has created as many leagues as allowed', async () => {
    serveHome(myLeagues([], { created: 3, maxCreated: 3 }));
    renderApp(signedIn);
    const form = await screen.findByRole('region', { name: 'Create a league' });
    expect(
      within(form).getByText('You have created 3 leagues, the most your membership allows.'),
    ).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Create league' })).toBeDisabled();
  });

  it('shows the create refusal in the game’s words', async () => {
    serveHome();
    serve('post', leaguesUrl('Leagues'), () => refusalAnswer(409, 'leagueCreateLimit', { max: 3 }));
    const { user } = renderApp(signedIn);
    const form = await screen.findByRole('region', { name: 'Create a league' });
    await user.type(within(form).getByLabelText('League name'), 'Pub quiz');
    await user.click(within(form).getByRole('button', { name: 'Create league' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('You can create up to 3 leagues.');
  });

  it('searches the public leagues page by page and joins one', async () => {
    const publicLeague = summary({
      id: otherId,
      name: 'Premier Punters',
      visibility: 0,
      isMember: false,
      memberCount: 12,
    });
    const asked = serveHome(myLeagues([]), publicPage([publicLeague], 1, 25));
    const joined = serve('post', leaguesUrl(`Leagues/${otherId}/Join`), () =>
      json(details({ ...publicLeague, isMember: true })),
    );
    const opened = serveLeaguePage(() => json(details({ ...publicLeague, isMember: true })));
    const { user, router } = renderApp(signedIn);
    const list = await screen.findByRole('region', { name: 'Public leagues' });
    expect(await within(list).findByText('Premier Punters')).toBeInTheDocument();
    await user.type(within(list).getByLabelText('Search public leagues'), 'prem');
    await waitFor(() => expect(asked.at(-1)?.url.searchParams.get('search')).toBe('prem'));
    // The search's answer redraws the list and its pages: wait for them, not only for the request.
    await user.click(await within(list).findByRole('button', { name: '2' }));
    await waitFor(() => expect(asked.at(-1)?.url.searchParams.get('page')).toBe('2'));
    await user.click(await within(list).findByRole('button', { name: 'Join Premier Punters' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/league/${otherId}/details`));
    await opened();
    expect(joined[0]?.body).toEqual({});
  });

  it('offers a guest the Upgrade to a permanent account instead, and calls no leagues API', async () => {
    mswServer.use(http.get(apiUrl('account/v1/myUserStatus'), () => HttpResponse.json({ status: 1 })));
    const requests = recordRequests();
    renderApp({ path: '/leagues', user: players.guest });
    expect(await screen.findByText('Leagues are for signed-up players')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Upgrade' })).toBeInTheDocument();
    expect(requests.filter((request) => request.includes('/leagues/'))).toEqual([]);
  });

  it('offers a visitor the sign-up page', async () => {
    renderApp({ path: '/leagues' });
    expect(await screen.findByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
  });
});
