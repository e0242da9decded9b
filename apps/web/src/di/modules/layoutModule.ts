import { ContainerModule } from 'inversify';
import { DelayedFeatureEvents } from '@cible/infra';
import { provide, resolve } from '../injection';
import { ANALYTICS_GATEWAY, TIMERS } from '../tokens';
import { FEATURE_USAGE } from '../../features/shell/FeatureUsage';
import { HELP_POPUP_STORE, HelpPopupStore } from '../../features/shell/HelpPopupStore';
import { QUICK_SEARCH_OVERLAY_STORE, QuickSearchOverlayStore } from '../../features/shell/QuickSearchOverlayStore';

/**
 * The application layout's app-wide stores: the quick-search overlay flag, the help popup flag, and the feature-usage
 * events (sent 500 ms after the action through the analytics gateway: infra's DelayedFeatureEvents). Only the layout
 * and what it renders use them (header, user menu, footer, help popup, quick search, bell), so the layout binds them
 * when it first renders (`useFactory` in ApplicationLayout) and they come with its chunk, not with the first route
 * (docs/performance.md).
 */
export const layoutModule = new ContainerModule((options) => {
  provide(options, QUICK_SEARCH_OVERLAY_STORE).to(QuickSearchOverlayStore).inSingletonScope();
  provide(options, HELP_POPUP_STORE).to(HelpPopupStore).inSingletonScope();
  provide(options, FEATURE_USAGE)
    .toDynamicValue((context) => {
      const events = new DelayedFeatureEvents(resolve(context, ANALYTICS_GATEWAY), resolve(context, TIMERS));
      return { used: (name, properties) => void events.featureUsed(name, properties) };
    })
    .inSingletonScope();
});
