import type { NotificationSettings } from '../contract/notifications/notifications.contract';

/** A match of an alert not e-mailed yet, with what its e-mail shows. */
export interface AlertDigestMatch {
  readonly queryId: number;
  readonly queryName: string;
  readonly newsId: number;
  readonly newsTitle: string;
  /** ISO date (yyyy-mm-dd). */
  readonly publicationDate: string;
  readonly companyId: number;
  readonly companyName: string;
}

/** One e-mail of a user's digest: the alerts it covers (ids ascending) and their matches. */
export interface AlertDigestMailPlan {
  readonly queryIds: readonly number[];
  readonly matches: readonly AlertDigestMatch[];
}

const byQueryThenNews = (a: AlertDigestMatch, b: AlertDigestMatch) => a.queryId - b.queryId || a.newsId - b.newsId;

/**
 * The e-mails of a user's daily digest from his matches not e-mailed yet and his notification settings: none when
 * `newsletter_disabled`; the matches of the alerts he blocked (`blocked_query_id_list`) are left out; with
 * `newsletter_aggregated` one e-mail for all his alerts, else one e-mail per alert (alerts by id, matches by news id).
 * An alert without a match sends nothing. Every match given is settled by the run (e-mailed or left out for good).
 * @rule design · alert digest: none when disabled, blocked alerts left out, one e-mail in all when aggregated else one per alert
 */
export function alertDigestMails(settings: NotificationSettings, matches: readonly AlertDigestMatch[]): AlertDigestMailPlan[] {
  if (settings.newsletter_disabled) return [];
  const blocked = new Set(settings.blocked_query_id_list);
  const kept = matches.filter((match) => !blocked.has(match.queryId)).sort(byQueryThenNews);
  if (kept.length === 0) return [];
  const queryIds = [...new Set(kept.map((match) => match.queryId))];
  if (settings.newsletter_aggregated) return [{ queryIds, matches: kept }];
  return queryIds.map((queryId) => ({ queryIds: [queryId], matches: kept.filter((match) => match.queryId === queryId) }));
}
