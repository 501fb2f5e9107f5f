import { msg } from '@lingui/core/macro';
import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import { dateFormat } from '#src/lib/constants.ts';
import { formatDate } from '#src/lib/format.ts';
import { isEmpty, type Rule } from './types.ts';

dayjs.extend(customParseFormat);

export type DateLimit = Date | Dayjs | string;

/**
 * Reads what a date field can hold: a Date/dayjs, text typed as dd/MM/yyyy, or the ISO day
 * (YYYY-MM-DD) Mantine's date inputs produce. Strict parsing, so 31/02/2025 is not a date.
 */
export function parseDay(value: unknown): Dayjs | null {
  let parsed: Dayjs | null = null;
  if (value instanceof Date || dayjs.isDayjs(value)) parsed = dayjs(value);
  else if (typeof value === 'string') {
    const text = value.trim();
    parsed = dayjs(text, dateFormat, true);
    if (!parsed.isValid()) parsed = dayjs(text, 'YYYY-MM-DD', true);
  }
  return parsed?.isValid() ? parsed.startOf('day') : null;
}

/** Today or a later day. `today` is injectable so tests do not depend on the clock. */
// Stryker disable next-line ArrowFunction: dayjs(undefined) is the current time, as dayjs(new Date()) is
export function afterToday(today: () => Date = () => new Date()): Rule {
  return (value) => {
    if (isEmpty(value)) return null;
    const day = parseDay(value);
    const start = dayjs(today()).startOf('day');
    return day !== null && !day.isBefore(start) ? null : msg`The input field must be today or after`;
  };
}

function limitDay(limit: DateLimit): Dayjs {
  const day = parseDay(limit);
  if (day === null) throw new Error(`Invalid date limit: ${String(limit)}`);
  return day;
}

/**
 * No later than the limit day (inclusive, like a date picker's maximum). Unreadable dates fail:
 * a date that cannot be read cannot be shown to be in range.
 */
export function dateBefore(limitDate: DateLimit): Rule {
  const max = limitDay(limitDate);
  return (value) => {
    if (isEmpty(value)) return null;
    const day = parseDay(value);
    if (day !== null && !day.isAfter(max)) return null;
    const limit = formatDate(max); // named: the message placeholder is {limit}
    return msg`Date must be before ${limit}.`;
  };
}

/** No earlier than the limit day (inclusive, like a date picker's minimum). */
export function dateAfter(limitDate: DateLimit): Rule {
  const min = limitDay(limitDate);
  return (value) => {
    if (isEmpty(value)) return null;
    const day = parseDay(value);
    if (day !== null && !day.isBefore(min)) return null;
    const limit = formatDate(min);
    return msg`Date must be after ${limit}.`;
  };
}
