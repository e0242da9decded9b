import { ContainerModule } from 'inversify';
import { HttpAnalyticsGateway } from '@cible/infra';
import { ANALYTICS_GATEWAY, ANALYTICS_USAGE_GATEWAY, APP_CONFIG, CLOCK, ENDPOINT_CLIENT, TIMERS } from '../tokens';
import { provide, resolve } from '../injection';
import { deferredGateway } from '../deferredGateway';

/**
 * Product analytics (identified users only, docs/analytics.md), sent to the API's self-hosted endpoints in batches and
 * by beacon when the page goes away; the usage page's gateway (platform administrators), deferred like the screens'
 * gateways (its code is fetched the first time the page calls it).
 */
export const analyticsModule = new ContainerModule((options) => {
  provide(options, ANALYTICS_GATEWAY)
    .toDynamicValue(
      (context) =>
        new HttpAnalyticsGateway(resolve(context, ENDPOINT_CLIENT), resolve(context, CLOCK), {
          apiBaseUrl: resolve(context, APP_CONFIG).apiBaseUrl,
          timers: resolve(context, TIMERS),
        }),
    )
    .inSingletonScope();
  provide(options, ANALYTICS_USAGE_GATEWAY)
    .toDynamicValue((context) => {
      const client = resolve(context, ENDPOINT_CLIENT);
      return deferredGateway(() => import('../deferredGatewayClasses').then((classes) => new classes.HttpAnalyticsUsageGateway(client)));
    })
    .inSingletonScope();
});
