import { useContext } from 'react';
import type { ContainerModule } from 'inversify';
import { ContainerContext } from './ContainerContext';
import { resolve } from './injection';
import { loadFeatureModule } from './loadFeatureModule';
import type { Token } from './token';

/**
 * The factory of a screen's view-model, bound by its feature's module (loaded into the app's container on first use,
 * see loadFeatureModule). The component creates its view-model once: `const [vm] = useState(() => factory.create(…))`.
 */
export function useFactory<T>(feature: ContainerModule, token: Token<T>): T {
  const container = useContext(ContainerContext);
  if (!container) throw new Error('useFactory needs a ContainerContext provider above it.');
  loadFeatureModule(container, feature);
  return resolve(container, token);
}
