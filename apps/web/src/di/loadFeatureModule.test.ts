import { describe, expect, it, vi } from 'vitest';
import { Container, ContainerModule } from 'inversify';
import { provide, resolve } from './injection';
import { loadFeatureModule } from './loadFeatureModule';
import { token } from './token';

const GREETING = token<string>('Greeting');

describe('loadFeatureModule', () => {
  it('loads a feature module into a container once, and into each container', () => {
    const load = vi.fn((options: Parameters<ConstructorParameters<typeof ContainerModule>[0]>[0]) => {
      provide(options, GREETING).toConstantValue('Bonjour');
    });
    const feature = new ContainerModule(load);
    const first = new Container();
    const second = new Container();
    loadFeatureModule(first, feature);
    loadFeatureModule(first, feature);
    expect(resolve(first, GREETING)).toBe('Bonjour');
    expect(second.isBound(GREETING)).toBe(false);
    loadFeatureModule(second, feature);
    expect(resolve(second, GREETING)).toBe('Bonjour');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
