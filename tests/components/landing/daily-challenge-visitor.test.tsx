import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { WhoAmIDto } from '#core/contract/account.ts';
import { renderApp } from '../../test-utils/app.tsx';
import { apiUrl, mswServer, staticLookupHandlers, useMswServer } from '../../test-utils/msw.ts';
import { apiError, capture, clearCookies } from '../screens-fixtures.ts';
import { renewedTokens, sessionHandlers } from '../session-fixtures.ts';
import { challenge, dailyChallengePath, dailyPickPath, pickOn, todaysMatch } from './daily-fixtures.ts';

useMswServer(staticLookupHandlers.allSportsAndCompetitions());
afterEach(clearCookies);

const guest: WhoAmIDto = {
  userName: 'guest-77',
  displayName: 'Lucky Lion 42',
  userId: 'u-3',
  userTypeId: 0,
  userRoleId: 'GuestPlayer',
};

/** What the server answers a visitor: the match and its prices, no pick, no streak. */
const forVisitor = challenge({ streak: 0, bestStreak: 0, toNextMultiplier: 7 });

function serveGuestSignUp() {
  const signUp = capture('post', 'auth/v1/easy/signUp', () =>
    HttpResponse.json({ ...renewedTokens, token: renewedTokens.bearerToken, id: 'u-3', password: 'pw' }),
  );
  mswServer.use(
    http.get(apiUrl('account/v1/WhoAmI'), () => HttpResponse.json(guest)),
    sessionHandlers.guestStatus(1),
  );
  return signUp;
}

const outcomeButtons = async () =>
  within(await screen.findByRole('group', { name: 'Outcomes' })).getAllByRole('button');

describe('/ (daily challenge) for a visitor without a session', () => {
  it('shows the match read-only, asked for without a token, with a call to play', async () => {
    const get = capture('get', dailyChallengePath, () => HttpResponse.json(forVisitor));
    renderApp();
    const outcomes = await outcomeButtons();
    expect(outcomes.map((button) => button.textContent)).toEqual([
      'Arsenal worth 22 pts',
      'Draw worth 36 pts',
      'Chelsea worth 37 pts',
    ]);
    expect(outcomes.every((button) => button.hasAttribute('disabled'))).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save pick' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your streak' })).not.toBeInTheDocument();
    // Yesterday's match shows, but a visitor did not miss it.
    const yesterday = screen.getByRole('region', { name: 'Yesterday' });
    expect(within(yesterday).queryByText('Missed')).not.toBeInTheDocument();
    expect(get.bearers).toEqual([null]);

    expect(
      await screen.findByText("Pick today's winner: play as a guest, no e-mail address needed."),
    ).toBeInTheDocument();
    // The captcha loads only once the visitor asks to play.
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('shows the call to play alone when the server shows the challenge to players only', async () => {
    capture('get', dailyChallengePath, () => apiError(401, 'unauthorized'));
    renderApp();
    expect(
      await screen.findByText("Pick today's winner: play as a guest, no e-mail address needed."),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByLabelText('Loading')).not.toBeInTheDocument());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Match of the day' })).not.toBeInTheDocument();
  });

  it('plays as a guest: signs up with the captcha, then picks with the new session', async () => {
    const signUp = serveGuestSignUp();
    const asGuest = challenge({ streak: 0, bestStreak: 0, toNextMultiplier: 7 });
    const get = capture('get', dailyChallengePath, () =>
      HttpResponse.json(get.bearers.at(-1) ? asGuest : forVisitor),
    );
    const saved = challenge({ today: { myPick: pickOn(todaysMatch, 'Draw') }, toNextMultiplier: 7 });
    const put = capture('put', dailyPickPath, () => HttpResponse.json(saved));
    const { user } = renderApp();
    await user.click(await screen.findByRole('button', { name: 'Play as a guest' }));
    await user.click(await screen.findByRole('checkbox', { name: 'I am not a robot (development captcha)' }));
    await user.click(screen.getByRole('button', { name: 'Start playing' }));

    // The guest's own challenge, with a streak and outcomes to pick.
    const streak = await screen.findByRole('region', { name: 'Your streak' });
    expect(within(streak).getByText('7 more correct days for a Multiplier')).toBeInTheDocument();
    expect(signUp.bodies).toEqual([{ token: 'dev-captcha-ok' }]);
    expect(get.bearers).toEqual([null, 'Bearer bearer-2']);
    expect(screen.queryByRole('button', { name: 'Start playing' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /^Draw/ }));
    await user.click(screen.getByRole('button', { name: 'Save pick' }));
    expect(await screen.findByText('Your pick: Draw, worth 36 pts')).toBeInTheDocument();
    expect(put.bearers).toEqual(['Bearer bearer-2']);
    expect(await screen.findByText('Pick saved')).toBeInTheDocument();
  });

  it("shows the server's answer when the guest sign-up fails, and asks for a new captcha", async () => {
    mswServer.use(http.get(apiUrl(dailyChallengePath), () => HttpResponse.json(forVisitor)));
    capture('post', 'auth/v1/easy/signUp', () => apiError(400, 'captchaFailed'));
    const { user } = renderApp();
    await user.click(await screen.findByRole('button', { name: 'Play as a guest' }));
    await user.click(await screen.findByRole('checkbox', { name: 'I am not a robot (development captcha)' }));
    await user.click(screen.getByRole('button', { name: 'Start playing' }));
    expect(await screen.findByText('The captcha check failed. Please try again.')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        screen.getByRole('checkbox', { name: 'I am not a robot (development captcha)' }),
      ).not.toBeChecked(),
    );
    expect(screen.getByRole('button', { name: 'Start playing' })).toBeDisabled();
  });
});
