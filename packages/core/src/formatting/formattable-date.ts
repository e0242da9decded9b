import { DateTime } from 'luxon';

/** A date as core's formatters accept it: a `Date`, an ISO 8601 string (as the API sends) or a luxon `DateTime`. */
export type FormattableDate = Date | string | DateTime;

/**
 * The instant in the given IANA zone, or `null` when the date or the zone is invalid.
 * An ISO string without offset is read in `zone`.
 */
export function toZonedDateTime(date: FormattableDate | null | undefined, zone: string): DateTime | null {
  if (date === null || date === undefined) return null;
  let value: DateTime;
  if (typeof date === 'string') {
    if (date.trim() === '') return null;
    value = DateTime.fromISO(date.trim(), { zone, setZone: false });
  } else if (date instanceof Date) {
    value = DateTime.fromJSDate(date, { zone });
  } else {
    value = date.setZone(zone);
  }
  const zoned = value.setZone(zone);
  return zoned.isValid ? zoned : null;
}
