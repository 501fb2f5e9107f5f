// The premium plan's periods (docs/payments.md §2): a period ends on the same day of the next month (or
// year), or on the month's last day when it has no such day (31 January → 28 February).
import type { PremiumInterval } from '#core/contract/memberships.ts';

/** The end of the period that starts at `start`. */
export function periodEnd(start: Date, interval: PremiumInterval): Date {
  const months = interval === 'month' ? 1 : 12;
  const end = new Date(start.getTime());
  end.setUTCMonth(end.getUTCMonth() + months);
  // Past the target month's last day (the 31st into a 30-day month): its last day instead.
  if (end.getUTCDate() !== start.getUTCDate()) end.setUTCDate(0);
  return end;
}
