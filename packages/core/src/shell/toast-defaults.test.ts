import { describe, expect, it } from 'vitest';
import { TOAST_DEFAULT_MULTI_LINE, TOAST_DEFAULT_STYLE, TOAST_DEFAULT_TIMEOUT_MS } from './toast-defaults';

describe('toast-defaults (spec values)', () => {
  it('matches the specification', () => {
    expect(TOAST_DEFAULT_TIMEOUT_MS).toBe(3000);
    expect(TOAST_DEFAULT_STYLE).toBe('success');
    expect(TOAST_DEFAULT_MULTI_LINE).toBe(false);
  });
});
