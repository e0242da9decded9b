import { ContainerModule } from 'inversify';
import { DelayedFeatureEvents } from '@cible/infra';
import { provide, resolve } from '../injection';
import { ANALYTICS_GATEWAY, TIMERS } from '../tokens';
import { FEATURE_USAGE } from '../../features/shell/FeatureUsage';
import { TOAST_STORE, ToastStore } from '../../ui/components/Toast/ToastStore';
import { HELP_POPUP_STORE, HelpPopupStore } from '../../features/shell/HelpPopupStore';
import { QUICK_SEARCH_OVERLAY_STORE, QuickSearchOverlayStore } from '../../features/shell/QuickSearchOverlayStore';

/**
 * App-wide view-models of the shell: toasts, the quick-search overlay flag, the help popup flag, and the feature-usage
 * events (sent 500 ms after the action through the analytics gateway: infra's DelayedFeatureEvents).
 */
export const shellModule = new ContainerModule((options) => {
  provide(options, TOAST_STORE).toConstantValue(new ToastStore());
  provide(options, QUICK_SEARCH_OVERLAY_STORE).to(QuickSearchOverlayStore).inSingletonScope();
  provide(options, HELP_POPUP_STORE).to(HelpPopupStore).inSingletonScope();
  provide(options, FEATURE_USAGE)
    .toDynamicValue((context) => {
      const events = new DelayedFeatureEvents(resolve(context, ANALYTICS_GATEWAY), resolve(context, TIMERS));
      return { used: (name, properties) => void events.featureUsed(name, properties) };
    })
    .inSingletonScope();
});
