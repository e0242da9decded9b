import { describe, expect, it } from 'vitest';
import { oauthIdTokenAddress } from './oauth-id-token-address';

/** An unsigned id token with these claims (the function reads claims only; the token came over TLS from the provider). */
const idToken = (claims: Record<string, unknown>) =>
  ['{"alg":"RS256"}', JSON.stringify(claims), 'signature'].map((part, index) => (index < 2 ? Buffer.from(part).toString('base64url') : part)).join('.');

describe('oauthIdTokenAddress', () => {
  it('reads the email claim of a token issued to our client', () => {
    expect(oauthIdTokenAddress(idToken({ aud: 'client', email: 'lea@gmail.com', email_verified: true }), 'client')).toBe('lea@gmail.com');
    expect(oauthIdTokenAddress(idToken({ aud: ['other', 'client'], email: 'lea@gmail.com' }), 'client')).toBe('lea@gmail.com');
  });

  it('falls back on preferred_username when it is an address (Microsoft accounts without an email claim)', () => {
    expect(oauthIdTokenAddress(idToken({ aud: 'client', preferred_username: 'lea@contoso.com' }), 'client')).toBe('lea@contoso.com');
    expect(oauthIdTokenAddress(idToken({ aud: 'client', preferred_username: 'lea' }), 'client')).toBeNull();
  });

  it('refuses a token of another client, an unverified address, and what is not a token', () => {
    expect(oauthIdTokenAddress(idToken({ aud: 'someone-else', email: 'lea@gmail.com' }), 'client')).toBeNull();
    expect(oauthIdTokenAddress(idToken({ aud: 'client', email: 'lea@gmail.com', email_verified: false }), 'client')).toBeNull();
    expect(oauthIdTokenAddress(idToken({ aud: 'client', email: 'lea@gmail.com', email_verified: 'false' }), 'client')).toBeNull();
    expect(oauthIdTokenAddress(idToken({ aud: 'client', email: 'pas une adresse' }), 'client')).toBeNull();
    expect(oauthIdTokenAddress('not-a-token', 'client')).toBeNull();
    expect(oauthIdTokenAddress('a.%%%.c', 'client')).toBeNull();
  });
});
