import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { NotificationSettings } from '../contract/notifications/notifications.contract';
import { alertDigestMails } from './alert-digest';
import type { AlertDigestMatch, AlertDigestMailPlan } from './alert-digest';

/** The oracle: alert by alert (ids ascending), the alert's unblocked matches by news id; merged when aggregated. */
function oracle(settings: NotificationSettings, matches: readonly AlertDigestMatch[]): AlertDigestMailPlan[] {
  if (settings.newsletter_disabled) return [];
  const perAlert: AlertDigestMailPlan[] = [];
  const alertIds = [...new Set(matches.map((match) => match.queryId))].sort((a, b) => a - b);
  for (const queryId of alertIds) {
    if (settings.blocked_query_id_list.includes(queryId)) continue;
    const own = matches.filter((match) => match.queryId === queryId).sort((a, b) => a.newsId - b.newsId);
    perAlert.push({ queryIds: [queryId], matches: own });
  }
  if (!settings.newsletter_aggregated || perAlert.length === 0) return perAlert;
  return [{ queryIds: perAlert.flatMap((mail) => mail.queryIds), matches: perAlert.flatMap((mail) => mail.matches) }];
}

const match = fc.record({
  queryId: fc.integer({ min: 1, max: 5 }),
  newsId: fc.integer({ min: 1, max: 1000 }),
  newsTitle: fc.string(),
  publicationDate: fc.constant('2025-01-01'),
  companyId: fc.integer({ min: 1, max: 9 }),
  companyName: fc.string(),
}).map((fields) => ({ ...fields, queryName: `Alerte ${fields.queryId}` }));
const matches = fc.uniqueArray(match, { selector: (item) => `${item.queryId}/${item.newsId}`, maxLength: 12 });
const settings = fc.record({
  blocked_query_id_list: fc.uniqueArray(fc.integer({ min: 1, max: 5 }), { maxLength: 3 }),
  newsletter_aggregated: fc.boolean(),
  newsletter_disabled: fc.boolean(),
});

describe('alertDigestMails', () => {
  it('plans the e-mails the settings ask for (model-based)', () => {
    fc.assert(
      fc.property(settings, matches, (chosen, drawn) => {
        expect(alertDigestMails(chosen, drawn)).toEqual(oracle(chosen, drawn));
      }),
      { numRuns: 500 },
    );
  });

  it('sends one e-mail aggregated, one per alert otherwise, none when disabled, and never a blocked alert', () => {
    const a = { queryName: 'A', newsTitle: 't', publicationDate: '2025-01-01', companyId: 1, companyName: 'ACME' };
    const drawn: AlertDigestMatch[] = [{ ...a, queryId: 2, newsId: 5 }, { ...a, queryId: 1, newsId: 9 }, { ...a, queryId: 2, newsId: 3 }, { ...a, queryId: 3, newsId: 1 }];
    const base = { blocked_query_id_list: [3], newsletter_aggregated: false, newsletter_disabled: false };
    expect(alertDigestMails(base, drawn).map((mail) => [mail.queryIds, mail.matches.map((m) => m.newsId)])).toEqual([
      [[1], [9]],
      [[2], [3, 5]],
    ]);
    expect(alertDigestMails({ ...base, newsletter_aggregated: true }, drawn).map((mail) => [mail.queryIds, mail.matches.map((m) => m.newsId)])).toEqual([[[1, 2], [9, 3, 5]]]);
    expect(alertDigestMails({ ...base, newsletter_disabled: true }, drawn)).toEqual([]);
    expect(alertDigestMails({ ...base, blocked_query_id_list: [1, 2, 3] }, drawn)).toEqual([]);
  });
});
