import { ContainerModule } from 'inversify';
import { provide } from '../injection';
import { GLOBAL_CONFIGURATION_STORE, GlobalConfigurationStore } from '../../features/session/GlobalConfigurationStore';

/**
 * The global configuration values (the older desk host): an app-wide store that only the layout's components read
 * (header, footer, personal space, home, quick-search links), so it is bound when one of them first renders
 * (`useFactory`) and comes with the layout's chunk, not with the first route (docs/performance.md).
 */
export const globalConfigurationModule = new ContainerModule((options) => {
  provide(options, GLOBAL_CONFIGURATION_STORE).to(GlobalConfigurationStore).inSingletonScope();
});
