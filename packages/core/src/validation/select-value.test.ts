import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { SELECT_NO_VALUE, selectValue } from './select-value';

describe('selectValue', () => {
  it('yields -1 for a single choice with nothing selected', () => {
    expect(SELECT_NO_VALUE).toBe(-1);
    expect(selectValue([], 'single')).toBe(-1);
    expect(selectValue([3], 'single')).toBe(3);
    expect(selectValue(['a', 'b'], 'single')).toBe('a');
  });

  it('yields the array for multiple choice', () => {
    expect(selectValue([], 'multiple')).toEqual([]);
    fc.assert(fc.property(fc.array(fc.integer()), (values) => JSON.stringify(selectValue(values, 'multiple')) === JSON.stringify(values)));
  });
});
