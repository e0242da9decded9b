import { ContainerModule } from 'inversify';
import { ANALYTICS_GATEWAY, ANALYTICS_USAGE_GATEWAY, APP_CONFIG, CLOCK, ENDPOINT_CLIENT, TIMERS } from '../tokens';
import { provide, resolve } from '../injection';
import { deferredGateway } from '../deferredGateway';
import { DeferredAnalyticsGateway } from '../DeferredAnalyticsGateway';

/**
 * Product analytics (identified users only, docs/analytics.md), sent to the API's self-hosted endpoints in batches and
 * by beacon when the page goes away — infra's HttpAnalyticsGateway, fetched when a user is first identified; the usage
 * page's gateway (platform administrators), deferred like the screens' gateways.
 */
export const analyticsModule = new ContainerModule((options) => {
  provide(options, ANALYTICS_GATEWAY)
    .toDynamicValue((context) => {
      const client = resolve(context, ENDPOINT_CLIENT);
      const apiBaseUrl = resolve(context, APP_CONFIG).apiBaseUrl;
      const timers = resolve(context, TIMERS);
      return new DeferredAnalyticsGateway(
        (clock) => import('../analyticsAdapterChunk').then(({ HttpAnalyticsGateway }) => new HttpAnalyticsGateway(client, clock, { apiBaseUrl, timers })),
        resolve(context, CLOCK),
      );
    })
    .inSingletonScope();
  provide(options, ANALYTICS_USAGE_GATEWAY)
    .toDynamicValue((context) => {
      const client = resolve(context, ENDPOINT_CLIENT);
      return deferredGateway(() => import('../deferredGatewayClasses').then((classes) => new classes.HttpAnalyticsUsageGateway(client)));
    })
    .inSingletonScope();
});
