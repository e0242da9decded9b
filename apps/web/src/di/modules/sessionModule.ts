import { ContainerModule } from 'inversify';
import { GLOBAL_CONFIGURATION_STORE, SESSION_NAVIGATOR, SESSION_STORE, SESSION_TOKEN_SOURCE } from '../tokens';
import { provide } from '../injection';
import { GlobalConfigurationStore } from '../../features/session/GlobalConfigurationStore';
import { SessionStore } from '../../features/session/SessionStore';
import { SessionTokenSource } from '../../features/session/SessionTokenSource';
import type { SessionNavigator } from '../../features/session/SessionNavigator';

/** The session: cookies, the app-wide SessionStore and the global configuration (desk host). */
export function sessionModule(navigator: SessionNavigator): ContainerModule {
  return new ContainerModule((options) => {
    provide(options, SESSION_NAVIGATOR).toConstantValue(navigator);
    provide(options, SESSION_TOKEN_SOURCE).to(SessionTokenSource).inSingletonScope();
    provide(options, SESSION_STORE).to(SessionStore).inSingletonScope();
    provide(options, GLOBAL_CONFIGURATION_STORE).to(GlobalConfigurationStore).inSingletonScope();
  });
}
