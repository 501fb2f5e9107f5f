import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { formatDateTime } from '#src/lib/format.ts';
import { players, renderApp } from '../../test-utils/app.tsx';
import {
  apiUrl,
  mswServer,
  recordRequests,
  staticLookupHandlers,
  useMswServer,
} from '../../test-utils/msw.ts';
import { apiError, capture } from '../screens-fixtures.ts';
import {
  challenge,
  dailyChallengePath,
  dailyPickPath,
  pickOn,
  serveChallenge,
  todaysMatch,
  yesterdaysMatch,
} from './daily-fixtures.ts';

useMswServer(staticLookupHandlers.allSportsAndCompetitions());

// The server's refusal (server/modules/daily-challenge/refusals.ts), shown to the player as it is.
const matchStarted = "Today's match has started: picks are closed.";
const renderPlayer = () => renderApp({ user: players.player });
const region = (name: string) => screen.findByRole('region', { name });
const outcomeButton = (name: RegExp) => screen.getByRole('button', { name });

describe('/ (daily challenge) for a player', () => {
  it("shows today's match of the day with each outcome's worth, the streak and yesterday", async () => {
    mswServer.use(serveChallenge(challenge()));
    renderPlayer();
    const today = await region('Match of the day');
    expect(within(today).getByRole('heading', { level: 3, name: 'Arsenal v Chelsea' })).toBeInTheDocument();
    expect(await within(today).findByText('English Premier League')).toBeInTheDocument();
    // The browser's time zone, dd/MM/yyyy HH:mm.
    expect(
      within(today).getByText(`Kick-off ${formatDateTime(todaysMatch.commenceTime)}`),
    ).toBeInTheDocument();
    const outcomes = within(within(today).getByRole('group', { name: 'Outcomes' })).getAllByRole('button');
    expect(outcomes.map((button) => button.textContent)).toEqual([
      'Arsenal worth 22 pts',
      'Draw worth 36 pts',
      'Chelsea worth 37 pts',
    ]);
    expect(outcomes.every((button) => !button.hasAttribute('disabled'))).toBe(true);
    expect(within(today).getByRole('button', { name: 'Save pick' })).toBeDisabled();

    const streak = await region('Your streak');
    expect(within(streak).getByText('Current streak: 3')).toBeInTheDocument();
    expect(within(streak).getByText('Best streak: 5')).toBeInTheDocument();
    expect(within(streak).getByText('4 more correct days for a Multiplier')).toBeInTheDocument();

    const yesterday = await region('Yesterday');
    expect(within(yesterday).getByRole('heading', { name: 'Liverpool v Everton' })).toBeInTheDocument();
    expect(within(yesterday).getByText('Final')).toBeInTheDocument();
    expect(within(yesterday).getByText('Liverpool 2 – 1 Everton')).toBeInTheDocument();
    // A locked match without a pick from the player was missed.
    expect(within(yesterday).getByText('Missed')).toBeInTheDocument();
  });

  it('says "1 more correct day" in the singular', async () => {
    mswServer.use(serveChallenge(challenge({ streak: 6, toNextMultiplier: 1 })));
    renderPlayer();
    const streak = await region('Your streak');
    expect(within(streak).getByText('1 more correct day for a Multiplier')).toBeInTheDocument();
  });

  it('saves the one pick and says so', async () => {
    mswServer.use(serveChallenge(challenge()));
    const saved = challenge({ today: { myPick: pickOn(todaysMatch, 'Chelsea') } });
    const put = capture('put', dailyPickPath, () => HttpResponse.json(saved));
    const { user } = renderPlayer();
    await region('Match of the day');
    await user.click(outcomeButton(/^Chelsea/));
    expect(outcomeButton(/^Chelsea/)).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Save pick' }));

    expect(await screen.findByText('Pick saved')).toBeInTheDocument();
    expect(put.bodies).toEqual([{ eventId: 'ev-today', outcome: 'Chelsea' }]);
    expect(screen.getByText('Your pick: Chelsea, worth 37 pts')).toBeInTheDocument();
    // Saved: nothing to save until the player chooses another outcome.
    expect(screen.getByRole('button', { name: 'Change pick' })).toBeDisabled();
  });

  it('changes the pick before the lock, at the new price', async () => {
    mswServer.use(serveChallenge(challenge({ today: { myPick: pickOn(todaysMatch, 'Arsenal') } })));
    const changed = challenge({ today: { myPick: pickOn(todaysMatch, 'Draw') } });
    const put = capture('put', dailyPickPath, () => HttpResponse.json(changed));
    const { user } = renderPlayer();
    expect(await screen.findByText('Your pick: Arsenal, worth 22 pts')).toBeInTheDocument();
    expect(outcomeButton(/^Arsenal/)).toHaveAttribute('aria-pressed', 'true');
    const change = screen.getByRole('button', { name: 'Change pick' });
    expect(change).toBeDisabled();

    await user.click(outcomeButton(/^Draw/));
    expect(change).toBeEnabled();
    await user.click(change);
    expect(await screen.findByText('Your pick: Draw, worth 36 pts')).toBeInTheDocument();
    expect(put.bodies).toEqual([{ eventId: 'ev-today', outcome: 'Draw' }]);
    expect(await screen.findByText('Pick saved')).toBeInTheDocument();
  });

  it('shows a locked match read-only, with the live score', async () => {
    const live = {
      ...todaysMatch,
      status: 'live' as const,
      locked: true,
      scores: [
        { name: 'Arsenal', score: '1' },
        { name: 'Chelsea', score: '0' },
      ],
    };
    mswServer.use(serveChallenge(challenge({ today: { event: live, myPick: pickOn(live, 'Arsenal') } })));
    renderPlayer();
    const today = await region('Match of the day');
    expect(within(today).getByText('Live')).toBeInTheDocument();
    expect(within(today).getByText('Arsenal 1 – 0 Chelsea')).toBeInTheDocument();
    expect(within(today).getByText('Picks are closed for this match.')).toBeInTheDocument();
    const outcomes = within(within(today).getByRole('group', { name: 'Outcomes' })).getAllByRole('button');
    expect(outcomes.every((button) => button.hasAttribute('disabled'))).toBe(true);
    expect(within(today).queryByRole('button', { name: /pick$/ })).not.toBeInTheDocument();
    expect(within(today).getByText('Your pick: Arsenal, worth 22 pts')).toBeInTheDocument();
    expect(within(today).getByText('Awaiting the result')).toBeInTheDocument();
  });

  it('marks a match whose kick-off passed as locked before the feed reports it live', async () => {
    mswServer.use(serveChallenge(challenge({ today: { event: { ...todaysMatch, locked: true } } })));
    renderPlayer();
    const today = await region('Match of the day');
    expect(within(today).getByText('Locked')).toBeInTheDocument();
    expect(within(today).getByText('Missed')).toBeInTheDocument();
  });

  it.each([
    ['won', { result: 'won' as const, basePoints: 45 }, 'Won +45 pts'],
    ['lost', { result: 'lost' as const }, 'Lost'],
    ['void', { result: 'void' as const, voidReason: 'abandoned' as const }, 'Void'],
    ['unsettled', {}, 'Awaiting the result'],
  ])("shows yesterday's %s pick", async (_, settled, wording) => {
    const myPick = pickOn(yesterdaysMatch, 'Draw', settled);
    mswServer.use(serveChallenge(challenge({ yesterday: { myPick } })));
    renderPlayer();
    const yesterday = await region('Yesterday');
    expect(within(yesterday).getByText('Your pick: Draw, worth 45 pts')).toBeInTheDocument();
    expect(within(yesterday).getByText(wording)).toBeInTheDocument();
  });

  it('says so on a day without a match of the day, asking once (StrictMode) and for no names', async () => {
    const requests = recordRequests({ includeDailyChallenge: true });
    mswServer.use(serveChallenge(challenge({ today: { event: null }, yesterday: { event: null } })));
    renderApp({ user: players.player, strict: true });
    const today = await region('Match of the day');
    expect(
      within(today).getByText('There is no match of the day today. Come back tomorrow!'),
    ).toBeInTheDocument();
    expect(within(today).queryByRole('button')).not.toBeInTheDocument();
    const yesterday = await region('Yesterday');
    expect(within(yesterday).getByText('There was no match of the day yesterday.')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50)); // a lookup would have started by now
    // The previous test's last requests may still be reported at the start of this one.
    const asked = `GET ${apiUrl(dailyChallengePath)}`;
    expect(requests.slice(requests.indexOf(asked))).toEqual([asked]);
  });

  it('shows a failed load with the error notice, and retries', async () => {
    let calls = 0;
    mswServer.use(
      http.get(apiUrl(dailyChallengePath), () =>
        ++calls === 1 ? apiError(500, 'internalError') : HttpResponse.json(challenge()),
      ),
    );
    const { user } = renderPlayer();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error');
    expect(alert).toHaveTextContent('Error Processing Request: Internal Server Error');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await region('Match of the day')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows the server's refusal of a pick as it is, and no toast", async () => {
    mswServer.use(serveChallenge(challenge()));
    capture('put', dailyPickPath, () => apiError(400, 'matchStarted'));
    const { user } = renderPlayer();
    await region('Match of the day');
    await user.click(outcomeButton(/^Draw/));
    await user.click(screen.getByRole('button', { name: 'Save pick' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(matchStarted);
    await new Promise((resolve) => setTimeout(resolve, 50)); // a toast would have shown by now
    expect(screen.queryByText('Pick saved')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save pick' })).toBeEnabled());
  });
});
