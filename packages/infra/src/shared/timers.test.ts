import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { systemTimers } from './timers';

describe('systemTimers', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs the callback after the delay, through the timers installed at call time', () => {
    const callback = vi.fn();
    systemTimers.setTimeout(callback, 500);
    vi.advanceTimersByTime(499);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('cancels a pending callback', () => {
    const callback = vi.fn();
    const handle = systemTimers.setTimeout(callback, 100);
    systemTimers.clearTimeout(handle);
    vi.advanceTimersByTime(200);
    expect(callback).not.toHaveBeenCalled();
  });
});
