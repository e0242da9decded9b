import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isEmptyCriterionValue } from './is-empty-criterion-value';

describe('isEmptyCriterionValue', () => {
  it.each([undefined, null, false, '', '   ', [], [''], [' ', null], Number.NaN])('%p is empty', (value) => {
    expect(isEmptyCriterionValue(value)).toBe(true);
  });

  it.each([true, 0, 3, 'x', [1], ['', 'a'], { a: 1 }])('%p is a value', (value) => {
    expect(isEmptyCriterionValue(value)).toBe(false);
  });

  it('property: a list is empty exactly when every item is empty', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.constant(''), fc.constant(false), fc.integer(), fc.string())), (list) => {
        expect(isEmptyCriterionValue(list)).toBe(list.every((item) => isEmptyCriterionValue(item)));
      }),
    );
  });
});
