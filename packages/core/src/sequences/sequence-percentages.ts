/**
 * A sequence percentage: Math.round(part / total × 100), 0 when the total is 0 (or not a positive finite number).
 * Not capped: the counters come from the server as they are.
 * @rule prospecting §5 · sequence percentages rounded
 */
export function sequencePercentage(part: number, total: number): number {
  if (!Number.isFinite(total) || total <= 0 || !Number.isFinite(part)) return 0;
  return Math.round((part * 100) / total);
}

/** The mail counters of a sequence used for its rates. */
export interface SequenceMailCounters {
  readonly mail_sent: number;
  readonly mail_opened: number;
  readonly mail_clicked: number;
  readonly mail_replied: number;
  readonly mail_bounced: number;
}

/** Rounded rates of a sequence, in percent of the mails sent. */
export interface SequenceMailRates {
  readonly opened: number;
  readonly clicked: number;
  readonly replied: number;
  readonly bounced: number;
}

/**
 * The opened, clicked, replied and bounced rates of a sequence, each relative to mail_sent and rounded.
 * @rule prospecting §5 · sequence percentages rounded (mail rates)
 */
export function sequenceMailRates(counters: SequenceMailCounters): SequenceMailRates {
  const base = counters.mail_sent;
  return {
    opened: sequencePercentage(counters.mail_opened, base),
    clicked: sequencePercentage(counters.mail_clicked, base),
    replied: sequencePercentage(counters.mail_replied, base),
    bounced: sequencePercentage(counters.mail_bounced, base),
  };
}
