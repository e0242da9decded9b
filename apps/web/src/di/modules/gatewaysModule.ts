import { ContainerModule } from 'inversify';
import { HttpAuthGateway, HttpHelpRequestGateway, HttpNotificationGateway, HttpUserGateway } from '@cible/infra';
import { AUTH_GATEWAY, ENDPOINT_CLIENT, HELP_REQUEST_GATEWAY, NOTIFICATIONS_GATEWAY, USERS_GATEWAY } from '../tokens';
import { provide, resolve } from '../injection';

/** The HTTP gateways of core's ports (one per area of the contract), all on the shared endpoint client. */
export const gatewaysModule = new ContainerModule((options) => {
  provide(options, AUTH_GATEWAY)
    .toDynamicValue((context) => new HttpAuthGateway(resolve(context, ENDPOINT_CLIENT)))
    .inSingletonScope();
  provide(options, USERS_GATEWAY)
    .toDynamicValue((context) => new HttpUserGateway(resolve(context, ENDPOINT_CLIENT)))
    .inSingletonScope();
  provide(options, HELP_REQUEST_GATEWAY)
    .toDynamicValue((context) => new HttpHelpRequestGateway(resolve(context, ENDPOINT_CLIENT)))
    .inSingletonScope();
  provide(options, NOTIFICATIONS_GATEWAY)
    .toDynamicValue((context) => new HttpNotificationGateway(resolve(context, ENDPOINT_CLIENT)))
    .inSingletonScope();
});
