import { describe, expect, it } from 'vitest';
import {
  EMAIL_CONNECTION_ENDPOINTS,
  EmailCredentialsSchema,
  OauthAccessTokenBodySchema,
  OauthUrlQuerySchema,
  OtherUserOauthAccessTokenBodySchema,
  OtherUserOauthUrlQuerySchema,
} from './email-connection.contract';

describe('email-connection port', () => {
  it('parses credentials', () => {
    const credentials = { status: 'connected', account_infos: { email: 'jeanne.martin@exemple.fr', provider: 'google' } };
    expect(EmailCredentialsSchema.parse(credentials)).toEqual(credentials);
    const lost = {
      status: 'disconnected',
      account_infos: { ...credentials.account_infos, connected_at: '2026-10-01T08:00:00.000Z', disconnected_at: '2026-11-19T08:00:00.000Z' },
    };
    expect(EmailCredentialsSchema.parse(lost)).toEqual(lost);
    expect(EmailCredentialsSchema.safeParse({ ...lost, account_infos: { ...lost.account_infos, connected_at: 'hier' } }).success).toBe(false);
  });

  it('reads oauth-url queries (redirect_uri, scopes, user_id)', () => {
    expect(OauthUrlQuerySchema.parse({ redirect_uri: 'https://app.cible.fr/personal-space/email-connection', scopes: 'email.send,email.read_only' })).toEqual({
      redirect_uri: 'https://app.cible.fr/personal-space/email-connection',
      scopes: ['email.send', 'email.read_only'],
    });
    expect(OtherUserOauthUrlQuerySchema.safeParse({ redirect_uri: 'https://app.cible.fr/x' }).success).toBe(false);
    expect(OauthUrlQuerySchema.parse({ redirect_uri: 'https://app.cible.fr/x', provider: 'microsoft' }).provider).toBe('microsoft');
    expect(OauthUrlQuerySchema.safeParse({ redirect_uri: 'https://app.cible.fr/x', provider: 'yahoo' }).success).toBe(false);
    expect(OtherUserOauthUrlQuerySchema.parse({ redirect_uri: 'https://app.cible.fr/x', user_id: '15' }).user_id).toBe(15);
  });

  it('takes code and state, plus user_id for another user', () => {
    expect(OauthAccessTokenBodySchema.parse({ code: 'c', state: 's' })).toEqual({ code: 'c', state: 's' });
    expect(OauthAccessTokenBodySchema.safeParse({ code: 'c', state: 's', user_id: 15 }).success).toBe(false);
    expect(OtherUserOauthAccessTokenBodySchema.parse({ code: 'c', state: 's', user_id: 15 })).toEqual({ code: 'c', state: 's', user_id: 15 });
    expect(OauthAccessTokenBodySchema.safeParse({ code: 'c'.repeat(4097), state: 's' }).success).toBe(false);
  });

  it('has the spec’s connection calls under /v1/email/nylas, and the designed providers call', () => {
    expect(Object.values(EMAIL_CONNECTION_ENDPOINTS).map((endpoint) => `${endpoint.method} ${endpoint.path}`)).toEqual([
      'GET /v1/email/oauth-providers',
      'GET /v1/email/nylas/credentials/{user}',
      'DELETE /v1/email/nylas/credentials/{user}',
      'GET /v1/email/nylas/oauth-url',
      'GET /v1/email/nylas/oauth-url-for-other-user',
      'POST /v1/email/nylas/oauth-create-access-token',
      'POST /v1/email/nylas/oauth-create-access-token-for-other-user',
      'POST /v1/email/smtp-imap/credentials/{user}',
      'GET /v1/email/local-test',
      'POST /v1/email/local-test/credentials/{user}',
    ]);
  });
});
