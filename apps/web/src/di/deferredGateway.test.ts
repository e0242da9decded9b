import { describe, expect, it, vi } from 'vitest';
import { deferredGateway } from './deferredGateway';

interface Greeter {
  greet(name: string): Promise<string>;
  count(): Promise<number>;
}

describe('deferredGateway', () => {
  it('loads the real gateway on the first call only, once, and forwards every call with its arguments', async () => {
    let calls = 0;
    const load = vi.fn(async (): Promise<Greeter> => ({
      greet: async (name) => `Bonjour ${name}`,
      count: async () => ++calls,
    }));
    const gateway = deferredGateway(load);
    expect(load).not.toHaveBeenCalled();
    await expect(Promise.all([gateway.greet('Léa'), gateway.count()])).resolves.toEqual(['Bonjour Léa', 1]);
    await expect(gateway.count()).resolves.toBe(2);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('is not a thenable, so that awaiting or resolving it does not call the loader', async () => {
    const load = vi.fn(async (): Promise<Greeter> => ({ greet: async () => '', count: async () => 0 }));
    const gateway = deferredGateway(load);
    await expect(Promise.resolve(gateway)).resolves.toBe(gateway);
    expect(load).not.toHaveBeenCalled();
  });

  it('retries the load on the next call after a failed one (a chunk that could not be fetched)', async () => {
    const load = vi
      .fn<() => Promise<Greeter>>()
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ greet: async (name) => `Salut ${name}`, count: async () => 0 });
    const gateway = deferredGateway(load);
    await expect(gateway.greet('Hugo')).rejects.toThrow('Failed to fetch');
    await expect(gateway.greet('Hugo')).resolves.toBe('Salut Hugo');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('rejects a call to a method the gateway does not have', async () => {
    const gateway = deferredGateway(async () => ({ greet: async () => 'x' }) as unknown as Greeter);
    await expect(gateway.count()).rejects.toThrow('The gateway has no method count');
  });
});
