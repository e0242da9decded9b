import { ContainerModule } from 'inversify';
import { provide } from '../injection';
import { TOAST_STORE, ToastStore } from '../../ui/components/Toast/ToastStore';

/**
 * App-wide view-models of the shell loaded with the container: the toasts, which every page (the login pages too) and
 * the session show. The application layout's stores (quick-search overlay, help popup, feature usage) are bound by
 * layoutModule when the layout first renders.
 */
export const shellModule = new ContainerModule((options) => {
  provide(options, TOAST_STORE).toConstantValue(new ToastStore());
});
