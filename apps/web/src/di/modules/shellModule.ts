import { ContainerModule } from 'inversify';
import { provide } from '../injection';
import { TOAST_STORE, ToastStore } from '../../ui/components/Toast/ToastStore';
import { HELP_POPUP_STORE, HelpPopupStore } from '../../features/shell/HelpPopupStore';
import { QUICK_SEARCH_OVERLAY_STORE, QuickSearchOverlayStore } from '../../features/shell/QuickSearchOverlayStore';

/** App-wide view-models of the shell: toasts, the quick-search overlay flag, the help popup flag. */
export const shellModule = new ContainerModule((options) => {
  provide(options, TOAST_STORE).toConstantValue(new ToastStore());
  provide(options, QUICK_SEARCH_OVERLAY_STORE).to(QuickSearchOverlayStore).inSingletonScope();
  provide(options, HELP_POPUP_STORE).to(HelpPopupStore).inSingletonScope();
});
