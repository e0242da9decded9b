import { useContext } from 'react';
import { ContainerModule } from 'inversify';
import { ContainerContext } from './ContainerContext';
import { resolve } from './injection';
import { loadFeatureModule } from './loadFeatureModule';
import type { Token } from './token';

/**
 * The factory of a screen's view-model (or a store of the layout), bound by its feature's module (loaded into the app's
 * container on first use, see loadFeatureModule; several modules when the factory needs another feature's store). The
 * component creates its view-model once: `const [vm] = useState(() => factory.create(…))`.
 */
export function useFactory<T>(feature: ContainerModule | readonly ContainerModule[], token: Token<T>): T {
  const container = useContext(ContainerContext);
  if (!container) throw new Error('useFactory needs a ContainerContext provider above it.');
  const modules: readonly ContainerModule[] = feature instanceof ContainerModule ? [feature] : feature;
  for (const module of modules) loadFeatureModule(container, module);
  return resolve(container, token);
}
