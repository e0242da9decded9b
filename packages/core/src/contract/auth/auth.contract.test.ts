import { describe, expect, it } from 'vitest';
import {
  AUTH_ENDPOINTS,
  ChangeCurrentPasswordBodySchema,
  ChangePasswordBodySchema,
  ConnectAsBodySchema,
  JwtResponseSchema,
  LoginBodySchema,
  ResetPasswordBodySchema,
  TokenRenewalBodySchema,
} from './auth.contract';

const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJ1c2VyX2lkIjoxLCJvcmdhbml6YXRpb25faWQiOjIsImlhdCI6MSwiZXhwIjozNjAxfQ.c2lnbmF0dXJl';

describe('auth port schemas', () => {
  it('parses a login body and a jwt answer', () => {
    expect(LoginBodySchema.parse({ login: 'jean.dupont@exemple.fr', password: 'Secret123' })).toEqual({
      login: 'jean.dupont@exemple.fr',
      password: 'Secret123',
    });
    expect(JwtResponseSchema.parse({ jwt: JWT })).toEqual({ jwt: JWT });
    expect(TokenRenewalBodySchema.parse({ jwt: JWT })).toEqual({ jwt: JWT });
    expect(ResetPasswordBodySchema.parse({ login: 'jean.dupont@exemple.fr' })).toEqual({ login: 'jean.dupont@exemple.fr' });
  });

  it('refuses a wrong type, an unknown field, an oversize password and a malformed jwt', () => {
    expect(LoginBodySchema.safeParse({ login: 42, password: 'x' }).success).toBe(false);
    expect(LoginBodySchema.safeParse({ login: 'a@b.fr', password: 'x', remember: true }).success).toBe(false);
    expect(LoginBodySchema.safeParse({ login: 'a@b.fr', password: 'x'.repeat(129) }).success).toBe(false);
    expect(JwtResponseSchema.safeParse({ jwt: 'not a jwt' }).success).toBe(false);
  });

  it('changes of password need the pattern and a matching confirmation; the old password only for a logged-in change', () => {
    expect(ChangeCurrentPasswordBodySchema.safeParse({ password: 'Secret123', password_confirmation: 'Secret123' }).success).toBe(true);
    expect(ChangePasswordBodySchema.safeParse({ password: 'Secret123', password_confirmation: 'Secret123' }).success).toBe(false);
    expect(
      ChangePasswordBodySchema.safeParse({ old_password: 'Old', password: 'Secret123', password_confirmation: 'Secret123' }).success,
    ).toBe(true);
    const mismatch = ChangePasswordBodySchema.safeParse({ old_password: 'Old', password: 'Secret123', password_confirmation: 'Secret124' });
    expect(mismatch.error?.issues[0]?.message).toBe('PASSWORD.CONFIRMATION_MISMATCH');
    expect(ChangeCurrentPasswordBodySchema.safeParse({ password: 'weak', password_confirmation: 'weak' }).success).toBe(false);
  });
});

describe('AUTH_ENDPOINTS', () => {
  it('has the paths and methods of the spec’s calls', () => {
    expect(Object.values(AUTH_ENDPOINTS).map((endpoint) => `${endpoint.method} ${endpoint.path}`)).toEqual([
      'POST /v1/authentication/auth/local',
      'POST /v1/authentication/auth/token-renewals',
      'POST /v1/authentication/auth/reset-password',
      'PUT /v1/authentication/auth/current/password',
      'PUT /v1/authentication/auth/password',
      'POST /v1/authentication/auth/logout',
      'POST /v1/authentication/auth/connect-as',
    ]);
  });

  it('designs connect-as: a user token, a strict { user_id } body, a jwt answer', () => {
    expect(AUTH_ENDPOINTS.connectAs.auth).toBe('user');
    expect(AUTH_ENDPOINTS.connectAs.designed).toBe(true);
    expect(ConnectAsBodySchema.parse({ user_id: 12 })).toEqual({ user_id: 12 });
    expect(ConnectAsBodySchema.safeParse({ user_id: 0 }).success).toBe(false);
    expect(ConnectAsBodySchema.safeParse({ user_id: '12' }).success).toBe(false);
    expect(ConnectAsBodySchema.safeParse({ user_id: 12, organization_id: 3 }).success).toBe(false);
  });

  it('opens login, renewal and reset to the public; the current password to password-change tokens', () => {
    expect(AUTH_ENDPOINTS.login.auth).toBe('public');
    expect(AUTH_ENDPOINTS.resetPassword.auth).toBe('public');
    expect(AUTH_ENDPOINTS.changeCurrentPassword.auth).toBe('password_change');
    expect(AUTH_ENDPOINTS.logout.auth).toBe('user');
    expect(AUTH_ENDPOINTS.logout.responseType).toBe('none');
  });
});
