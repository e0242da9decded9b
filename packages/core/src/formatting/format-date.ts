import type { FormattableDate } from './formattable-date';
import { toZonedDateTime } from './formattable-date';

/**
 * A date as DD/MM/YYYY in the given zone; an empty string for a missing or invalid date (or zone).
 * @rule app-shell §5, prospecting §9 · dates DD/MM/YYYY
 */
export function formatDateFr(date: FormattableDate | null | undefined, zone: string): string {
  return toZonedDateTime(date, zone)?.toFormat('dd/LL/yyyy') ?? '';
}
