import { AUTH_ENDPOINTS, USERS_ENDPOINTS, type AuthGateway, type EndpointClient, type UsersGateway } from '@cible/core';
import { endpointGatewayClass } from './endpoint-gateway-class';

/**
 * Core's {@link AuthGateway} over HTTP (docs/rules/ports.md "auth"): login, token renewal, reset password, change
 * current password (password-expired token accepted), change password, logout; plus account activation (public page).
 */
export class HttpAuthGateway extends endpointGatewayClass(AUTH_ENDPOINTS) implements AuthGateway {
  /** Activates an account with the emailed token and a password; answers a jwt (users area of the contract). */
  readonly activateAccount: UsersGateway['activateAccount'];

  constructor(client: EndpointClient) {
    super(client);
    this.activateAccount = (input) => client.call(USERS_ENDPOINTS.activateAccount, input);
  }
}
