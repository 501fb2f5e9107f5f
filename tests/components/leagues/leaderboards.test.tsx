import { beforeAll, describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import type { BoardDto } from '#core/contract/leaderboards.ts';
import { players, renderApp } from '../../test-utils/app.tsx';
import { apiUrl, staticLookupHandlers, useMswServer } from '../../test-utils/msw.ts';
import { bob, json, leaguesTestOptions, me, olive, row, serve } from './leagues-fixtures.ts';

useMswServer(staticLookupHandlers.allSportsAndCompetitions());
beforeAll(async () => {
  configure({ asyncUtilTimeout: 5000 });
  await import('#src/features/leaderboards/LeaderboardsPage.tsx');
});

function board(extra: Partial<BoardDto> = {}): BoardDto {
  return {
    board: { period: 4, periodKey: '2026-W47', scope: 'global', scopeKey: '', players: 57 },
    rows: [row(1, olive, 90, 45, 4), row(2, bob, 70, 35, 3)],
    page: 1,
    pageSize: 20,
    me: row(31, me, 12, 12, 1),
    ...extra,
  };
}

describe('/leaderboards', leaguesTestOptions, () => {
  it('shows the top rows and always my own row and rank, and follows the period, scope and page', async () => {
    const asked = serve('get', apiUrl('leaderboards/v1/Board'), () => json(board()));
    const { user } = renderApp({ path: '/leaderboards', user: players.player });
    expect(await screen.findByTestId('my-rank')).toHaveTextContent('Your rank: 31 of 57 (12 boosted points)');
    const table = screen.getByRole('table', { name: 'Leaderboard' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((line) => line.textContent)).toEqual([
      '1Olive Owner90454',
      '2Bob Builder70353',
      '31Ada LovelaceYou12121',
    ]);
    expect(rows[2]).toHaveAttribute('aria-current', 'true');
    expect(asked[0]?.url.searchParams.get('period')).toBe('4');

    await user.click(screen.getByRole('radio', { name: 'Year' }));
    await waitFor(() => expect(asked.at(-1)?.url.searchParams.get('period')).toBe('3'));
    await user.selectOptions(screen.getByLabelText('Scope'), 'sport');
    await waitFor(() => expect(asked.at(-1)?.url.searchParams.get('scopeKey')).toBe('Football'));
    expect(asked.at(-1)?.url.searchParams.get('scope')).toBe('sport');
    await user.click(await screen.findByRole('button', { name: '3' }));
    await waitFor(() => expect(asked.at(-1)?.url.searchParams.get('page')).toBe('3'));

    await user.click(screen.getByRole('radio', { name: 'Season' }));
    await waitFor(() => expect(asked.at(-1)?.url.searchParams.get('scope')).toBe('competition'));
    expect(asked.at(-1)?.url.searchParams.get('scopeKey')).toBe('soccer_epl');
  });
});
