import { describe, expect, it } from 'vitest';
import { APP_VERSION } from './app-version';

describe('app-version (spec values)', () => {
  it('matches the specification', () => {
    expect(APP_VERSION).toBe('2.0.3');
  });
});
