import { ContainerModule } from 'inversify';
import { APP_CONFIG, SOCKET_GATEWAY } from '../tokens';
import { SESSION_TOKEN_SOURCE } from '../../features/session/SessionTokenSource';
import { provide, resolve } from '../injection';
import { BUILT_FEATURES, isBuiltFeature } from '../builtFeatures';
import type { AppFeature } from '../builtFeatures';
import { IdleSocketGateway } from '../IdleSocketGateway';
import { DeferredSocketGateway } from '../DeferredSocketGateway';
import { loadSessionGatewayClasses } from './gatewaysModule';

/**
 * The real-time socket: infra's WebSocket adapter on the API host once the `notifications` capability is built (the
 * session opens it when a token exists, closes it on logout); without it an idle gateway that never connects
 * (di/builtFeatures.ts). The adapter comes with the session's gateways' chunk, fetched by the first `connect` at the
 * latest (DeferredSocketGateway): the first route does not carry it. Each reconnection reads the session's current token from the cookies (a renewed token,
 * ADR 005); no usable token → it stays closed.
 */
export function createSocketModule(features: readonly AppFeature[] = BUILT_FEATURES): ContainerModule {
  return new ContainerModule((options) => {
    if (!isBuiltFeature('notifications', features)) {
      provide(options, SOCKET_GATEWAY).toConstantValue(new IdleSocketGateway());
      return;
    }
    provide(options, SOCKET_GATEWAY)
      .toDynamicValue((context) => {
        const tokens = resolve(context, SESSION_TOKEN_SOURCE);
        const { apiBaseUrl } = resolve(context, APP_CONFIG);
        return new DeferredSocketGateway(() =>
          loadSessionGatewayClasses().then((classes) => new classes.BrowserWebSocketGateway({ apiBaseUrl, currentToken: () => tokens.active()?.token ?? null })),
        );
      })
      .inSingletonScope();
  });
}

/** The socket module of this build. */
export const socketModule = createSocketModule();
