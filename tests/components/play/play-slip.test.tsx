import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { players, renderApp } from '../../test-utils/app.tsx';
import { staticLookupHandlers, useMswServer } from '../../test-utils/msw.ts';
import {
  localDateTime,
  match,
  myWeek,
  pick,
  playTestOptions,
  preloadEventsScreen,
  refusal,
  serve,
  weekEvents,
  slipOpen,
} from './play-fixtures.ts';

useMswServer(staticLookupHandlers.allSportsAndCompetitions());
beforeAll(preloadEventsScreen);

const counter = () => screen.getByTestId('slip-counter');
/** The slip's own alert (toasts are alerts too). */
const slipAlert = () => within(screen.getByRole('region', { name: 'Your selections' })).findByRole('alert');
const outcome = (name: string) => screen.getByRole('button', { name });
/** The toast's own element, apart from any other text on the page. */
const toastWith = (title: string) => screen.findByText(title, { selector: '[data-toast] *' });

async function openWeek(path = '/play/Football') {
  const app = renderApp({ path, user: players.player });
  await slipOpen('0/5');
  return app;
}

describe('the pick slip', playTestOptions, () => {
  it('takes five picks, then refuses a sixth with the week’s limit', async () => {
    serve.week();
    serve.events();
    const { user } = await openWeek();
    for (const name of [
      'Arsenal worth 20 pts',
      'Everton worth 80 pts',
      'Draw worth 33 pts',
      'Wolves worth 27 pts',
      'Leeds worth 62 pts',
    ]) {
      await user.click(outcome(name));
    }
    expect(counter()).toHaveTextContent('5/5');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(outcome('Brentford worth 18 pts'));
    expect(await slipAlert()).toHaveTextContent('Too many choices; up to 5 selections only.');
    expect(counter()).toHaveTextContent('5/5');
    expect(outcome('Brentford worth 18 pts')).toHaveAttribute('aria-pressed', 'false');
  });

  it('switches to another outcome of the same event in one click, and takes a pick off when clicked again', async () => {
    serve.week();
    serve.events();
    const { user } = await openWeek();
    await user.click(outcome('Arsenal worth 20 pts'));
    await user.click(outcome('Chelsea worth 41 pts'));
    expect(outcome('Chelsea worth 41 pts')).toHaveAttribute('aria-pressed', 'true');
    expect(outcome('Arsenal worth 20 pts')).toHaveAttribute('aria-pressed', 'false');
    // A totals pick takes the match's one place too (docs/game-rules.md §4.2).
    await user.click(outcome('Over 2.5 worth 19 pts'));
    expect(outcome('Over 2.5 worth 19 pts')).toHaveAttribute('aria-pressed', 'true');
    expect(outcome('Chelsea worth 41 pts')).toHaveAttribute('aria-pressed', 'false');
    expect(counter()).toHaveTextContent('1/5');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(outcome('Over 2.5 worth 19 pts'));
    expect(counter()).toHaveTextContent('0/5');
  });

  it('saves the whole slip and says Predictions Saved', async () => {
    serve.week(myWeek([pick('e2', 'Liverpool', 14)]));
    serve.events();
    const save = serve.saveWeek();
    const { user } = renderApp({ path: '/play/Football', user: players.player });
    await slipOpen('1/5');
    const saveButton = screen.getByRole('button', { name: 'Save predictions' });
    expect(saveButton).toBeDisabled(); // nothing to save yet
    await user.click(outcome('Over 2.5 worth 19 pts'));
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    await user.click(saveButton);
    expect(await toastWith('Predictions Saved')).toBeInTheDocument();
    expect(save.bodies).toEqual([
      {
        gameweek: '2026-W47',
        selections: [
          { eventId: 'e2', marketKey: 'h2h', outcome: 'Liverpool' },
          { eventId: 'e1', marketKey: 'totals', outcome: 'Over' },
        ],
      },
    ]);
    const arsenal = screen.getByRole('article', { name: 'Arsenal v Chelsea' });
    expect(await within(arsenal).findByText('Your pick: Over 2.5, worth 19 pts')).toBeInTheDocument();
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
    expect(saveButton).toBeDisabled();
  });

  it('says Failed to save predictions, keeps the picks, and saves on Retry', async () => {
    serve.week();
    serve.events();
    serve.saveWeek(); // answers once the failing handler below has been used up
    let failures = 0;
    serve.failSaveOnce(() => {
      failures += 1;
      return refusal(500, 'internalError');
    });
    const { user } = await openWeek();
    await user.click(outcome('Arsenal worth 20 pts'));
    await user.click(screen.getByRole('button', { name: 'Save predictions' }));
    expect(await toastWith('Failed to save predictions, please try again')).toBeInTheDocument();
    expect(failures).toBe(1);
    expect(counter()).toHaveTextContent('1/5');
    expect(outcome('Arsenal worth 20 pts')).toHaveAttribute('aria-pressed', 'true');
    const alert = await slipAlert();
    expect(alert).toHaveTextContent('Your selections are not saved yet.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await toastWith('Predictions Saved')).toBeInTheDocument();
  });

  it('shows the rule the server refused the save with', async () => {
    serve.week();
    serve.events();
    serve.failSaveOnce(() => refusal(400, 'tooManyPicks', { max: 5 }));
    const { user } = await openWeek();
    await user.click(outcome('Arsenal worth 20 pts'));
    await user.click(screen.getByRole('button', { name: 'Save predictions' }));
    const toast = (await toastWith('Failed to save predictions, please try again')).closest('[data-toast]');
    expect(toast).toHaveTextContent('Too many choices; up to 5 selections only.');
  });

  it('keeps unsaved choices over a reload, and forgets them once saved', async () => {
    serve.week(myWeek([pick('e2', 'Liverpool', 14)]));
    serve.events();
    serve.saveWeek();
    const first = renderApp({ path: '/play/Football', user: players.player });
    await slipOpen('1/5');
    // The saved Liverpool pick taken off, Arsenal added: a slip that is not the server's.
    await first.user.click(outcome('Liverpool worth 14 pts'));
    await first.user.click(outcome('Arsenal worth 20 pts'));
    first.unmount();

    const second = renderApp({ path: '/play/Football', user: players.player });
    await waitFor(() => expect(outcome('Arsenal worth 20 pts')).toHaveAttribute('aria-pressed', 'true'));
    expect(outcome('Liverpool worth 14 pts')).toHaveAttribute('aria-pressed', 'false');
    expect(counter()).toHaveTextContent('1/5');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    await second.user.click(screen.getByRole('button', { name: 'Save predictions' }));
    expect(await toastWith('Predictions Saved')).toBeInTheDocument();
    second.unmount();

    // Saved: the next visit starts from the server's week alone.
    renderApp({ path: '/play/Football', user: players.player });
    await slipOpen('1/5');
    expect(outcome('Liverpool worth 14 pts')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
  });

  it('offers nothing on a locked event, and shows a frozen pick with its ledger', async () => {
    const started = match('e7', 'Spurs', 'Villa', '2026-11-16T19:00:00.000Z', [22, 30, 38], {
      locked: true,
      status: 'live',
      scores: [
        { name: 'Spurs', score: '1' },
        { name: 'Villa', score: '0' },
      ],
    });
    const noPrice = match('e8', 'Palace', 'Forest', '2026-11-22T14:00:00.000Z', [null, null, null]);
    const frozen = pick('e7', 'Spurs', 22, {
      locked: true,
      multiplier: 2,
      ledger: [
        ...pick('e7', 'Spurs', 22).ledger,
        { kind: 'multiplier', at: '2026-11-16T10:00:00.000Z', base: 0, boosted: 0, factor: 2 },
      ],
    });
    serve.week(myWeek([frozen]));
    serve.events([...weekEvents, started, noPrice]);
    const { user } = renderApp({ path: '/play/Football', user: players.player });
    await slipOpen('1/5');
    const spurs = screen.getByRole('article', { name: 'Spurs v Villa' });
    for (const button of within(spurs).getAllByRole('button', { name: /worth/u })) {
      expect(button).toBeDisabled();
    }
    // The player's own outcome still reads as chosen on the locked match, to the eye and to assistive tech.
    const own = within(spurs).getByRole('button', { name: 'Spurs worth 22 pts' });
    expect(own).toHaveAttribute('aria-pressed', 'true');
    expect(own.className).toMatch(/chosen/u);
    expect(within(spurs).getByRole('button', { name: 'Villa worth 38 pts' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(within(spurs).getByText('Live')).toBeInTheDocument();
    expect(within(spurs).getByText(/Spurs 1 – Villa 0/u)).toHaveTextContent('Score: Spurs 1 – Villa 0');
    expect(within(spurs).getByText('x2')).toBeInTheDocument();
    expect(within(spurs).queryByRole('button', { name: 'Remove the multiplier' })).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'Palace v Forest' })).getByRole('button', {
        name: 'Palace no price yet',
      }),
    ).toBeDisabled();

    await user.click(within(spurs).getByRole('button', { name: 'Show details' }));
    const ledger = within(spurs).getByRole('table', { name: 'Pick ledger' });
    const rows = within(ledger)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual([
      `${localDateTime('2026-11-16T09:00:00.000Z')}SavedSpurs at a fair probability of 45.5%: worth 22 pts00`,
      `${localDateTime('2026-11-16T10:00:00.000Z')}MultiplierMultiplier x200`,
    ]);
  });

  it('heads only the markets it shows: nothing over a totals market without outcomes, a bare Total without a line', async () => {
    const h2h = match('e9', 'Luton', 'Derby', '2026-11-21T15:00:00.000Z').markets;
    const overUnder = (line: number | null, names: string[]) => ({
      key: 'totals' as const,
      line,
      outcomes: names.map((name) => ({ name, probability: 0.5, booksUsed: 6, points: 20 })),
    });
    serve.week();
    serve.events([
      match('e9', 'Luton', 'Derby', '2026-11-21T15:00:00.000Z', [20, 34, 41], {
        markets: [...h2h, overUnder(2.5, [])],
      }),
      match('e10', 'Hull', 'Leeds', '2026-11-21T15:00:00.000Z', [20, 34, 41], {
        markets: [...h2h, overUnder(null, ['Over', 'Under'])],
      }),
    ]);
    await openWeek();
    const empty = screen.getByRole('article', { name: 'Luton v Derby' });
    expect(within(empty).getByText('Result')).toBeInTheDocument();
    expect(within(empty).queryByText(/^Total/u)).not.toBeInTheDocument();
    const bare = screen.getByRole('article', { name: 'Hull v Leeds' });
    expect(within(bare).getByText('Total')).toBeInTheDocument();
    expect(within(bare).getByRole('button', { name: 'Over worth 20 pts' })).toBeEnabled();
  });
});
