import { describe, expect, it } from 'vitest';
import { LINKEDIN_ENDPOINTS, LinkedinAuthUrlBodySchema, LinkedinCredentialsSchema } from './linkedin.contract';

describe('linkedin port', () => {
  it('parses credentials with status and account_infos', () => {
    const credentials = { status: 'disconnected', account_infos: { account_id: 'acc_1', name: 'Jeanne Martin', profile_url: null } };
    expect(LinkedinCredentialsSchema.parse(credentials)).toEqual(credentials);
    expect(LinkedinCredentialsSchema.safeParse({ status: 'expired', account_infos: null }).success).toBe(false);
  });

  it('asks an auth link of type create or reconnect only', () => {
    expect(LinkedinAuthUrlBodySchema.parse({ type: 'reconnect' })).toEqual({ type: 'reconnect' });
    expect(LinkedinAuthUrlBodySchema.safeParse({ type: 'delete' }).success).toBe(false);
    expect(LinkedinAuthUrlBodySchema.safeParse({ type: 'create', success_redirect_url: 'javascript:alert(1)' }).success).toBe(false);
    expect(LinkedinAuthUrlBodySchema.safeParse({ type: 'create', account_id: 'x' }).success).toBe(false);
  });

  it('has the LinkedIn calls', () => {
    expect(Object.values(LINKEDIN_ENDPOINTS).map((endpoint) => `${endpoint.method} ${endpoint.path}`)).toEqual([
      'GET /v1/linkedin/unipile-credentials',
      'POST /v1/linkedin/disconnect',
      'POST /v1/linkedin/auth/url',
    ]);
  });
});
