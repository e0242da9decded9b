import { ContainerModule } from 'inversify';
import { EndpointCaller, FetchHttpClient } from '@cible/infra';
import { APP_CONFIG, CLOCK, ENDPOINT_CLIENT, HTTP_CLIENT } from '../tokens';
import { SESSION_STORE } from '../../features/session/SessionStore';
import { SESSION_TOKEN_SOURCE } from '../../features/session/SessionTokenSource';
import { provide, resolve } from '../injection';

/**
 * The HTTP client (infra's FetchHttpClient): API base = same origin, bearer token from the session cookies,
 * a 401 (or a token found expired at request time) logs out; identical concurrent GETs are shared.
 * The endpoint client calls core's endpoint descriptors through it.
 */
export const httpModule = new ContainerModule((options) => {
  provide(options, HTTP_CLIENT)
    .toDynamicValue((context) => {
      const tokens = resolve(context, SESSION_TOKEN_SOURCE);
      return new FetchHttpClient({
        baseUrl: resolve(context, APP_CONFIG).apiBaseUrl,
        clock: resolve(context, CLOCK),
        // The usable token (connected-as first); else the stale cookie, so that the client sees it expired and logs out.
        getToken: () => tokens.active()?.token ?? tokens.snapshot().connectedAs ?? tokens.snapshot().session,
        // Resolved lazily: the session store itself depends on the gateways built on this client.
        onUnauthorized: () => resolve(context, SESSION_STORE).logout(),
      });
    })
    .inSingletonScope();
  provide(options, ENDPOINT_CLIENT)
    .toDynamicValue((context) => new EndpointCaller(resolve(context, HTTP_CLIENT)))
    .inSingletonScope();
});
