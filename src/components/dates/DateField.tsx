import '@mantine/dates/styles.css';
import { DateInput, type DateInputProps } from '@mantine/dates';
import { dateFormat } from '#src/lib/constants.ts';
import { parseTypedDate } from './parse-date.ts';

export type DateFieldProps = Omit<DateInputProps, 'valueFormat' | 'dateParser'>;

/**
 * A date shown and typed as dd/MM/yyyy. Its styles come with it, so they load only on the screens
 * that have a date field, never on the first page.
 */
export function DateField(props: DateFieldProps) {
  return <DateInput valueFormat={dateFormat} dateParser={parseTypedDate} {...props} />;
}
