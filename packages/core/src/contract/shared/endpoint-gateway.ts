import type { EndpointClient } from '../../ports/http.port';
import type { AnyEndpoint, EndpointGateway, EndpointInput } from './endpoint';

/**
 * A gateway for a table of endpoints: one method per key, each calling its endpoint through the client.
 * Infra builds every HTTP gateway with it: `createEndpointGateway(AUTH_ENDPOINTS, client)` is an `AuthGateway`.
 */
export function createEndpointGateway<Table extends Readonly<Record<string, AnyEndpoint>>>(
  table: Table,
  client: EndpointClient,
): EndpointGateway<Table> {
  const gateway: Record<string, (input?: unknown) => Promise<unknown>> = {};
  for (const [name, endpoint] of Object.entries(table)) {
    gateway[name] = (input?: unknown) => client.call(endpoint, (input ?? {}) as EndpointInput<typeof endpoint>);
  }
  return gateway as unknown as EndpointGateway<Table>;
}
