import { describe, expect, it } from 'vitest';
import { SEQUENCES_ENDPOINTS } from './sequences.contract';

describe('SEQUENCES_ENDPOINTS', () => {
  const routes = Object.values(SEQUENCES_ENDPOINTS).map((endpoint) => `${endpoint.method} ${endpoint.path}`);

  it('covers every row of the spec’s "Sequences" calls', () => {
    expect(routes).toEqual(
      expect.arrayContaining([
        'GET /v1/sequence/sequences',
        'POST /v1/sequence/sequences',
        'GET /v1/sequence/settings',
        'GET /v1/sequence/scheduled-emails',
        'PATCH /v1/sequence/sequences/{id}',
        'DELETE /v1/sequence/sequences/{id}',
        'GET /v1/sequence/sequences/{id}/steps',
        'POST /v1/sequence/sequences/{id}/steps',
        'PATCH /v1/sequence/sequences/{id}/steps/{step_id}',
        'DELETE /v1/sequence/sequences/{id}/steps/{step_id}',
        'GET /v1/sequence/sequences/{id}/steps-statistics',
        'POST /v1/sequence/sequences/{id}/targets/search',
        'DELETE /v1/sequence/sequences/{id}/targets',
        'PATCH /v1/sequence/sequences/{id}/targets/{target_id}',
        'POST /v1/sequence/sequences/{id}/check-import-targets',
        'POST /v1/sequence/sequences/{id}/import-targets',
        'POST /v1/sequence/sequences/{id}/duplicate',
        'POST /v1/sequence/sequences/{id}/switch-steps',
        'GET /v1/sequence/sequences/{id}/next-steps',
        'GET /v1/sequence/sequences/{id}/target-lists',
        'POST /v1/sequence/sequences/{id}/send-email-test',
        'GET /v1/sequence/sequences/search-by-contact-id',
        'POST /v1/sequence/runner',
        'POST /v1/sequence/sequences/{id}/step-links',
        'PATCH /v1/sequence/sequences/{id}/step-links/{link_id}',
        'GET /v1/sequence/templates',
        // designed (ADR 030): the owner settles a send under review.
        'POST /v1/sequence/sequences/{id}/targets/{target_id}/send-review',
        // designed: the record tab's events.
        'GET /v1/sequence/sequences/{id}/history',
        // designed (ADR 033): the results page's timeline.
        'GET /v1/sequence/statistics/timeline',
      ]),
    );
    expect(routes).toHaveLength(33);
  });

  it('runs the runner with a user token (a platform administrator, ADR 029)', () => {
    expect(SEQUENCES_ENDPOINTS.runSequences.auth).toBe('user');
    expect(Object.values(SEQUENCES_ENDPOINTS).filter((endpoint) => endpoint.auth !== 'user')).toHaveLength(0);
  });
});
