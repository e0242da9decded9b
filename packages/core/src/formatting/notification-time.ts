import type { FormattableDate } from './formattable-date';
import { toZonedDateTime } from './formattable-date';

/**
 * A notification's time as HH:mm (24-hour clock) in the given zone; an empty string for a missing or invalid date.
 * @rule app-shell §5 · notification time as hours and minutes
 */
export function formatNotificationTime(date: FormattableDate | null | undefined, zone: string): string {
  return toZonedDateTime(date, zone)?.toFormat('HH:mm') ?? '';
}
