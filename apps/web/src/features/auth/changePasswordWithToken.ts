import { AUTH_ENDPOINTS, JwtResponseSchema } from '@cible/core';
import type { HttpClient, JwtResponse } from '@cible/core';

/**
 * Changes the password with a token that is not the session's: the emailed reset token (logged out, no old
 * password) or the password-expired token of a refused login (with the old password). PUT current/password
 * accepts both as its bearer (core's contract, auth `password_change`); the call is anonymous for the HTTP
 * client, so the session's own token is not sent and a refusal does not log out. Answers the fresh session token.
 */
export function changePasswordWithToken(
  http: HttpClient,
  token: string,
  change: { readonly password: string; readonly confirmation: string; readonly oldPassword?: string },
): Promise<JwtResponse> {
  const endpoint = AUTH_ENDPOINTS.changeCurrentPassword;
  return http.put(endpoint.path, {
    anonymous: true,
    headers: { Authorization: `Bearer ${token}` },
    body: {
      ...(change.oldPassword === undefined ? {} : { old_password: change.oldPassword }),
      password: change.password,
      password_confirmation: change.confirmation,
    },
    schema: JwtResponseSchema,
  });
}
