import { ContainerModule } from 'inversify';
import { BrowserWebSocketGateway } from '@cible/infra';
import { APP_CONFIG, SOCKET_GATEWAY } from '../tokens';
import { provide, resolve } from '../injection';

/** The real-time socket on the API host (infra's WebSocket adapter); the session opens it once a token exists. */
export const socketModule = new ContainerModule((options) => {
  provide(options, SOCKET_GATEWAY)
    .toDynamicValue((context) => new BrowserWebSocketGateway({ apiBaseUrl: resolve(context, APP_CONFIG).apiBaseUrl }))
    .inSingletonScope();
});
