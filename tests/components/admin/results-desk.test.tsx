import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { AdminEventDto, AdminEventListDto } from '#core/contract/play.ts';
import { apiUrl, mswServer, useMswServer } from '../../test-utils/msw.ts';
import { renderAdmin, whoAmI } from './admin-harness.tsx';

useMswServer();

const derby: AdminEventDto = {
  eventId: 'derby',
  competitionKey: 'soccer_epl',
  competition: 'EPL',
  homeTeam: 'Arsenal',
  awayTeam: 'Spurs',
  commenceTime: '2026-11-17T19:00:00.000Z',
  status: 'completed',
  home: 2,
  away: 1,
  voidReason: null,
  correctedAt: null,
};
const clasico: AdminEventDto = {
  ...derby,
  eventId: 'clasico',
  competitionKey: 'soccer_spain_la_liga',
  competition: 'La Liga',
  homeTeam: 'Real Madrid',
  awayTeam: 'Barcelona',
  status: 'cancelled',
  home: null,
  away: null,
  voidReason: 'abandoned',
  correctedAt: '2026-11-18T10:00:00.000Z',
};

const listOf = (events: AdminEventDto[], gameweek = '2026-W47'): AdminEventListDto => ({
  gameweek,
  events,
  truncated: false,
});

describe('the results desk', () => {
  it('lists the matches; an administrator corrects a score after confirming, and sees the summary', async () => {
    const puts: { eventId: string; body: unknown }[] = [];
    let listed = [derby, clasico];
    mswServer.use(
      whoAmI('Administrator'),
      http.get(apiUrl('predictions/v1/admin/Events'), () => HttpResponse.json(listOf(listed))),
      http.put(apiUrl('predictions/v1/admin/Events/:eventId/Result'), async ({ request, params }) => {
        puts.push({ eventId: String(params.eventId), body: await request.json() });
        listed = [{ ...derby, home: 1, away: 3, correctedAt: '2026-11-18T20:00:00.000Z' }, clasico];
        return HttpResponse.json({ eventId: 'derby', settled: 0, corrected: 12 });
      }),
    );
    renderAdmin('/results');
    expect(await screen.findByText('Gameweek 2026-W47')).toBeInTheDocument();
    const card = await screen.findByRole('region', { name: 'Arsenal v Spurs' });
    expect(within(card).getByText('Result: 2–1')).toBeInTheDocument();
    expect(within(card).getByText('Finished')).toBeInTheDocument();
    const voided = screen.getByRole('region', { name: 'Real Madrid v Barcelona' });
    expect(within(voided).getByText('Result: Void: Abandoned')).toBeInTheDocument();
    expect(within(voided).getByText('Corrected')).toBeInTheDocument();

    await userEvent.click(within(card).getByRole('button', { name: 'Correct the result' }));
    const form = await screen.findByRole('dialog');
    const home = within(form).getByRole('textbox', { name: 'Arsenal (home)' });
    const away = within(form).getByRole('textbox', { name: 'Spurs (away)' });
    await userEvent.clear(home);
    await userEvent.type(home, '1');
    await userEvent.clear(away);
    expect(within(form).getByRole('button', { name: 'Continue' })).toBeDisabled();
    await userEvent.type(away, '3');
    await userEvent.click(within(form).getByRole('button', { name: 'Continue' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      'Set the result of Arsenal v Spurs to 1–3? Every pick on it is settled again.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(
      await screen.findByText('Result of Arsenal v Spurs set to 1–3: 0 picks settled, 12 corrected.'),
    ).toBeInTheDocument();
    expect(puts).toEqual([{ eventId: 'derby', body: { home: 1, away: 3 } }]);
    expect(await within(card).findByText('Result: 1–3')).toBeInTheDocument();
  });

  it('declares a void, shows a refusal, and cancels without a call', async () => {
    const puts: unknown[] = [];
    mswServer.use(
      whoAmI('Administrator'),
      http.get(apiUrl('predictions/v1/admin/Events'), () => HttpResponse.json(listOf([derby]))),
      http.put(apiUrl('predictions/v1/admin/Events/:eventId/Result'), async ({ request }) => {
        puts.push(await request.json());
        return HttpResponse.json(
          {
            statusCode: 409,
            code: 'matchNotStarted',
            message: 'Event derby has not started: it has no result to correct.',
          },
          { status: 409 },
        );
      }),
    );
    renderAdmin('/results');
    const card = await screen.findByRole('region', { name: 'Arsenal v Spurs' });
    await userEvent.click(within(card).getByRole('button', { name: 'Correct the result' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(puts).toEqual([]);

    await userEvent.click(within(card).getByRole('button', { name: 'Correct the result' }));
    const form = await screen.findByRole('dialog');
    await userEvent.click(within(form).getByText('Void'));
    await userEvent.click(within(form).getByRole('combobox', { name: 'Reason' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Postponed' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent(
      'Set the result of Arsenal v Spurs to Void: Postponed? Every pick on it is settled again.',
    );
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Event derby has not started: it has no result to correct.',
    );
    expect(puts).toEqual([{ void: 'postponed' }]);
  });

  it('moves between gameweeks and filters by competition', async () => {
    const asked: (string | null)[] = [];
    mswServer.use(
      whoAmI('Administrator'),
      http.get(apiUrl('predictions/v1/admin/Events'), ({ request }) => {
        const gameweek = new URL(request.url).searchParams.get('gameweek');
        asked.push(gameweek);
        return HttpResponse.json(
          gameweek === '2026-W46' ? listOf([clasico], '2026-W46') : listOf([derby, clasico]),
        );
      }),
    );
    renderAdmin('/results');
    await screen.findByRole('region', { name: 'Arsenal v Spurs' });
    await userEvent.click(screen.getByRole('combobox', { name: 'Competition' }));
    await userEvent.click(await screen.findByRole('option', { name: 'La Liga' }));
    expect(screen.queryByRole('region', { name: 'Arsenal v Spurs' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Real Madrid v Barcelona' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Previous week' }));
    expect(await screen.findByText('Gameweek 2026-W46')).toBeInTheDocument();
    expect(asked).toEqual([null, '2026-W46']);
  });

  it('shows a shadow administrator the action disabled with the note', async () => {
    mswServer.use(
      whoAmI('ShadowAdministrator'),
      http.get(apiUrl('predictions/v1/admin/Events'), () => HttpResponse.json(listOf([derby]))),
    );
    renderAdmin('/results');
    const card = await screen.findByRole('region', { name: 'Arsenal v Spurs' });
    expect(
      screen.getByText('Shadow administrators can see everything but change nothing.'),
    ).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Correct the result' })).toBeDisabled();
  });

  it("says 'No elements found' when the gameweek has no started match", async () => {
    mswServer.use(
      whoAmI('Administrator'),
      http.get(apiUrl('predictions/v1/admin/Events'), () => HttpResponse.json(listOf([]))),
    );
    renderAdmin('/results');
    expect(await screen.findByText('No elements found')).toBeInTheDocument();
  });
});
