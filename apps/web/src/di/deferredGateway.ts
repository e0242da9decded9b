/**
 * A gateway whose code is fetched the first time one of its methods is called: `load` imports the adapter's chunk and
 * builds it once (a failed load is retried on the next call). Every property of the returned object is an async
 * method forwarding to the real gateway, which is what core's endpoint gateways are. Used for the gateways the first
 * route does not call, so that their zod contracts stay out of the entry chunk (docs/adr/006-first-route-budget.md).
 */
export function deferredGateway<T extends object>(load: () => Promise<T>): T {
  let loading: Promise<T> | null = null;
  const gateway = (): Promise<T> => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
  const methods = new Map<string, (...args: unknown[]) => Promise<unknown>>();
  return new Proxy({} as T, {
    get(_target, property) {
      // Not a thenable (await must not call it), and symbols (inspection, iteration) are not methods.
      if (typeof property !== 'string' || property === 'then') return undefined;
      let method = methods.get(property);
      if (!method) {
        method = async (...args: unknown[]) => {
          const real = (await gateway()) as Record<string, unknown>;
          const target = real[property];
          if (typeof target !== 'function') throw new TypeError(`The gateway has no method ${property}`);
          return (target as (...values: unknown[]) => unknown).apply(real, args);
        };
        methods.set(property, method);
      }
      return method;
    },
  });
}
