import { describe, expect, it } from 'vitest';
import { ConnectionLinkBodySchema, EMAIL_MISC_ENDPOINTS, EngageEmailBodySchema, UnsubscribeBodySchema } from './email-misc.contract';

describe('email-misc port', () => {
  it('unsubscribes with a token', () => {
    const token = 'a1B2c3D4e5F6g7H8i9J0';
    expect(UnsubscribeBodySchema.parse({ token })).toEqual({ token });
    expect(UnsubscribeBodySchema.safeParse({ token: 'short' }).success).toBe(false);
    expect(UnsubscribeBodySchema.safeParse({ token: `${token}<script>` }).success).toBe(false);
    expect(UnsubscribeBodySchema.safeParse({ token, email: 'x@y.fr' }).success).toBe(false);
  });

  it('checks the connection-link and engage bodies', () => {
    expect(ConnectionLinkBodySchema.parse({ user_id: 15 })).toEqual({ user_id: 15 });
    expect(EngageEmailBodySchema.safeParse({ contact_id: 201, subject: 'Bonjour', html_content: '<p>Bonjour</p>' }).success).toBe(true);
    expect(EngageEmailBodySchema.safeParse({ contact_id: 201, subject: '', html_content: '<p>Bonjour</p>' }).success).toBe(false);
  });

  it('has the spec’s email calls; unsubscribe is public', () => {
    expect(Object.values(EMAIL_MISC_ENDPOINTS).map((endpoint) => `${endpoint.method} ${endpoint.path}`)).toEqual([
      'POST /v1/email/unsubscribe',
      'POST /v1/email/send-technical/connection-link',
      'POST /v1/email/engage',
    ]);
    expect(EMAIL_MISC_ENDPOINTS.unsubscribe.auth).toBe('public');
  });
});
