import type { Container, ContainerModule } from 'inversify';

/** The feature modules already loaded into each container. */
const loadedModules = new WeakMap<Container, WeakSet<ContainerModule>>();

/**
 * Loads a feature's ContainerModule into a container once (later calls do nothing). The modules of the screens are
 * loaded this way the first time one of their screens renders (`useFactory`), so that they, the factories they bind
 * and the view-models those make stay in the screens' lazy chunks (docs/adr/006-first-route-budget.md).
 */
export function loadFeatureModule(container: Container, module: ContainerModule): void {
  let modules = loadedModules.get(container);
  if (modules === undefined) {
    modules = new WeakSet();
    loadedModules.set(container, modules);
  }
  if (modules.has(module)) return;
  container.load(module);
  modules.add(module);
}
