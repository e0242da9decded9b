import { ContainerModule } from 'inversify';
import { HttpAnalyticsGateway } from '@cible/infra';
import { ANALYTICS_GATEWAY, CLOCK, ENDPOINT_CLIENT } from '../tokens';
import { provide, resolve } from '../injection';

/** Product analytics (identified users only), sent to the API's self-hosted events endpoint. */
export const analyticsModule = new ContainerModule((options) => {
  provide(options, ANALYTICS_GATEWAY)
    .toDynamicValue((context) => new HttpAnalyticsGateway(resolve(context, ENDPOINT_CLIENT), resolve(context, CLOCK)))
    .inSingletonScope();
});
