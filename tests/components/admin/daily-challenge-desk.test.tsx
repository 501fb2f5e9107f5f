import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { AdminDailyDayDto } from '#core/contract/daily-challenge.ts';
import { apiUrl, mswServer, useMswServer } from '../../test-utils/msw.ts';
import { renderAdmin, whoAmI } from './admin-harness.tsx';

useMswServer();

const match = (eventId: string, homeTeam: string, awayTeam: string, eligible = true) => ({
  eventId,
  competitionKey: 'soccer_epl',
  homeTeam,
  awayTeam,
  commenceTime: '2026-12-11T15:00:00.000Z',
  bookmakers: 6,
  eligible,
});

const tomorrow: AdminDailyDayDto = {
  day: '2026-12-11',
  chosen: null,
  ruleChoice: 'e-rule',
  picks: 0,
  candidates: [
    match('e-rule', 'Arsenal', 'Chelsea'),
    match('e-alt', 'Everton', 'Fulham'),
    match('e-late', 'Leeds', 'Wolves', false),
  ],
};
const today: AdminDailyDayDto = {
  day: '2026-12-10',
  chosen: { eventId: 'e-today', chosenBy: 'rule' },
  ruleChoice: null,
  picks: 4,
  candidates: [match('e-today', 'Brighton', 'Spurs')],
};
const empty: AdminDailyDayDto = {
  day: '2026-12-12',
  chosen: null,
  ruleChoice: null,
  picks: 0,
  candidates: [],
};

describe('the daily challenge desk', () => {
  it('shows the coming days and chooses another eligible match', async () => {
    const puts: { day: string; body: unknown }[] = [];
    let days = [today, tomorrow, empty];
    mswServer.use(
      whoAmI('Administrator'),
      http.get(apiUrl('predictions/v1/admin/DailyChallenge'), () => HttpResponse.json({ days })),
      http.put(apiUrl('predictions/v1/admin/DailyChallenge/:day'), async ({ request, params }) => {
        puts.push({ day: String(params.day), body: await request.json() });
        days = [today, { ...tomorrow, chosen: { eventId: 'e-alt', chosenBy: 'administrator' } }, empty];
        return HttpResponse.json({});
      }),
    );
    renderAdmin('/daily-challenge');
    const first = await screen.findByRole('region', { name: '2026-12-10' });
    expect(within(first).getByText('Match of the day: Brighton – Spurs')).toBeInTheDocument();
    expect(within(first).getByText('Chosen by the rule')).toBeInTheDocument();
    expect(within(first).getByText('4 players have picked: the match is fixed.')).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Choose this match' })).toBeDisabled();
    const last = screen.getByRole('region', { name: '2026-12-12' });
    expect(within(last).getByText('No match qualifies yet')).toBeInTheDocument();
    expect(within(last).getByText('No elements found')).toBeInTheDocument();

    const day = screen.getByRole('region', { name: '2026-12-11' });
    expect(
      within(day).getByText('Not chosen yet; the rule would choose Arsenal – Chelsea'),
    ).toBeInTheDocument();
    await userEvent.click(within(day).getByRole('combobox', { name: 'Another match for 2026-12-11' }));
    // A started match, or one with too few bookmakers, is listed but cannot be chosen.
    expect(await screen.findByRole('option', { name: /Leeds – Wolves/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(screen.getByRole('option', { name: /Everton – Fulham/ }));
    await userEvent.click(within(day).getByRole('button', { name: 'Choose this match' }));
    expect(
      await screen.findByText('Everton – Fulham is the match of the day on 2026-12-11'),
    ).toBeInTheDocument();
    expect(puts).toEqual([{ day: '2026-12-11', body: { eventId: 'e-alt' } }]);
    expect(await within(day).findByText('Chosen by an administrator')).toBeInTheDocument();
  });

  it('shows a refusal clearly', async () => {
    mswServer.use(
      whoAmI('Administrator'),
      http.get(apiUrl('predictions/v1/admin/DailyChallenge'), () => HttpResponse.json({ days: [tomorrow] })),
      http.put(apiUrl('predictions/v1/admin/DailyChallenge/:day'), () =>
        HttpResponse.json(
          {
            statusCode: 409,
            code: 'dailyAlreadyPicked',
            message: 'Players have already picked the match of 2026-12-11.',
          },
          { status: 409 },
        ),
      ),
    );
    renderAdmin('/daily-challenge');
    const day = await screen.findByRole('region', { name: '2026-12-11' });
    await userEvent.click(within(day).getByRole('combobox', { name: 'Another match for 2026-12-11' }));
    await userEvent.click(await screen.findByRole('option', { name: /Everton – Fulham/ }));
    await userEvent.click(within(day).getByRole('button', { name: 'Choose this match' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Players have already picked the match of 2026-12-11.',
    );
  });

  it('shows a shadow administrator the choice disabled, with the note', async () => {
    mswServer.use(
      whoAmI('ShadowAdministrator'),
      http.get(apiUrl('predictions/v1/admin/DailyChallenge'), () => HttpResponse.json({ days: [tomorrow] })),
    );
    renderAdmin('/daily-challenge');
    const day = await screen.findByRole('region', { name: '2026-12-11' });
    expect(
      screen.getByText('Shadow administrators can see everything but change nothing.'),
    ).toBeInTheDocument();
    expect(within(day).getByRole('button', { name: 'Choose this match' })).toBeDisabled();
  });
});
