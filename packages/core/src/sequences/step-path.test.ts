import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sequencePathIntervalDays, sequenceStepPath, stepLinkIntervalDays } from './step-path';
import type { SequenceStep } from './next-step';

describe('stepLinkIntervalDays', () => {
  it('defaults a missing or invalid interval to 1 day, keeps 0, rounds fractions up', () => {
    expect(stepLinkIntervalDays(undefined)).toBe(1);
    expect(stepLinkIntervalDays({ interval: null })).toBe(1);
    expect(stepLinkIntervalDays({})).toBe(1);
    expect(stepLinkIntervalDays({ interval: -2 })).toBe(1);
    expect(stepLinkIntervalDays({ interval: Number.NaN })).toBe(1);
    expect(stepLinkIntervalDays({ interval: 0 })).toBe(0);
    expect(stepLinkIntervalDays({ interval: 3 })).toBe(3);
    expect(stepLinkIntervalDays({ interval: 1.5 })).toBe(2);
  });
});

describe('sequenceStepPath and sequencePathIntervalDays', () => {
  const steps: SequenceStep[] = [
    { id: 3, position: 3, type_id: 1, link_list: [] },
    { id: 1, position: 1, type_id: 2, link_list: [{ next_step_id: 2, interval: 2 }] },
    { id: 2, position: 2, type_id: 2, link_list: [{ next_step_id: 3, interval: null }] },
  ];

  it('follows first links from the first step and sums the intervals (default 1)', () => {
    expect(sequenceStepPath(steps).map((s) => s.id)).toEqual([1, 2, 3]);
    expect(sequencePathIntervalDays(steps)).toBe(3);
    expect(sequencePathIntervalDays([])).toBe(0);
    expect(sequencePathIntervalDays([{ id: 1, position: 1, type_id: 2, link_list: [] }])).toBe(0);
  });

  it('stops on a cycle and on a link to an unknown step', () => {
    const cycle: SequenceStep[] = [
      { id: 1, position: 1, type_id: 2, link_list: [{ next_step_id: 2, interval: 1 }] },
      { id: 2, position: 2, type_id: 2, link_list: [{ next_step_id: 1, interval: 1 }] },
    ];
    expect(sequenceStepPath(cycle).map((s) => s.id)).toEqual([1, 2]);
    expect(sequencePathIntervalDays(cycle)).toBe(1);
    const dangling: SequenceStep[] = [{ id: 1, position: 1, type_id: 2, link_list: [{ next_step_id: 9, interval: 4 }] }];
    expect(sequencePathIntervalDays(dangling)).toBe(0);
  });

  it('visits each step at most once, so the path is never longer than the steps', () => {
    const stepArb = fc.record({
      id: fc.integer({ min: 1, max: 6 }),
      position: fc.integer({ min: 1, max: 6 }),
      type_id: fc.constantFrom(1, 2),
      link_list: fc.array(fc.record({ next_step_id: fc.option(fc.integer({ min: 1, max: 6 })), interval: fc.option(fc.integer({ min: 0, max: 5 })) }), { maxLength: 1 }),
    });
    fc.assert(
      fc.property(fc.array(stepArb, { maxLength: 6 }), (all) => {
        const path = sequenceStepPath(all);
        return path.length <= all.length && new Set(path.map((s) => s.id)).size === path.length && sequencePathIntervalDays(all) >= 0;
      }),
    );
  });
});
