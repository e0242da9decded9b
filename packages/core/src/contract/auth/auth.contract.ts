import { z } from 'zod';
import { ApiNewPasswordSchema, PORT_LIMITS, safeString } from '../shared/api-primitives';
import { defineEndpoint, EmptyResponseSchema, type EndpointGateway } from '../shared/endpoint';

/** A JWT as carried by the contract (three base64url parts). */
export const JwtSchema = safeString()
  .max(PORT_LIMITS.token)
  .regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*$/, 'JWT.MALFORMED');

/** Login body (the spec's call): the login (an email address) and the password. */
export const LoginBodySchema = z
  .object({
    login: safeString().trim().min(1).max(PORT_LIMITS.email),
    /** Any existing password (old ones may predate the pattern): only bounded. */
    password: safeString().min(1).max(PORT_LIMITS.password),
  })
  .strict();
export type LoginBody = z.infer<typeof LoginBodySchema>;

/** An answer carrying a token: login, token renewal, account activation. */
export const JwtResponseSchema = z.object({ jwt: JwtSchema });
export type JwtResponse = z.infer<typeof JwtResponseSchema>;

/** Token renewal body: the current, still valid token. */
export const TokenRenewalBodySchema = z.object({ jwt: JwtSchema }).strict();
export type TokenRenewalBody = z.infer<typeof TokenRenewalBodySchema>;

/** Reset-password body: the login whose owner gets a reset link (the answer never says whether it exists). */
export const ResetPasswordBodySchema = z.object({ login: safeString().trim().min(1).max(PORT_LIMITS.email) }).strict();
export type ResetPasswordBody = z.infer<typeof ResetPasswordBodySchema>;

const passwordsMatch = (body: { password: string; password_confirmation: string }) =>
  body.password === body.password_confirmation;
const PASSWORD_MISMATCH = { message: 'PASSWORD.CONFIRMATION_MISMATCH', path: ['password_confirmation'] };

/**
 * Change of the current password (PUT …/current/password). Used with a password-expired or password-reset token,
 * hence the old password is optional (designed field names: old_password, password, password_confirmation).
 */
export const ChangeCurrentPasswordBodySchema = z
  .object({
    old_password: safeString().min(1).max(PORT_LIMITS.password).optional(),
    password: ApiNewPasswordSchema,
    password_confirmation: safeString().max(PORT_LIMITS.password),
  })
  .strict()
  .refine(passwordsMatch, PASSWORD_MISMATCH);
export type ChangeCurrentPasswordBody = z.infer<typeof ChangeCurrentPasswordBodySchema>;

/** Change of password by a logged-in user (PUT …/password): the old password is required. */
export const ChangePasswordBodySchema = z
  .object({
    old_password: safeString().min(1).max(PORT_LIMITS.password),
    password: ApiNewPasswordSchema,
    password_confirmation: safeString().max(PORT_LIMITS.password),
  })
  .strict()
  .refine(passwordsMatch, PASSWORD_MISMATCH);
export type ChangePasswordBody = z.infer<typeof ChangePasswordBodySchema>;

/** "Connected as" (designed): the user a platform administrator acts as. */
export const ConnectAsBodySchema = z.object({ user_id: z.number().int().min(1).max(PORT_LIMITS.maxId) }).strict();
export type ConnectAsBody = z.infer<typeof ConnectAsBodySchema>;

/** Authentication calls (docs/rules/ports.md "auth"). */
export const AUTH_ENDPOINTS = {
  login: defineEndpoint({
    method: 'POST',
    path: '/v1/authentication/auth/local',
    summary: 'Log in with login and password; answers a jwt.',
    auth: 'public',
    body: LoginBodySchema,
    response: JwtResponseSchema,
  }),
  renewToken: defineEndpoint({
    method: 'POST',
    path: '/v1/authentication/auth/token-renewals',
    summary: 'Exchange a still valid jwt (in the body) for a fresh one.',
    auth: 'public',
    body: TokenRenewalBodySchema,
    response: JwtResponseSchema,
  }),
  resetPassword: defineEndpoint({
    method: 'POST',
    path: '/v1/authentication/auth/reset-password',
    summary: 'Send a password-reset link to the login; always answers 204.',
    auth: 'public',
    body: ResetPasswordBodySchema,
    response: EmptyResponseSchema,
    responseType: 'none',
  }),
  changeCurrentPassword: defineEndpoint({
    method: 'PUT',
    path: '/v1/authentication/auth/current/password',
    summary: 'Change the password of the token holder (password-expired or reset token accepted); answers a fresh jwt.',
    auth: 'password_change',
    body: ChangeCurrentPasswordBodySchema,
    response: JwtResponseSchema,
  }),
  changePassword: defineEndpoint({
    method: 'PUT',
    path: '/v1/authentication/auth/password',
    summary: 'Change the password of the logged-in user (old password required).',
    body: ChangePasswordBodySchema,
    response: EmptyResponseSchema,
    responseType: 'none',
  }),
  logout: defineEndpoint({
    method: 'POST',
    path: '/v1/authentication/auth/logout',
    summary: 'End the server session of the token.',
    response: EmptyResponseSchema,
    responseType: 'none',
  }),
  connectAs: defineEndpoint({
    // designed: not in spec
    method: 'POST',
    path: '/v1/authentication/auth/connect-as',
    summary: 'A platform administrator gets a token acting as another user (connected_as_by claim).',
    designed: true,
    body: ConnectAsBodySchema,
    response: JwtResponseSchema,
  }),
} as const;

/** The authentication port. */
export type AuthGateway = EndpointGateway<typeof AUTH_ENDPOINTS>;
