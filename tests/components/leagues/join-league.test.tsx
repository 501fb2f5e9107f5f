import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { players, renderApp } from '../../test-utils/app.tsx';
import { staticLookupHandlers, useMswServer } from '../../test-utils/msw.ts';
import { refusalAnswer } from '../../test-utils/refusals.ts';
import {
  details,
  json,
  leagueId,
  leaguesTestOptions,
  leaguesUrl,
  preloadLeagueScreens,
  preview,
  serve,
  standings,
  standingsUrl,
} from './leagues-fixtures.ts';

useMswServer(staticLookupHandlers.allSportsAndCompetitions());
beforeAll(preloadLeagueScreens);

const player = players.player;

function serveDetails() {
  serve('get', leaguesUrl(`Leagues/${leagueId}`), () => json(details()));
  serve('get', standingsUrl(), () => json(standings([])));
}

describe('/league/join', leaguesTestOptions, () => {
  it("shows the spec's text for a code of the wrong shape, and sends nothing", async () => {
    const sent = serve('post', leaguesUrl('JoinByCode'), () => json(details()));
    const { user } = renderApp({ path: '/league/join', user: player });
    await user.type(await screen.findByLabelText('League code'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Join' }));
    expect(
      await screen.findByText('The code provided does not match the format for a league joining code.'),
    ).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('says a wrong code opens no league, then joins with the right one and opens the league', async () => {
    let attempts = 0;
    const sent = serve('post', leaguesUrl('JoinByCode'), () =>
      ++attempts === 1 ? refusalAnswer(404, 'wrongLeagueCode') : json(details()),
    );
    serveDetails();
    const { user, router } = renderApp({ path: '/league/join', user: player });
    await user.type(await screen.findByLabelText('League code'), 'AAAAAAAA');
    await user.click(screen.getByRole('button', { name: 'Join' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No league has this code. Check it with the person who gave it to you.',
    );
    await user.clear(screen.getByLabelText('League code'));
    await user.type(screen.getByLabelText('League code'), 'k7qmw4td');
    await user.click(screen.getByRole('button', { name: 'Join' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/league/${leagueId}/details`));
    expect(sent.map((request) => request.body)).toEqual([{ code: 'AAAAAAAA' }, { code: 'K7QMW4TD' }]);
  });
});

describe('/league/{id}/join', leaguesTestOptions, () => {
  it("previews a private league with the link's code, and joins it with that code", async () => {
    const previews = serve('get', leaguesUrl(`Leagues/${leagueId}/Preview`), () => json(preview()));
    const joins = serve('post', leaguesUrl(`Leagues/${leagueId}/Join`), () => json(details()));
    serveDetails();
    const { user, router } = renderApp({ path: `/league/${leagueId}/join?code=K7QMW4TD`, user: player });
    const card = await screen.findByRole('region', { name: 'Friday Five-a-side' });
    expect(within(card).getByText('Owner: Olive Owner')).toBeInTheDocument();
    expect(within(card).getByText('3 members')).toBeInTheDocument();
    expect(within(card).getByText('Counts: Football')).toBeInTheDocument();
    expect(previews[0]?.url.searchParams.get('code')).toBe('K7QMW4TD');
    await user.click(within(card).getByRole('button', { name: 'Join this league' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/league/${leagueId}/details`));
    expect(joins[0]?.body).toEqual({ code: 'K7QMW4TD' });
  });

  it('asks for the code of a private league opened without one', async () => {
    const previews = serve('get', leaguesUrl(`Leagues/${leagueId}/Preview`), () =>
      previews.length === 1 ? refusalAnswer(404, 'leagueNotFound') : json(preview()),
    );
    const { user } = renderApp({ path: `/league/${leagueId}/join`, user: player });
    expect(await screen.findByText('This league is private: enter its code to see it.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('League code'), 'K7QMW4TD');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('button', { name: 'Join this league' })).toBeInTheDocument();
    expect(previews[1]?.url.searchParams.get('code')).toBe('K7QMW4TD');
  });

  it('tells a refusal a code does not change, and retries a failed call', async () => {
    serve('get', leaguesUrl(`Leagues/${leagueId}/Preview`), () => json(preview({ visibility: 0 })));
    let attempts = 0;
    serve('post', leaguesUrl(`Leagues/${leagueId}/Join`), () =>
      ++attempts === 1
        ? json({ statusCode: 500, error: 'Internal Server Error', message: 'boom' }, 500)
        : refusalAnswer(409, 'leagueJoinLimit', { max: 10 }),
    );
    const { user } = renderApp({ path: `/league/${leagueId}/join`, user: player });
    await user.click(await screen.findByRole('button', { name: 'Join this league' }));
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('You can belong to up to 10 leagues.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to my leagues' })).toHaveAttribute('href', '/leagues');
  });
});
