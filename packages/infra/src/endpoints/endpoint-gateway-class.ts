import { createEndpointGateway, type AnyEndpoint, type EndpointClient, type EndpointGateway } from '@cible/core';

/** A class whose instances are the gateway of an endpoint table (one method per endpoint). */
export type EndpointGatewayClass<Table extends Readonly<Record<string, AnyEndpoint>>> = new (client: EndpointClient) => EndpointGateway<Table>;

/**
 * A base class for an HTTP gateway: `class HttpAuthGateway extends endpointGatewayClass(AUTH_ENDPOINTS)` has one
 * method per endpoint of the table (core's `createEndpointGateway`); subclasses override the few that need a
 * behaviour of their own (fallback values).
 */
export function endpointGatewayClass<Table extends Readonly<Record<string, AnyEndpoint>>>(table: Table): EndpointGatewayClass<Table> {
  class Gateway {
    constructor(client: EndpointClient) {
      Object.assign(this, createEndpointGateway(table, client));
    }
  }
  return Gateway as unknown as EndpointGatewayClass<Table>;
}
