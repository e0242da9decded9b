import type { Timers } from '@cible/core';

/** The global timers (core's `Timers` port), looked up at each call (so that test fake timers installed later still apply). */
export const systemTimers: Timers = {
  setTimeout: (callback, delayMs) => globalThis.setTimeout(callback, delayMs),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as Parameters<typeof globalThis.clearTimeout>[0]),
};
