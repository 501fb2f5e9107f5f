import { Link, useLocation } from 'react-router-dom';
import dayjs from 'dayjs';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import classes from './DayTabs.module.css';
import { useCurrentInView } from './use-current-in-view.ts';
import { dayParam, dayStart, wholeWeek, type DayKey, type PlayDay } from './play-days.ts';

const relativeDays = new Map<number, MessageDescriptor>([
  [-1, msg`Yesterday`],
  [0, msg`Today`],
  [1, msg`Tomorrow`],
]);

/** The location with ?day= set, the rest of the query kept. */
export function useDaySearch(): (day: DayKey) => string {
  const { search } = useLocation();
  return (day) => {
    const params = new URLSearchParams(search);
    params.set(dayParam, day);
    return `?${params.toString()}`;
  };
}

interface DayTabsProps {
  days: readonly PlayDay[];
  chosen: DayKey;
  today: DayKey;
}

/**
 * The day filter: the whole week, then each of the gameweek's days in the player's time zone ("Today",
 * "Tomorrow", then by name). Links, not ARIA tabs: each is a URL (back and forward work, a day can be
 * shared), and the chosen one is marked aria-current.
 */
export function DayTabs({ days, chosen, today }: DayTabsProps) {
  const { t, i18n } = useLingui();
  const searchFor = useDaySearch();
  const row = useCurrentInView<HTMLElement>(chosen);
  const weekday = new Intl.DateTimeFormat(i18n.locale, { weekday: 'short' });
  const todayStart = dayStart(today).getTime();
  const tabs = [
    { key: wholeWeek, name: t`Week`, date: t`All days`, empty: days.every((day) => day.count === 0) },
    ...days.map((day) => {
      const start = dayStart(day.key);
      // Whole days apart (a daylight saving change makes one 23 or 25 hours).
      const offset = Math.round((start.getTime() - todayStart) / 86_400_000);
      const relative = relativeDays.get(offset);
      return {
        key: day.key,
        name: relative ? i18n._(relative) : weekday.format(start),
        date: dayjs(start).format('DD/MM'),
        empty: day.count === 0,
      };
    }),
  ];
  return (
    <nav ref={row} aria-label={t`Days`} className={classes.days}>
      <ul className={classes.list}>
        {tabs.map((tab) => (
          <li key={tab.key}>
            <Link
              to={searchFor(tab.key)}
              className={classes.day}
              aria-current={tab.key === chosen ? 'true' : undefined}
              data-empty={tab.empty || undefined}
            >
              <span className={classes.name}>{tab.name}</span>{' '}
              <span className={classes.date}>{tab.date}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
