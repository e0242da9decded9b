import type { FormattableDate } from './formattable-date';
import { toZonedDateTime } from './formattable-date';
import { text, verbatim } from '../i18n/text';
import type { Text } from '../i18n/text';

/**
 * The verb of a speaker news piece (texts `speakerNews.verb.*`): "est intervenu(e)" once the highlight has started
 * (start ≤ now), "interviendra" before it; a missing start date reads as the future form (speaker news announce talks).
 * An ISO start date without offset is read in `zone`.
 * @rule app-shell §5 · speaker news reads "est intervenu(e)" when the start date is past
 */
export function speakerVerb(startDate: FormattableDate | null | undefined, now: Date, zone: string): Text {
  const start = toZonedDateTime(startDate, zone);
  return text(start && start.toMillis() <= now.getTime() ? 'speakerNews.verb.past' : 'speakerNews.verb.future');
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
 * The sentence of a speaker news piece (texts `speakerNews.*`):
 * "Marie Durand est intervenu(e) lors de « Salon X » le 12/03/2025." / "Marie Durand interviendra lors de « Salon X » le 12/03/2026."
 * Without an event name: "… est intervenu(e) lors d'un événement"; without a date, the date part is left out.
 * @rule app-shell §5 · speaker news sentence (past or future form)
 */
export function speakerNewsSentence(parts: SpeakerNewsParts, now: Date, zone: string): Text {
  const name = parts.speakerName?.trim();
  const speaker = name ? verbatim(name) : text('speakerNews.someone');
  const highlight = parts.highlightName?.trim();
  const event = highlight ? text('speakerNews.event.named', { name: highlight }) : text('speakerNews.event.unnamed');
  const verb = speakerVerb(parts.startDate, now, zone);
  const start = toZonedDateTime(parts.startDate, zone);
  return start
    ? text('speakerNews.sentence.dated', { speaker, verb, event, date: start.toFormat('dd/LL/yyyy') })
    : text('speakerNews.sentence.undated', { speaker, verb, event });
}
