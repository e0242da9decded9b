import { describe, expect, it } from 'vitest';
import { NEWSLETTER_ENDPOINTS, NewsletterConfigurationBodySchema, NewsletterConfigurationSchema } from './newsletter.contract';

describe('newsletter port', () => {
  it('parses a configuration (blocked_query_id_list, newsletter_aggregated, newsletter_disabled)', () => {
    const configuration = { blocked_query_id_list: [4, 9], newsletter_aggregated: true, newsletter_disabled: false };
    expect(NewsletterConfigurationSchema.parse(configuration)).toEqual(configuration);
    expect(NewsletterConfigurationBodySchema.parse(configuration)).toEqual(configuration);
  });

  it('refuses a wrong type and an unknown field', () => {
    expect(NewsletterConfigurationBodySchema.safeParse({ blocked_query_id_list: [], newsletter_aggregated: 'yes', newsletter_disabled: false }).success).toBe(false);
    expect(
      NewsletterConfigurationBodySchema.safeParse({ blocked_query_id_list: [], newsletter_aggregated: true, newsletter_disabled: false, weekly: true }).success,
    ).toBe(false);
  });

  it('has GET and PUT on the spec’s configuration path', () => {
    expect(Object.values(NEWSLETTER_ENDPOINTS).map((endpoint) => `${endpoint.method} ${endpoint.path}`)).toEqual([
      'GET /v1/newsletter/organization/{org}/user/{user}/configuration',
      'PUT /v1/newsletter/organization/{org}/user/{user}/configuration',
    ]);
  });
});
