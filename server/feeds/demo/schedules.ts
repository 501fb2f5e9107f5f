// Weekly fixture templates, in UTC. A week holds rounds; each round pairs a fresh shuffle of the roster, so a
// team plays at most once per round. Kick-off hours of 24 and more are the small hours after a US evening
// (they belong to that evening's round but fall on the next UTC day).
import { DAY, MINUTE } from './time.ts';

interface KickOff {
  /** Minutes after Monday 00:00 UTC of the week (may run past the week's end). */
  offsetMinutes: number;
  count: number;
}

export interface Round {
  kickOffs: readonly KickOff[];
}

const DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;
// A weekend round ends on the following Monday.
const DAYS_OF_ROUND = [...DAYS, 'next Mon'] as const;
type Day = (typeof DAYS_OF_ROUND)[number];

function offset(day: Day, time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return (DAYS_OF_ROUND.indexOf(day) * DAY) / MINUTE + (hours ?? 0) * 60 + (minutes ?? 0);
}

/** One kick-off: day, "HH:MM" UTC, how many matches start then. */
function at(day: Day, time: string, count = 1): KickOff {
  return { offsetMinutes: offset(day, time), count };
}

/** One round a day, each day's kick-offs from `times(day)` as [time, count] pairs. */
function daily(times: (day: Day) => readonly (readonly [string, number])[]): Round[] {
  return DAYS.map((day) => ({ kickOffs: times(day).map(([time, count]) => at(day, time, count)) }));
}

export const premierLeagueWeek: readonly Round[] = [
  {
    kickOffs: [
      at('Sat', '12:30'),
      at('Sat', '15:00', 4),
      at('Sat', '17:30'),
      at('Sun', '14:00', 2),
      at('Sun', '16:30'),
      at('next Mon', '20:00'),
    ],
  },
];

export const championshipWeek: readonly Round[] = [
  { kickOffs: [at('Fri', '20:00'), at('Sat', '12:30'), at('Sat', '15:00', 9), at('Sun', '12:00')] },
  { kickOffs: [at('Tue', '19:45', 6), at('Wed', '19:45', 6)] },
];

export const faCupWeek: readonly Round[] = [
  {
    kickOffs: [
      at('Fri', '19:45'),
      at('Sat', '12:15'),
      at('Sat', '17:45'),
      at('Sun', '13:00'),
      at('Sun', '16:00'),
      at('next Mon', '19:45'),
    ],
  },
];

export const nbaWeek = daily(() => [
  ['23:00', 2],
  ['24:00', 2],
  ['24:30', 1],
  ['25:00', 1],
  ['26:00', 1],
  ['27:00', 1],
]);

export const nhlWeek = daily(() => [
  ['23:00', 2],
  ['23:30', 1],
  ['24:00', 2],
  ['25:00', 1],
  ['26:00', 1],
  ['26:30', 1],
]);

export const mlbWeek = daily(() => [
  ['16:35', 1],
  ['17:10', 1],
  ['18:05', 1],
  ['20:10', 1],
  ['22:40', 2],
  ['23:05', 2],
  ['23:40', 1],
  ['24:10', 1],
  ['25:40', 1],
  ['26:10', 1],
  ['26:40', 1],
]);

export const nflWeek: readonly Round[] = [
  {
    kickOffs: [
      at('Thu', '24:15'),
      at('Sun', '13:30'),
      at('Sun', '17:00', 7),
      at('Sun', '20:05', 2),
      at('Sun', '20:25', 2),
      at('Sun', '24:20'),
      at('next Mon', '24:15'),
    ],
  },
];

export const aflWeek: readonly Round[] = [
  {
    kickOffs: [
      at('Thu', '08:30'),
      at('Fri', '09:40'),
      at('Sat', '02:45'),
      at('Sat', '05:35'),
      at('Sat', '08:30'),
      at('Sat', '09:25'),
      at('Sun', '02:20'),
      at('Sun', '04:15'),
      at('Sun', '06:20'),
    ],
  },
];

export const nrlWeek: readonly Round[] = [
  {
    kickOffs: [
      at('Thu', '09:50'),
      at('Fri', '08:00'),
      at('Fri', '10:00'),
      at('Sat', '05:30'),
      at('Sat', '07:30'),
      at('Sat', '09:35'),
      at('Sun', '04:00'),
      at('Sun', '06:05'),
    ],
  },
];

// Afternoon and evening in India (10:00 and 14:00 UTC); double-headers at the weekend.
export const iplWeek = daily((day) =>
  day === 'Sat' || day === 'Sun'
    ? [
        ['10:00', 1],
        ['14:00', 1],
      ]
    : [['14:00', 1]],
);

// Day and night sessions in New York.
export const usOpenWeek = daily(() => [
  ['15:00', 2],
  ['16:30', 1],
  ['17:00', 1],
  ['19:00', 1],
  ['20:30', 1],
  ['23:00', 1],
  ['24:30', 1],
]);
