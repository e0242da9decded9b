import { ContainerModule } from 'inversify';
import { APP_CONFIG } from '../tokens';
import { provide } from '../injection';
import type { AppConfig } from '../AppConfig';

/** The runtime configuration: the API is the page's own origin (it serves the web app). */
export function browserAppConfig(): AppConfig {
  return { apiBaseUrl: window.location.origin, secureCookies: window.location.protocol === 'https:' };
}

/** Binds the configuration (`config`: tests and other hosts pass their own). */
export function configModule(config: AppConfig = browserAppConfig()): ContainerModule {
  return new ContainerModule((options) => {
    provide(options, APP_CONFIG).toConstantValue(config);
  });
}
