/**
 * A template statistics percentage: Math.ceil(part / base × 100) capped at 100, never below 0, and 0 when the
 * base is 0 (or not a positive finite number).
 * @rule prospecting §5 · template statistics percentages capped at 100 and rounded up
 */
export function templatePercentage(part: number, base: number): number {
  if (!Number.isFinite(base) || base <= 0 || !Number.isFinite(part) || part <= 0) return 0;
  return Math.min(100, Math.ceil((part * 100) / base));
}

/** The statistics counters of an email template. */
export interface TemplateStatisticsCounts {
  readonly mail_sent_count: number;
  readonly mail_opened_count: number;
  readonly mail_clicked_count: number;
  readonly mail_replied_count: number;
}

/** Opened, clicked and replied rates of a template, in percent of the mails sent. */
export interface TemplateStatisticsRates {
  readonly opened: number;
  readonly clicked: number;
  readonly replied: number;
}

/**
 * The opened, clicked and replied rates of a template, each relative to mail_sent_count (capped, rounded up).
 * @rule prospecting §5 · template statistics percentages capped at 100 and rounded up (rates)
 */
export function templateStatisticsRates(stats: TemplateStatisticsCounts): TemplateStatisticsRates {
  const base = stats.mail_sent_count;
  return {
    opened: templatePercentage(stats.mail_opened_count, base),
    clicked: templatePercentage(stats.mail_clicked_count, base),
    replied: templatePercentage(stats.mail_replied_count, base),
  };
}
