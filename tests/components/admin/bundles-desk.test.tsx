import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { BundleDto } from '#core/contract/bundles.ts';
import { apiUrl, mswServer, useMswServer } from '../../test-utils/msw.ts';
import { renderAdmin, whoAmI } from './admin-harness.tsx';

useMswServer();

const winter: BundleDto = {
  id: 'b1',
  code: 'WINTER-26',
  bonusPoints: 2,
  multipliers: 1,
  extraPredictions: 0,
  premiumDays: 0,
  maxRedemptions: 100,
  redemptionCount: 3,
  expiresAt: null,
  createdAt: '2026-11-20T10:00:00.000Z',
};

describe('the bundles desk', () => {
  it('lists the bundles and makes one, checking the form as the server does', async () => {
    const posts: unknown[] = [];
    let listed = [winter];
    mswServer.use(
      whoAmI('Administrator'),
      http.get(apiUrl('bundles/v1/admin/Bundles'), () => HttpResponse.json({ bundles: listed })),
      http.post(apiUrl('bundles/v1/admin/Bundles'), async ({ request }) => {
        posts.push(await request.json());
        const made = { ...winter, id: 'b2', code: 'SPRING', maxRedemptions: null, premiumDays: 7 };
        listed = [made, winter];
        return HttpResponse.json(made, { status: 201 });
      }),
    );
    renderAdmin('/bundles');
    expect(await screen.findByText('WINTER-26')).toBeInTheDocument();
    expect(screen.getByText('3 of 100')).toBeInTheDocument();

    // Nothing given and a bad code: refused before any call.
    await userEvent.type(screen.getByLabelText('Code'), 'ab');
    await userEvent.click(screen.getByRole('button', { name: 'Make the bundle' }));
    expect(await screen.findByText('4 to 32 letters, digits or dashes')).toBeInTheDocument();
    expect(screen.getByText('A bundle must give at least one credit or premium day')).toBeInTheDocument();
    expect(posts).toEqual([]);

    await userEvent.clear(screen.getByLabelText('Code'));
    await userEvent.type(screen.getByLabelText('Code'), 'spring');
    await userEvent.clear(screen.getByLabelText('Premium days'));
    await userEvent.type(screen.getByLabelText('Premium days'), '7');
    await userEvent.click(screen.getByRole('button', { name: 'Make the bundle' }));
    expect(await screen.findByText('Bundle SPRING made')).toBeInTheDocument();
    expect(posts).toEqual([
      { code: 'spring', bonusPoints: 0, multipliers: 0, extraPredictions: 0, premiumDays: 7 },
    ]);
    expect(await screen.findByText('3 (no limit)')).toBeInTheDocument();
  });

  it('shows a refusal from the server', async () => {
    mswServer.use(
      whoAmI('Administrator'),
      http.get(apiUrl('bundles/v1/admin/Bundles'), () => HttpResponse.json({ bundles: [] })),
      http.post(apiUrl('bundles/v1/admin/Bundles'), () =>
        HttpResponse.json(
          { statusCode: 409, code: 'bundleCodeTaken', message: 'The code WINTER-26 is taken.' },
          { status: 409 },
        ),
      ),
    );
    renderAdmin('/bundles');
    expect(await screen.findByText('No elements found')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Code'), 'winter-26');
    await userEvent.type(screen.getByLabelText('Bonus points'), '1');
    await userEvent.click(screen.getByRole('button', { name: 'Make the bundle' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The code WINTER-26 is taken.');
  });

  it('shows a shadow administrator the form disabled, with the note', async () => {
    mswServer.use(
      whoAmI('ShadowAdministrator'),
      http.get(apiUrl('bundles/v1/admin/Bundles'), () => HttpResponse.json({ bundles: [winter] })),
    );
    renderAdmin('/bundles');
    expect(await screen.findByText('WINTER-26')).toBeInTheDocument();
    expect(
      screen.getByText('Shadow administrators can see everything but change nothing.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Make the bundle' })).toBeDisabled();
    expect(screen.getByLabelText('Code')).toBeDisabled();
  });
});
