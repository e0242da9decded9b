import { ContainerModule } from 'inversify';
import { provide } from '../injection';
import { SESSION_NAVIGATOR } from '../../features/session/SessionNavigator';
import { SESSION_STORE, SessionStore } from '../../features/session/SessionStore';
import { SESSION_TOKEN_SOURCE, SessionTokenSource } from '../../features/session/SessionTokenSource';
import { TOKEN_RENEWAL_SCHEDULER, TokenRenewalScheduler } from '../../features/session/TokenRenewalScheduler';
import type { SessionNavigator } from '../../features/session/SessionNavigator';

/**
 * The session: cookies, the app-wide SessionStore and the token renewal (the global configuration, read by the layout
 * only, is bound by globalConfigurationModule when the layout first renders).
 */
export function sessionModule(navigator: SessionNavigator): ContainerModule {
  return new ContainerModule((options) => {
    provide(options, SESSION_NAVIGATOR).toConstantValue(navigator);
    provide(options, SESSION_TOKEN_SOURCE).to(SessionTokenSource).inSingletonScope();
    provide(options, SESSION_STORE).to(SessionStore).inSingletonScope();
    provide(options, TOKEN_RENEWAL_SCHEDULER).to(TokenRenewalScheduler).inSingletonScope();
  });
}
