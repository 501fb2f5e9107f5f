import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { SportGroupDto } from '#core/contract/static-lookups.ts';
import { players, renderApp } from '../../test-utils/app.tsx';
import { apiUrl, mswServer, sportGroups, staticLookupHandlers, useMswServer } from '../../test-utils/msw.ts';
import {
  busyWeek,
  playTestOptions,
  preloadEventsScreen,
  serve,
  weekEvents,
  slipOpen,
} from './play-fixtures.ts';

// The events view by day (issue #13, docs/play-screen.md): the day is the URL's ?day=, only its cards are
// drawn, and the sport and competition filters are links to the existing routes that keep the day.

useMswServer(staticLookupHandlers.allSportsAndCompetitions());
beforeAll(preloadEventsScreen);

const cards = () => screen.queryAllByRole('article').map((card) => card.getAttribute('aria-label'));
const days = () => screen.getByRole('navigation', { name: 'Days' });
const dayLink = (name: string | RegExp) => within(days()).getByRole('link', { name });
const names = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => `Home ${from + index} v Away ${from + index}`);

async function openPlay(path: string, events = busyWeek()) {
  serve.week();
  serve.credits();
  serve.myRank(null);
  serve.seasons();
  serve.events(events);
  const app = renderApp({ path, user: players.player });
  await slipOpen('0/5');
  return app;
}

describe('the day tabs', playTestOptions, () => {
  it('draw only the URL’s day, mark its tab, and link every day by ?day=', async () => {
    const { user } = await openPlay('/play?day=2026-11-17');
    expect(cards()).toEqual(names(6, 17));
    expect(
      within(days())
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Week All days',
      'Mon 16/11',
      'Tue 17/11',
      'Wed 18/11',
      'Thu 19/11',
      'Fri 20/11',
      'Sat 21/11',
      'Sun 22/11',
    ]);
    expect(dayLink('Tue 17/11')).toHaveAttribute('aria-current', 'true');
    expect(dayLink('Sat 21/11')).toHaveAttribute('href', '/play?day=2026-11-21');
    expect(dayLink('Week All days')).toHaveAttribute('href', '/play?day=week');

    await user.click(dayLink('Sat 21/11'));
    await waitFor(() => expect(cards()).toEqual(names(18, 25)));
    expect(dayLink('Sat 21/11')).toHaveAttribute('aria-current', 'true');
    expect(dayLink('Tue 17/11')).not.toHaveAttribute('aria-current');

    await user.click(dayLink('Thu 19/11'));
    expect(await screen.findByText('No events on this day')).toBeInTheDocument();
    expect(cards()).toEqual([]);
  });

  it('open on the first day still taking picks when today is not in the week, and an unknown day is ignored', async () => {
    await openPlay('/play?day=2026-12-25');
    expect(cards()).toEqual(names(1, 5));
    expect(dayLink('Mon 16/11')).toHaveAttribute('aria-current', 'true');
  });

  it('show the whole week 20 cards at a time, under the days’ headings', async () => {
    const { user } = await openPlay('/play?day=week');
    // A few cards a commit (use-drawn-in-steps.ts): the page is whole once the last step has landed.
    await waitFor(() => expect(cards()).toEqual(names(1, 20)));
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(
      expect.arrayContaining(['16/11/2026', '17/11/2026', '21/11/2026']),
    );
    await user.click(await screen.findByRole('button', { name: 'Show 5 more (5 left)' }));
    await waitFor(() => expect(cards()).toEqual(names(1, 25)));
    expect(screen.queryByRole('button', { name: /^Show \d+ more/ })).not.toBeInTheDocument();
  });

  it('draw the cards with their outcomes enabled once, never disabled first and enabled over the day', async () => {
    // Enabling every outcome of a drawn day was one commit over ~90 buttons: the page's longest task.
    const enabledLater: string[] = [];
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        const button = record.target as Element;
        if (record.oldValue !== null && !button.hasAttribute('disabled') && button.closest('article')) {
          enabledLater.push(button.textContent ?? '');
        }
      }
    });
    observer.observe(document.body, {
      subtree: true,
      attributes: true,
      attributeFilter: ['disabled'],
      attributeOldValue: true,
    });
    await openPlay('/play?day=week');
    observer.disconnect();
    expect(cards()).toHaveLength(20);
    expect(enabledLater).toEqual([]);
  });

  it('leave a week that fits on one page whole', async () => {
    await openPlay('/play', weekEvents);
    expect(cards()).toHaveLength(weekEvents.length);
    expect(dayLink('Week All days')).toHaveAttribute('aria-current', 'true');
  });
});

/** Football with two match competitions and an outright one, and basketball. */
const groups: SportGroupDto[] = [
  {
    ...(sportGroups[0] as SportGroupDto),
    competitions: [
      ...(sportGroups[0] as SportGroupDto).competitions,
      {
        key: 'soccer_fa_cup',
        sportId: 'Football',
        title: 'FA Cup',
        displayName: 'FA Cup',
        hasOutrights: false,
        isActive: true,
        marketTypes: ['h2h'],
        sortOrder: 2,
      },
      {
        key: 'soccer_epl_winner',
        sportId: 'Football',
        title: 'EPL winner',
        displayName: 'EPL winner',
        hasOutrights: true,
        isActive: true,
        marketTypes: ['outrights'],
        sortOrder: 3,
      },
    ],
  },
  sportGroups[1] as SportGroupDto,
];

const filter = (name: string) => screen.getByRole('navigation', { name });
const linksOf = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('aria-current')]);

describe('the sport and competition filters', playTestOptions, () => {
  it('link every sport, and a sport’s match competitions, keeping the chosen day', async () => {
    mswServer.use(
      http.get(apiUrl('StaticLookups/v1/AllSportsAndCompetitions'), () => HttpResponse.json(groups)),
    );
    const { user } = await openPlay('/play?day=2026-11-17');
    expect(linksOf(filter('Sports'))).toEqual([
      ['All sports', '/play?day=2026-11-17', 'true'],
      ['Football', '/play/Football?day=2026-11-17', null],
      ['Basketball', '/play/Basketball?day=2026-11-17', null],
    ]);
    expect(screen.queryByRole('navigation', { name: 'Competitions' })).not.toBeInTheDocument();

    await user.click(within(filter('Sports')).getByRole('link', { name: 'Football' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Football' })).toBeInTheDocument();
    await waitFor(() => expect(cards()).toEqual(names(6, 17)));
    expect(dayLink('Tue 17/11')).toHaveAttribute('aria-current', 'true');
    expect(linksOf(filter('Competitions'))).toEqual([
      ['All Football', '/play/Football?day=2026-11-17', 'true'],
      ['EPL', '/play/Football/soccer_epl?day=2026-11-17', null],
      ['FA Cup', '/play/Football/soccer_fa_cup?day=2026-11-17', null],
    ]);
    expect(within(filter('Sports')).getByRole('link', { name: 'Football' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });
});
