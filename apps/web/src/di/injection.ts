import type { Container, ContainerModuleLoadOptions } from 'inversify';
import type { Token } from './token';

/** Starts a typed binding of a token inside a ContainerModule (`provide(options, CLOCK).toConstantValue(…)`). */
export function provide<T>(options: Pick<ContainerModuleLoadOptions, 'bind'>, token: Token<T>) {
  return options.bind<T>(token);
}

/** Resolves a token from a container (or a binding context), typed by the token. */
export function resolve<T>(container: Pick<Container, 'get'>, token: Token<T>): T {
  return container.get<T>(token);
}
