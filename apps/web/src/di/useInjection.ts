import { useContext } from 'react';
import { ContainerContext } from './ContainerContext';
import { resolve } from './injection';
import type { Token } from './token';

/** Resolves a token from the app's container (singletons: the same instance on every render). */
export function useInjection<T>(token: Token<T>): T {
  const container = useContext(ContainerContext);
  if (!container) throw new Error('useInjection needs a ContainerContext provider above it.');
  return resolve(container, token);
}
