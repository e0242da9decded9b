import { ContainerModule } from 'inversify';
import { BrowserKeyValueStorage, DocumentCookieStorage, SystemClock, systemTimers } from '@cible/infra';
import { CLOCK, COOKIE_STORAGE, KEY_VALUE_STORAGE, TIMERS } from '../tokens';
import { provide } from '../injection';

/** The browser's clock, timers, cookie jar and local storage (infra adapters of core's ports). */
export const platformModule = new ContainerModule((options) => {
  provide(options, CLOCK).toConstantValue(new SystemClock());
  provide(options, TIMERS).toConstantValue(systemTimers);
  provide(options, COOKIE_STORAGE).toConstantValue(new DocumentCookieStorage());
  provide(options, KEY_VALUE_STORAGE).toConstantValue(new BrowserKeyValueStorage());
});
