import { beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { players, renderApp } from '../../test-utils/app.tsx';
import { staticLookupHandlers, useMswServer } from '../../test-utils/msw.ts';
import {
  busyWeek,
  match,
  myWeek,
  pick,
  playTestOptions,
  preloadEventsScreen,
  serve,
  slipOpen,
} from './play-fixtures.ts';

// The slip's list of picks (issue #18): a toggle with aria-expanded opens it (on a phone, a sheet above the
// bar fixed at the bottom; e2e/play-view.spec.ts checks where it is drawn), with every day's picks.

useMswServer(staticLookupHandlers.allSportsAndCompetitions());
beforeAll(preloadEventsScreen);

const counter = () => screen.getByTestId('slip-counter');

async function openPlay(path: string) {
  serve.week();
  serve.credits();
  serve.myRank(null);
  serve.events(busyWeek());
  const app = renderApp({ path, user: players.player });
  await slipOpen('0/5');
  return app;
}

describe('the slip’s list of picks', playTestOptions, () => {
  it('opens from its toggle with every day’s picks, takes one off, and closes on Escape', async () => {
    serve.saveWeek(busyWeek());
    const week = myWeek([pick('e3', 'Home 3', 20)]);
    serve.week(week);
    serve.credits();
    serve.myRank(null);
    serve.events(busyWeek());
    const { user } = renderApp({ path: '/play?day=2026-11-21', user: players.player });
    await slipOpen('1/5');
    // A pick on Saturday besides Monday's saved one.
    await user.click(screen.getByRole('button', { name: 'Home 18 worth 20 pts' }));
    expect(counter()).toHaveTextContent('2/5');
    const slip = screen.getByRole('region', { name: 'Your selections' });
    expect(slip).toHaveTextContent('40 pts at stake');

    const toggle = within(slip).getByRole('button', { name: 'Selections 2/5' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(slip).queryByRole('group', { name: 'Your picks' })).not.toBeInTheDocument();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const list = within(slip).getByRole('group', { name: 'Your picks' });
    expect(toggle).toHaveAttribute('aria-controls', list.id);
    expect(list).toHaveFocus();
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Home 3 v Away 3'),
      expect.stringContaining('Home 18 v Away 18'),
    ]);
    // Monday's pick, not on the day shown, links to its day.
    expect(within(items[0] as HTMLElement).getByRole('link')).toHaveAttribute('href', '/play?day=2026-11-16');
    expect(items[0]).toHaveTextContent('Home 3, worth 20 pts');

    await user.click(within(list).getByRole('button', { name: 'Remove Home 18 v Away 18' }));
    expect(counter()).toHaveTextContent('1/5');
    expect(screen.getByRole('button', { name: 'Home 18 worth 20 pts' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );

    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(slip).queryByRole('group', { name: 'Your picks' })).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
  });

  it('names a saved pick on another sport’s match, which this sport’s page does not show', async () => {
    serve.week(myWeek([pick('e2', 'Liverpool', 14)]));
    serve.credits();
    serve.myRank(null);
    serve.events([
      match('b1', 'Lakers', 'Celtics', '2026-11-18T01:00:00.000Z', [19, null, 21], {
        sportId: 'Basketball',
        competitionKey: 'basketball_nba',
      }),
    ]);
    const { user } = renderApp({ path: '/play/Basketball?day=week', user: players.player });
    await slipOpen('1/5');
    await user.click(screen.getByRole('button', { name: 'Selections 1/5' }));
    const [item] = within(screen.getByRole('group', { name: 'Your picks' })).getAllByRole('listitem');
    expect(item).toHaveTextContent('Liverpool v Everton');
    expect(item).toHaveTextContent('Liverpool, worth 14 pts');
    // Its kick-off leads to its day on this page's filters (where the player can follow it to Football).
    expect(within(item as HTMLElement).getByRole('link')).toHaveAttribute(
      'href',
      '/play/Basketball?day=2026-11-18',
    );
  });

  it('says so when the slip is empty', async () => {
    const { user } = await openPlay('/play?day=2026-11-17');
    await user.click(screen.getByRole('button', { name: 'Selections 0/5' }));
    expect(screen.getByText('No picks yet: choose an outcome on a match.')).toBeInTheDocument();
  });

  it('makes room for itself at the foot of the page while it is there, and gives it back after', async () => {
    const { unmount } = await openPlay('/play?day=2026-11-17');
    // SlipBar.module.css pads the body of a page marked so on a phone, so the last match scrolls above the
    // fixed bar, and keeps focus from landing under the bar.
    expect(document.documentElement).toHaveAttribute('data-slip-bar');
    unmount();
    expect(document.documentElement).not.toHaveAttribute('data-slip-bar');
  });
});
