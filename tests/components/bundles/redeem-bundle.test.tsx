// /bundle/redeem and /bundle/{code}/redeem (docs/bundles.md): the form, its refusals under the code, what a
// bundle granted, the session replaced when it made the player premium, and guests sent to sign up first.
import { beforeAll, describe, expect, it } from 'vitest';
import { configure, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { RedeemBundleResultDto } from '#core/contract/bundles.ts';
import { players, renderApp } from '../../test-utils/app.tsx';
import { apiUrl, mswServer, useMswServer } from '../../test-utils/msw.ts';
import { refusalAnswer } from '../../test-utils/refusals.ts';
import { json, serve } from '../leagues/leagues-fixtures.ts';

useMswServer();
beforeAll(async () => {
  configure({ asyncUtilTimeout: 5000 });
  await import('#src/features/bundles/RedeemBundlePage.tsx');
});

const options = { timeout: 20_000 };
const redeemUrl = apiUrl('bundles/v1/Redeem');
const credits: RedeemBundleResultDto = {
  code: 'WELCOME-2026',
  granted: { bonusPoints: 2, multipliers: 1, extraPredictions: 0, premiumDays: 0 },
  premiumUntil: null,
  session: null,
};

describe('/bundle/redeem', options, () => {
  it('says a code of the wrong shape under the field, and sends nothing', async () => {
    const sent = serve('post', redeemUrl, () => json(credits));
    const { user } = renderApp({ path: '/bundle/redeem', user: players.player });
    await user.type(await screen.findByLabelText('Bundle code'), 'x!');
    await user.click(screen.getByRole('button', { name: 'Redeem' }));
    expect(
      await screen.findByText('A bundle code is 4 to 32 letters, digits or dashes.'),
    ).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('shows each refusal under the code, then redeems a good code and says what it gave', async () => {
    const refusals = ['unknownBundle', 'bundleExpired', 'bundleUsedUp', 'bundleAlreadyRedeemed'] as const;
    const words = [
      'There is no bundle with this code. Check the code and try again.',
      'This bundle code has expired.',
      'This bundle code has been used up.',
      'You have already redeemed this bundle code.',
    ];
    const sent = serve('post', redeemUrl, () => {
      const code = refusals[sent.length - 1];
      return code ? refusalAnswer(code === 'unknownBundle' ? 404 : 409, code) : json(credits);
    });
    const { user } = renderApp({ path: '/bundle/redeem', user: players.player });
    const field = await screen.findByLabelText('Bundle code');
    for (const text of words) {
      await user.clear(field);
      await user.type(field, ' welcome-2026 ');
      await user.click(screen.getByRole('button', { name: 'Redeem' }));
      expect(await screen.findByText(text)).toBeInTheDocument();
      expect(field).toHaveAccessibleDescription(text);
    }
    await user.click(screen.getByRole('button', { name: 'Redeem' }));
    const granted = await screen.findByRole('status');
    expect(granted).toHaveTextContent('Bundle WELCOME-2026 redeemed');
    expect(granted).toHaveTextContent('2 × Bonus points credit');
    expect(granted).toHaveTextContent('1 × Multiplier credit');
    expect(granted).not.toHaveTextContent('Extra prediction');
    expect(sent.map((request) => request.body)).toEqual(
      Array.from({ length: 5 }, () => ({ code: 'WELCOME-2026' })),
    );

    await user.click(screen.getByRole('button', { name: 'Redeem another code' }));
    expect(await screen.findByLabelText('Bundle code')).toHaveValue('');
  });

  it('retries a call that failed', async () => {
    const sent = serve('post', redeemUrl, () =>
      sent.length === 1 ? new HttpResponse(null, { status: 500 }) : json(credits),
    );
    const { user } = renderApp({ path: '/bundle/redeem', user: players.player });
    await user.type(await screen.findByLabelText('Bundle code'), 'WELCOME-2026');
    await user.click(screen.getByRole('button', { name: 'Redeem' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Internal Server Error');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Bundle WELCOME-2026 redeemed');
    expect(sent).toHaveLength(2);
  });

  it('offers a guest a permanent account first, and sends nothing', async () => {
    const sent = serve('post', redeemUrl, () => json(credits));
    mswServer.use(http.get(apiUrl('account/v1/myUserStatus'), () => HttpResponse.json({ status: 1 })));
    renderApp({ path: '/bundle/redeem', user: players.guest });
    expect(await screen.findByText('Bundles are for signed-up players')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upgrade' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Bundle code')).not.toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });
});

describe('/bundle/{code}/redeem', options, () => {
  it("fills in the link's code; premium days replace the session with the one answered", async () => {
    const premium: RedeemBundleResultDto = {
      code: 'PREMIUM-WEEK',
      granted: { bonusPoints: 0, multipliers: 0, extraPredictions: 0, premiumDays: 7 },
      premiumUntil: '2026-12-04T10:00:00.000Z',
      session: { bearerToken: 'bearer-premium', refreshToken: 'refresh-premium', loginId: 'u-1' },
    };
    const sent = serve('post', redeemUrl, () => json(premium));
    const bearers: (string | null)[] = [];
    mswServer.use(
      http.get(apiUrl('account/v1/WhoAmI'), ({ request }) => {
        bearers.push(request.headers.get('authorization'));
        return HttpResponse.json({ ...players.player, userRoleId: 'PremiumPlayer' });
      }),
    );
    const { user } = renderApp({ path: '/bundle/premium-week/redeem', user: players.player });
    expect(await screen.findByLabelText('Bundle code')).toHaveValue('PREMIUM-WEEK');
    await user.click(screen.getByRole('button', { name: 'Redeem' }));
    const granted = await screen.findByRole('status');
    expect(granted).toHaveTextContent('7 days of premium');
    expect(granted).toHaveTextContent('You are a premium player until');
    expect(sent[0]?.body).toEqual({ code: 'PREMIUM-WEEK' });
    await waitFor(() => expect(bearers).toContain('Bearer bearer-premium'));
  });
});
