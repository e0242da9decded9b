import { Container } from 'inversify';
import type { ContainerModule } from 'inversify';
import type { AppConfig } from './AppConfig';
import type { SessionNavigator } from '../features/session/SessionNavigator';
import { analyticsModule } from './modules/analyticsModule';
import { configModule } from './modules/configModule';
import { gatewaysModule } from './modules/gatewaysModule';
import { httpModule } from './modules/httpModule';
import { i18nModule } from './modules/i18nModule';
import { platformModule } from './modules/platformModule';
import { sessionModule } from './modules/sessionModule';
import { shellModule } from './modules/shellModule';
import { socketModule } from './modules/socketModule';

/** The infra adapters of core's ports for the browser; tests replace them with fakes. */
export const BROWSER_ADAPTER_MODULES: readonly ContainerModule[] = [platformModule, httpModule, gatewaysModule, analyticsModule, socketModule];

/**
 * The app-wide stores of the features (`di/modules/<feature>Module.ts`), loaded with the container: the shell's
 * toasts. The application layout's stores (layoutModule: quick-search overlay, help popup, feature usage), the global
 * configuration (globalConfigurationModule), the notification bell's and the support chat launcher's stores
 * (notificationsModule, supportChatModule) and
 * the factories of the screens' view-models are in their features' own modules, loaded the first time one of their
 * components renders (`useFactory`, di/loadFeatureModule.ts): they come with the layout's chunk, not with the first
 * route (docs/performance.md).
 */
export const FEATURE_MODULES: readonly ContainerModule[] = [shellModule];

export interface AppContainerOptions {
  /** How the session moves the browser (the router, once created). */
  readonly navigator: SessionNavigator;
  readonly config?: AppConfig;
  /** Adapter modules (defaults to the browser's). */
  readonly adapters?: readonly ContainerModule[];
}

/** The app's inversify container: configuration, texts, adapters, the session and the features' app-wide stores. */
export function createAppContainer({ navigator, config, adapters = BROWSER_ADAPTER_MODULES }: AppContainerOptions): Container {
  const container = new Container();
  container.load(configModule(config), i18nModule, ...adapters, sessionModule(navigator), ...FEATURE_MODULES);
  return container;
}
