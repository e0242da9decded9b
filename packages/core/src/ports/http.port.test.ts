import { describe, expect, it } from 'vitest';
import { isHttpFailure } from './http.port';

describe('isHttpFailure', () => {
  it('recognises the three failure kinds only', () => {
    expect(isHttpFailure({ kind: 'api', status: 401, error: { code: 'AUTH.TOKEN_EXPIRED', message: '' } })).toBe(true);
    expect(isHttpFailure({ kind: 'network', message: 'offline' })).toBe(true);
    expect(isHttpFailure(new Error('x'))).toBe(false);
    expect(isHttpFailure(null)).toBe(false);
  });
});
