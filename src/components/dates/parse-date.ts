import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { dateFormat } from '#src/lib/constants.ts';

dayjs.extend(customParseFormat);

/**
 * Reads what a player typed as dd/MM/yyyy (the spec's format), strictly: "31/02/2025" is no date.
 * Mantine's default parser only knows YYYY-MM-DD, so the typed text would otherwise be lost.
 */
export function parseTypedDate(text: string): string | null {
  const parsed = dayjs(text.trim(), dateFormat, true);
  return parsed.isValid() ? parsed.format('YYYY-MM-DD') : null;
}
