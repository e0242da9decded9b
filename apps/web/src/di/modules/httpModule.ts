import { ContainerModule } from 'inversify';
import { APP_CONFIG, CLOCK, ENDPOINT_CLIENT, HTTP_CLIENT } from '../tokens';
import { SESSION_STORE } from '../../features/session/SessionStore';
import { SESSION_TOKEN_SOURCE } from '../../features/session/SessionTokenSource';
import { provide, resolve } from '../injection';
import { deferredGateway } from '../deferredGateway';
import { loadSessionGatewayClasses } from './gatewaysModule';

/**
 * The HTTP client (infra's FetchHttpClient): API base = same origin, bearer token from the session cookies,
 * a 401 (or a token found expired at request time) logs out; identical concurrent GETs are shared.
 * The endpoint client calls core's endpoint descriptors through it. Both come with the session's gateways' chunk,
 * fetched by their first call at the latest (`deferredGateway`: every method of both ports is async): the first route
 * makes no call before that chunk is needed anyway, and does not carry them (docs/performance.md).
 */
export const httpModule = new ContainerModule((options) => {
  provide(options, HTTP_CLIENT)
    .toDynamicValue((context) => {
      const tokens = resolve(context, SESSION_TOKEN_SOURCE);
      const { apiBaseUrl } = resolve(context, APP_CONFIG);
      const clock = resolve(context, CLOCK);
      return deferredGateway(() =>
        loadSessionGatewayClasses().then(
          (classes) =>
            new classes.FetchHttpClient({
              baseUrl: apiBaseUrl,
              clock,
              // The usable token (connected-as first); else the stale cookie, so that the client sees it expired and logs out.
              getToken: () => tokens.active()?.token ?? tokens.snapshot().connectedAs ?? tokens.snapshot().session,
              // Resolved lazily: the session store itself depends on the gateways built on this client.
              onUnauthorized: () => resolve(context, SESSION_STORE).logout(),
            }),
        ),
      );
    })
    .inSingletonScope();
  provide(options, ENDPOINT_CLIENT)
    .toDynamicValue((context) => {
      const http = resolve(context, HTTP_CLIENT);
      return deferredGateway(() => loadSessionGatewayClasses().then((classes) => new classes.EndpointCaller(http)));
    })
    .inSingletonScope();
});
