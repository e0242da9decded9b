import { describe, expect, it, vi } from 'vitest';
import { autorun } from 'mobx';
import { Loadable } from './Loadable';

/** A request whose answer the test gives (or refuses) when it wants. */
function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  let reject: (error: unknown) => void = () => {};
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

/** Every order of the numbers 0…n-1. */
function permutations(n: number): number[][] {
  if (n === 0) return [[]];
  return permutations(n - 1).flatMap((order) => Array.from({ length: n }, (_, at) => [...order.slice(0, at), n - 1, ...order.slice(at)]));
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('Loadable', () => {
  it('goes idle → loading → ready with the answer, and keeps the value while reloading', async () => {
    const loadable = new Loadable<string>();
    expect(loadable.status).toBe('idle');
    const first = deferred<string>();
    const loading = loadable.load(() => first.promise);
    expect(loadable.status).toBe('loading');
    expect(loadable.isLoading).toBe(true);
    first.resolve('a');
    await expect(loading).resolves.toBe('a');
    expect([loadable.status, loadable.value, loadable.isReady]).toEqual(['ready', 'a', true]);

    const second = deferred<string>();
    const again = loadable.load(() => second.promise);
    expect([loadable.status, loadable.value]).toEqual(['loading', 'a']);
    second.resolve('b');
    await again;
    expect(loadable.value).toBe('b');
  });

  it('a page that loads at once starts in the loading state', () => {
    expect(new Loadable<number>({ status: 'loading' }).status).toBe('loading');
  });

  it('a failed request gives the error state, keeps the last value, and retry runs the same request again', async () => {
    const loadable = new Loadable<number>();
    const request = vi.fn<() => Promise<number>>().mockResolvedValueOnce(1).mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce(3);
    await loadable.load(request);
    await expect(loadable.retry()).resolves.toBeUndefined();
    expect([loadable.status, loadable.value, loadable.isError]).toEqual(['error', 1, true]);
    expect(loadable.error).toEqual(new Error('down'));
    await expect(loadable.retry()).resolves.toBe(3);
    expect([loadable.status, loadable.value, loadable.error]).toEqual(['ready', 3, null]);
    expect(request).toHaveBeenCalledTimes(3);
  });

  it('retry does nothing before any request and after a reset', async () => {
    const loadable = new Loadable<number>();
    await expect(loadable.retry()).resolves.toBeUndefined();
    expect(loadable.status).toBe('idle');
    const request = vi.fn(async () => 1);
    await loadable.load(request);
    loadable.reset();
    await loadable.retry();
    expect(request).toHaveBeenCalledTimes(1);
    expect([loadable.status, loadable.value]).toEqual(['idle', null]);
  });

  it('drops the answer of an older request that arrives after a newer one (example: the first search answers last)', async () => {
    const loadable = new Loadable<string>();
    const older = deferred<string>();
    const newer = deferred<string>();
    const olderLoad = loadable.load(() => older.promise);
    const newerLoad = loadable.load(() => newer.promise);
    newer.resolve('newer');
    await expect(newerLoad).resolves.toBe('newer');
    older.resolve('older');
    await expect(olderLoad).resolves.toBeUndefined();
    expect([loadable.status, loadable.value]).toEqual(['ready', 'newer']);
  });

  it('drops a late failure of an older request too (the newer answer stays, no error state)', async () => {
    const loadable = new Loadable<string>();
    const older = deferred<string>();
    const olderLoad = loadable.load(() => older.promise);
    await loadable.load(async () => 'newer');
    older.reject(new Error('timeout'));
    await olderLoad;
    expect([loadable.status, loadable.value, loadable.error]).toEqual(['ready', 'newer', null]);
  });

  it('property (every order of the answers of 1 to 5 requests): the value is the answer of the LAST request, never an older one', async () => {
    for (let requests = 1; requests <= 5; requests += 1) {
      for (const order of permutations(requests)) {
        const loadable = new Loadable<number>();
        const answers = Array.from({ length: requests }, () => deferred<number>());
        const loads = answers.map((answer) => loadable.load(() => answer.promise));
        const seen: (number | null)[] = [];
        const stop = autorun(() => seen.push(loadable.value));
        for (const index of order) {
          answers[index]!.resolve(index);
          await flush();
          // Before the last request answered, nothing older than it was ever taken.
          if (loadable.value !== null) expect(loadable.value, `order ${order.join(',')}`).toBe(requests - 1);
        }
        await Promise.all(loads);
        stop();
        expect(loadable.value, `order ${order.join(',')}`).toBe(requests - 1);
        expect(loadable.status).toBe('ready');
        expect(seen.filter((value) => value !== null), `order ${order.join(',')}`).toEqual([requests - 1]);
      }
    }
  });

  it('property (every order, with failures): a failure counts only when it is the last request’s', async () => {
    for (const order of permutations(4)) {
      for (let failing = 0; failing < 4; failing += 1) {
        const loadable = new Loadable<number>();
        const answers = Array.from({ length: 4 }, () => deferred<number>());
        const loads = answers.map((answer) => loadable.load(() => answer.promise));
        for (const index of order) {
          if (index === failing) answers[index]!.reject(new Error(`request ${index}`));
          else answers[index]!.resolve(index);
          await flush();
        }
        await Promise.all(loads);
        const label = `order ${order.join(',')}, request ${failing} fails`;
        if (failing === 3) expect([loadable.status, loadable.value], label).toEqual(['error', null]);
        else expect([loadable.status, loadable.value], label).toEqual(['ready', 3]);
      }
    }
  });

  it('set takes a value at once and drops the request in flight; reset drops it too', async () => {
    const loadable = new Loadable<string>();
    const inFlight = deferred<string>();
    const load = loadable.load(() => inFlight.promise);
    loadable.set('saved');
    expect([loadable.status, loadable.value]).toEqual(['ready', 'saved']);
    inFlight.resolve('stale');
    await expect(load).resolves.toBeUndefined();
    expect(loadable.value).toBe('saved');

    const again = deferred<string>();
    const reload = loadable.load(() => again.promise);
    loadable.reset();
    again.resolve('stale');
    await reload;
    expect([loadable.status, loadable.value]).toEqual(['idle', null]);
  });

  it('update changes the value at once, and the answer in flight too, so a late answer does not undo it', async () => {
    const loadable = new Loadable<readonly number[]>();
    expect(loadable.update((list) => [0, ...list])).toBe(false);
    expect(loadable.value).toBeNull();

    await loadable.load(async () => [1]);
    expect(loadable.update((list) => [2, ...list])).toBe(true);
    expect(loadable.value).toEqual([2, 1]);

    const inFlight = deferred<readonly number[]>();
    const load = loadable.load(() => inFlight.promise);
    expect(loadable.update((list) => [3, ...list.filter((item) => item !== 3)])).toBe(true);
    expect(loadable.value).toEqual([3, 2, 1]);
    // The answer was computed before 3 existed: 3 is put on it.
    inFlight.resolve([2, 1]);
    await expect(load).resolves.toEqual([3, 2, 1]);
    expect(loadable.value).toEqual([3, 2, 1]);

    // A later request starts from its own answer (the change is not applied twice).
    await loadable.load(async () => [3, 2, 1]);
    expect(loadable.value).toEqual([3, 2, 1]);
  });

  it('an update made while the first request runs applies to its answer (no value yet)', async () => {
    const loadable = new Loadable<readonly number[]>();
    const inFlight = deferred<readonly number[]>();
    const load = loadable.load(() => inFlight.promise);
    expect(loadable.update((list) => [9, ...list])).toBe(true);
    expect(loadable.value).toBeNull();
    inFlight.resolve([1]);
    await load;
    expect(loadable.value).toEqual([9, 1]);
  });

  it('onValue sees each value taken (answer or set), in the same action, but not local updates', async () => {
    const taken: string[] = [];
    const loadable = new Loadable<string>({ onValue: (value) => taken.push(value) });
    await loadable.load(async () => 'loaded');
    loadable.set('saved');
    loadable.update((value) => `${value}!`);
    expect(taken).toEqual(['loaded', 'saved']);
    expect(loadable.value).toBe('saved!');
  });
});
