import { describe, expect, it } from 'vitest';
import { SMART_MAILING_ENDPOINTS } from './smart-mailing.contract';

describe('SMART_MAILING_ENDPOINTS', () => {
  it('covers every operation of the spec’s "Smart mailing" calls under /v1/smart-mailing', () => {
    const routes = Object.values(SMART_MAILING_ENDPOINTS).map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(routes).toEqual(
      expect.arrayContaining([
        'GET /v1/smart-mailing/senders',
        'POST /v1/smart-mailing/senders',
        'PATCH /v1/smart-mailing/senders/{id}',
        'DELETE /v1/smart-mailing/senders/{id}',
        'GET /v1/smart-mailing/campaigns',
        'POST /v1/smart-mailing/campaigns',
        'GET /v1/smart-mailing/campaigns/{id}',
        'PATCH /v1/smart-mailing/campaigns/{id}',
        'DELETE /v1/smart-mailing/campaigns/{id}',
        'GET /v1/smart-mailing/campaigns/{id}/statistics',
        'GET /v1/smart-mailing/campaigns/{id}/targets',
        'POST /v1/smart-mailing/check-targets',
        'POST /v1/smart-mailing/import-targets',
        'POST /v1/smart-mailing/campaigns/{id}/duplicate',
        'POST /v1/smart-mailing/send-test',
        'GET /v1/smart-mailing/target-lists',
        'GET /v1/smart-mailing/domains',
        'POST /v1/smart-mailing/domains',
        'DELETE /v1/smart-mailing/domains/{id}',
        'POST /v1/smart-mailing/domains/{id}/check',
        'GET /v1/smart-mailing/settings',
        'PUT /v1/smart-mailing/settings',
        'GET /v1/smart-mailing/used-senders',
        // Designed: the mail's preview, the activity timeline, the day's volume, the openers and clickers lists.
        'POST /v1/smart-mailing/campaigns/{id}/preview',
        'GET /v1/smart-mailing/statistics/timeline',
        'GET /v1/smart-mailing/campaigns/{id}/send-volume',
        'POST /v1/smart-mailing/campaigns/{id}/engagement-lists',
      ]),
    );
    expect(routes.every((route) => route.includes(' /v1/smart-mailing/'))).toBe(true);
  });
});
