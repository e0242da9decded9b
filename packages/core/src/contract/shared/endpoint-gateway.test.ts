import { describe, expect, it } from 'vitest';
import type { EndpointClient } from '../../ports/http.port';
import { AUTH_ENDPOINTS, type AuthGateway } from '../auth/auth.contract';
import type { AnyEndpoint } from './endpoint';
import { createEndpointGateway } from './endpoint-gateway';

describe('createEndpointGateway', () => {
  it('builds one method per endpoint that calls the client with the endpoint and the input', async () => {
    const calls: { endpoint: AnyEndpoint; input: unknown }[] = [];
    const client: EndpointClient = {
      call: async (endpoint, input) => {
        calls.push({ endpoint, input });
        return { jwt: 'a.b.c' } as never;
      },
    };
    const gateway: AuthGateway = createEndpointGateway(AUTH_ENDPOINTS, client);
    await expect(gateway.login({ body: { login: 'a@b.fr', password: 'x' } })).resolves.toEqual({ jwt: 'a.b.c' });
    await gateway.logout();
    expect(calls.map((call) => call.endpoint.path)).toEqual(['/v1/authentication/auth/local', '/v1/authentication/auth/logout']);
    expect(calls[0]?.input).toEqual({ body: { login: 'a@b.fr', password: 'x' } });
    expect(calls[1]?.input).toEqual({});
    expect(Object.keys(gateway)).toEqual(Object.keys(AUTH_ENDPOINTS));
  });
});
