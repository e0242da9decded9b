import type { FormattableDate } from './formattable-date';
import { toZonedDateTime } from './formattable-date';
import { text, verbatim } from '../i18n/text';
import type { Text } from '../i18n/text';

/**
 * Beyond this age a date is shown absolutely ("le DD/MM/YYYY").
 * @rule app-shell §5 · relative dates older than 8 days show "le {date}"
 */
export const RELATIVE_DATE_MAX_AGE_MS = 8 * 24 * 60 * 60 * 1000;

/**
 * Tolerated clock skew: a date at most this far in the future reads "il y a quelques secondes".
 * @rule app-shell §5 · relative dates tolerate 5 minutes of clock skew
 */
export const RELATIVE_DATE_FUTURE_TOLERANCE_MS = 5 * 60 * 1000;

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/**
 * A date relative to `now` (texts `relativeDate.*` of core's i18n files; French below). With age = now − date:
 * age < 1 min → "il y a quelques secondes"; < 1 h → "il y a N minute(s)"; < 24 h → "il y a N heure(s)";
 * ≤ 8 days → "il y a N jour(s)" (N = whole elapsed units); older → "le DD/MM/YYYY" (in `zone`).
 * A future date within 5 minutes (clock skew) reads "il y a quelques secondes"; further in the future → "le DD/MM/YYYY".
 * A missing or invalid date gives an empty text.
 * @rule app-shell §5 · relative dates: older than 8 days "le {date}", else "il y a …"
 */
export function relativeDate(date: FormattableDate | null | undefined, now: Date, zone: string): Text {
  const value = toZonedDateTime(date, zone);
  if (!value || Number.isNaN(now.getTime())) return verbatim('');
  const age = now.getTime() - value.toMillis();
  if (age > RELATIVE_DATE_MAX_AGE_MS || age < -RELATIVE_DATE_FUTURE_TOLERANCE_MS) return text('relativeDate.on', { date: value.toFormat('dd/LL/yyyy') });
  if (age < MINUTE_MS) return text('relativeDate.seconds');
  if (age < HOUR_MS) return text('relativeDate.minutes', { count: Math.floor(age / MINUTE_MS) });
  if (age < DAY_MS) return text('relativeDate.hours', { count: Math.floor(age / HOUR_MS) });
  return text('relativeDate.days', { count: Math.floor(age / DAY_MS) });
}
