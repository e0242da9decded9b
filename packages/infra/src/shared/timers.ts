/** An opaque timer handle (a number in browsers, an object in Node). */
export type TimerHandle = unknown;

/** The timer functions adapters use, injected so that tests control time. */
export interface Timers {
  setTimeout(callback: () => void, delayMs: number): TimerHandle;
  clearTimeout(handle: TimerHandle): void;
}

/** The global timers, looked up at each call (so that test fake timers installed later still apply). */
export const systemTimers: Timers = {
  setTimeout: (callback, delayMs) => globalThis.setTimeout(callback, delayMs),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as Parameters<typeof globalThis.clearTimeout>[0]),
};
