import dayjs, { type Dayjs } from 'dayjs';
import { currency, dateFormat, dateTimeFormat } from './constants.ts';

export type DateInput = Date | Dayjs | string | number | null | undefined;

// dayjs works in the browser's own time zone, which is what the spec asks for: an ISO instant from
// the server ("…Z") is shown as the player's local date and time.
function toDayjs(value: DateInput): Dayjs | null {
  if (value === null || value === undefined || value === '') return null;
  const parsed = dayjs(value);
  return parsed.isValid() ? parsed : null;
}

/** dd/MM/yyyy in local time; '' when there is no valid date (tables show blanks, not "Invalid Date"). */
export function formatDate(value: DateInput): string {
  return toDayjs(value)?.format(dateFormat) ?? '';
}

/** dd/MM/yyyy HH:mm in local time; '' when there is no valid date. */
export function formatDateTime(value: DateInput): string {
  return toDayjs(value)?.format(dateTimeFormat) ?? '';
}

const amountFormat = new Intl.NumberFormat('en', {
  minimumFractionDigits: currency.decimals,
  maximumFractionDigits: currency.decimals,
});

/** "$1,234.50"; the minus sign goes before the symbol ("-$5.00"). */
export function formatCurrency(amount: number, symbol: string = currency.symbol): string {
  const sign = amount < 0 ? '-' : '';
  return `${sign}${symbol}${amountFormat.format(Math.abs(amount))}`;
}

/** The pick counter shown next to a selection list, e.g. "3/5". */
export function formatSelectionCounter(value: number, limit: number): string {
  return `${value}/${limit}`;
}
