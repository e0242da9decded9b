import { USERS_ENDPOINTS, type EndpointClient, type UsersGateway } from '@cible/core';
import { consoleLogger, type Logger } from '../shared/logger';
import { endpointGatewayClass } from './endpoint-gateway-class';

/**
 * Core's {@link UsersGateway} over HTTP (docs/rules/ports.md "users"): users search, one user, profile update,
 * organisation, global configurations, managed users, support-chat hash, and the caller's own data.
 * The support-chat hash answers `{ hash: null }` when the call fails (the spec's error catalogue; docs/infra.md
 * "Behaviours").
 */
export class HttpUserGateway extends endpointGatewayClass(USERS_ENDPOINTS) implements UsersGateway {
  override readonly getIntercomVerifiedHash: UsersGateway['getIntercomVerifiedHash'];

  constructor(client: EndpointClient, logger: Logger = consoleLogger) {
    super(client);
    this.getIntercomVerifiedHash = async (input) => {
      try {
        return await client.call(USERS_ENDPOINTS.getIntercomVerifiedHash, input ?? {});
      } catch (error) {
        logger.warn('[users] intercom-verified-hash failed, the support chat starts without identity verification', error);
        return { hash: null };
      }
    };
  }
}
