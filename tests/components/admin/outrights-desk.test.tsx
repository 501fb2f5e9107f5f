import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { OutrightEventDto } from '#core/contract/play.ts';
import { apiUrl, mswServer, useMswServer } from '../../test-utils/msw.ts';
import { renderAdmin, whoAmI } from './admin-harness.tsx';

useMswServer();

const masters: OutrightEventDto = {
  eventId: 'masters-2027',
  competitionKey: 'golf_masters_tournament_winner',
  competition: 'Masters Tournament Winner',
  commenceTime: '2027-04-08T12:00:00.000Z',
  status: 'live',
  winner: null,
  runners: ['Jon Rahm', 'Rory McIlroy', 'Scottie Scheffler'],
};
const nba: OutrightEventDto = {
  ...masters,
  eventId: 'nba-2027',
  competitionKey: 'basketball_nba_championship_winner',
  competition: 'NBA Championship Winner',
  status: 'completed',
  winner: 'Boston Celtics',
  runners: ['Boston Celtics', 'Denver Nuggets'],
};

describe('the outrights desk', () => {
  it('lists the outrights; an administrator enters a winner after confirming, and sees the summary', async () => {
    const puts: { url: string; body: unknown }[] = [];
    let listed = [masters, nba];
    mswServer.use(
      whoAmI('Administrator'),
      http.get(apiUrl('predictions/v1/admin/Outrights'), () => HttpResponse.json({ outrights: listed })),
      http.put(apiUrl('predictions/v1/admin/Outrights/:eventId/Winner'), async ({ request, params }) => {
        puts.push({ url: String(params.eventId), body: await request.json() });
        listed = [{ ...masters, winner: 'Rory McIlroy', status: 'completed' }, nba];
        return HttpResponse.json({ eventId: masters.eventId, settled: 7, corrected: 0 });
      }),
    );
    renderAdmin('/outrights');
    const card = await screen.findByRole('region', { name: 'Masters Tournament Winner' });
    expect(within(card).getByText('Awaiting a winner')).toBeInTheDocument();
    expect(within(card).getByText('No winner entered')).toBeInTheDocument();
    const settled = screen.getByRole('region', { name: 'NBA Championship Winner' });
    expect(within(settled).getByText('Settled')).toBeInTheDocument();
    expect(within(settled).getByText('Winner: Boston Celtics')).toBeInTheDocument();
    expect(within(settled).getByRole('button', { name: 'Change the winner' })).toBeDisabled();

    const enter = within(card).getByRole('button', { name: 'Enter the winner' });
    expect(enter).toBeDisabled();
    await userEvent.click(
      within(card).getByRole('combobox', { name: 'Winner of Masters Tournament Winner' }),
    );
    await userEvent.click(await screen.findByRole('option', { name: 'Rory McIlroy' }));
    await userEvent.click(enter);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      'Enter Rory McIlroy as the winner of Masters Tournament Winner? Its picks settle at once.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(
      await screen.findByText(
        'Rory McIlroy entered as the winner of Masters Tournament Winner: 7 picks settled, 0 corrected.',
      ),
    ).toBeInTheDocument();
    expect(puts).toEqual([{ url: 'masters-2027', body: { winner: 'Rory McIlroy' } }]);
    expect(await within(card).findByText('Winner: Rory McIlroy')).toBeInTheDocument();
  });

  it('cancels without a call, and shows a refusal', async () => {
    let puts = 0;
    mswServer.use(
      whoAmI('Administrator'),
      http.get(apiUrl('predictions/v1/admin/Outrights'), () => HttpResponse.json({ outrights: [nba] })),
      http.put(apiUrl('predictions/v1/admin/Outrights/:eventId/Winner'), () => {
        puts += 1;
        return HttpResponse.json(
          {
            statusCode: 400,
            code: 'notARunner',
            message: '"Denver Nuggets" is not a runner in this competition.',
          },
          { status: 400 },
        );
      }),
    );
    renderAdmin('/outrights');
    const card = await screen.findByRole('region', { name: 'NBA Championship Winner' });
    await userEvent.click(within(card).getByRole('combobox', { name: 'Winner of NBA Championship Winner' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Denver Nuggets' }));
    await userEvent.click(within(card).getByRole('button', { name: 'Change the winner' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      'Change the winner of NBA Championship Winner from Boston Celtics to Denver Nuggets? Every pick is settled again.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(puts).toBe(0);
    await userEvent.click(within(card).getByRole('button', { name: 'Change the winner' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '"Denver Nuggets" is not a runner in this competition.',
    );
    expect(puts).toBe(1);
  });

  it('shows a shadow administrator the choice disabled with the note, and an empty list as such', async () => {
    mswServer.use(
      whoAmI('ShadowAdministrator'),
      http.get(apiUrl('predictions/v1/admin/Outrights'), () => HttpResponse.json({ outrights: [masters] })),
    );
    renderAdmin('/outrights');
    const card = await screen.findByRole('region', { name: 'Masters Tournament Winner' });
    expect(
      screen.getByText('Shadow administrators can see everything but change nothing.'),
    ).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Enter the winner' })).toBeDisabled();
    expect(
      within(card).getByRole('combobox', { name: 'Winner of Masters Tournament Winner' }),
    ).toBeDisabled();
  });

  it("says 'No elements found' when there is no outright", async () => {
    mswServer.use(
      whoAmI('Administrator'),
      http.get(apiUrl('predictions/v1/admin/Outrights'), () => HttpResponse.json({ outrights: [] })),
    );
    renderAdmin('/outrights');
    expect(await screen.findByText('No elements found')).toBeInTheDocument();
  });
});
