/** An opaque timer handle (a number in browsers, an object in Node). */
export type TimerHandle = unknown;

/**
 * The timer functions that adapters and view-models use, injected so that tests control time. The system timers
 * are an adapter of infra (`systemTimers`).
 */
export interface Timers {
  setTimeout(callback: () => void, delayMs: number): TimerHandle;
  clearTimeout(handle: TimerHandle): void;
}
