import { ContainerModule } from 'inversify';
import { BrowserWebSocketGateway } from '@cible/infra';
import { APP_CONFIG, SOCKET_GATEWAY } from '../tokens';
import { provide, resolve } from '../injection';
import { BUILT_FEATURES, isBuiltFeature } from '../builtFeatures';
import type { AppFeature } from '../builtFeatures';
import { IdleSocketGateway } from '../IdleSocketGateway';

/**
 * The real-time socket: infra's WebSocket adapter on the API host once the `notifications` capability is built
 * (the session opens it when a token exists); until then an idle gateway that never connects (di/builtFeatures.ts).
 */
export function createSocketModule(features: readonly AppFeature[] = BUILT_FEATURES): ContainerModule {
  return new ContainerModule((options) => {
    if (!isBuiltFeature('notifications', features)) {
      provide(options, SOCKET_GATEWAY).toConstantValue(new IdleSocketGateway());
      return;
    }
    provide(options, SOCKET_GATEWAY)
      .toDynamicValue((context) => new BrowserWebSocketGateway({ apiBaseUrl: resolve(context, APP_CONFIG).apiBaseUrl }))
      .inSingletonScope();
  });
}

/** The socket module of this build. */
export const socketModule = createSocketModule();
