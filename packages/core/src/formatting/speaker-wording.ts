import type { FormattableDate } from './formattable-date';
import { toZonedDateTime } from './formattable-date';

/**
 * The verb of a speaker news piece: "est intervenu(e)" once the highlight has started (start ≤ now),
 * "interviendra" before it; a missing start date reads as the future form (speaker news announce talks).
 * An ISO start date without offset is read in `zone`.
 * @rule app-shell §5 · speaker news reads "est intervenu(e)" when the start date is past
 */
export function speakerVerbFr(
  startDate: FormattableDate | null | undefined,
  now: Date,
  zone: string,
): 'est intervenu(e)' | 'interviendra' {
  const start = toZonedDateTime(startDate, zone);
  if (!start) return 'interviendra';
  return start.toMillis() <= now.getTime() ? 'est intervenu(e)' : 'interviendra';
}

/** What a speaker news sentence is built from. */
export interface SpeakerNewsParts {
  /** The speaker's display name ("Marie Durand"); "Un dirigeant" when empty. */
  readonly speakerName?: string | null;
  /** highlight.name: the conference or event. */
  readonly highlightName?: string | null;
  /** highlight.start_date. */
  readonly startDate?: FormattableDate | null;
}

/**
 * The sentence of a speaker news piece:
 * "Marie Durand est intervenu(e) lors de « Salon X » le 12/03/2025." / "Marie Durand interviendra lors de « Salon X » le 12/03/2026."
 * Without an event name: "… est intervenu(e) lors d'un événement"; without a date, the date part is left out.
 * @rule app-shell §5 · speaker news sentence (past or future form)
 */
export function speakerNewsSentenceFr(parts: SpeakerNewsParts, now: Date, zone: string): string {
  const speaker = parts.speakerName?.trim() || 'Un dirigeant';
  const event = parts.highlightName?.trim() ? `lors de « ${parts.highlightName.trim()} »` : "lors d'un événement";
  const start = toZonedDateTime(parts.startDate, zone);
  const when = start ? ` le ${start.toFormat('dd/LL/yyyy')}` : '';
  return `${speaker} ${speakerVerbFr(parts.startDate, now, zone)} ${event}${when}.`;
}
