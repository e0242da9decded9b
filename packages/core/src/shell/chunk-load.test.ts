import { describe, expect, it } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS } from './chunk-load';

describe('chunk-load (spec values)', () => {
  it('matches the specification', () => {
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
  });
});
