import '@mantine/dates/styles.css';
import { DateTimePicker, type DateTimePickerProps } from '@mantine/dates';
import { dateTimeFormat } from '#src/lib/constants.ts';

export type DateTimeFieldProps = Omit<DateTimePickerProps, 'valueFormat'>;

/** A date and time shown as dd/MM/yyyy HH:mm, in the browser's time zone (docs/product.md §9). */
export function DateTimeField(props: DateTimeFieldProps) {
  return <DateTimePicker valueFormat={dateTimeFormat} {...props} />;
}
