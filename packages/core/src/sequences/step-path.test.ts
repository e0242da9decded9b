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
    expect(stepLinkIntervalDays({ interval: 0.2 })).toBe(1);
    expect(stepLinkIntervalDays({ interval: Number.POSITIVE_INFINITY })).toBe(1);
    expect(stepLinkIntervalDays({ interval: -0.5 })).toBe(1);
  });

  it('is the interval rounded up when it is a finite number ≥ 0, else 1 (oracle)', () => {
    const oracle = (interval: unknown): number =>
      typeof interval === 'number' && interval >= 0 && interval !== Number.POSITIVE_INFINITY ? Math.ceil(interval) : 1;
    const intervalArb = fc.oneof(fc.double(), fc.integer({ min: -5, max: 40 }), fc.constantFrom(null, undefined, Number.NaN));
    fc.assert(fc.property(intervalArb, (interval) => stepLinkIntervalDays({ interval }) === oracle(interval)));
    fc.assert(fc.property(fc.option(intervalArb, { nil: undefined }), (interval) => stepLinkIntervalDays(interval === undefined ? undefined : { interval }) === oracle(interval)));
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

  it('follows only the first link of each step and ends at a step without link or with a null next step', () => {
    const branching: SequenceStep[] = [
      { id: 1, position: 1, type_id: 2, link_list: [{ next_step_id: 3, interval: 5 }, { next_step_id: 2, interval: 1 }] },
      { id: 2, position: 2, type_id: 2, link_list: [] },
      { id: 3, position: 3, type_id: 1, link_list: [{ next_step_id: null, interval: 7 }] },
    ];
    expect(sequenceStepPath(branching).map((s) => s.id)).toEqual([1, 3]);
    expect(sequencePathIntervalDays(branching)).toBe(5);
    expect(sequenceStepPath([])).toEqual([]);
  });

  it('starts at the lowest position whatever the list order, and does not count the last step\'s link', () => {
    const unordered: SequenceStep[] = [
      { id: 7, position: 2, type_id: 2, link_list: [{ next_step_id: 5, interval: 10 }] },
      { id: 5, position: 1, type_id: 2, link_list: [{ next_step_id: 7, interval: 4 }] },
    ];
    // 5 → 7, then 7 links back to 5 (a cycle): only the link 5 → 7 is followed.
    expect(sequenceStepPath(unordered).map((s) => s.id)).toEqual([5, 7]);
    expect(sequencePathIntervalDays(unordered)).toBe(4);
  });

  // An independent re-statement of the rule: the chain of first links from the lowest position, cut before the first
  // repeated step or missing step; the intervals of the links between consecutive path steps, each as the spec reads it.
  const oraclePath = (steps: readonly SequenceStep[]): SequenceStep[] => {
    const byId = (id: number | null | undefined) => steps.filter((s) => s.id === id)[0];
    const path: SequenceStep[] = [];
    for (let step = [...steps].sort((a, b) => a.position - b.position)[0]; step && !path.some((p) => p.id === step?.id); step = byId(step.link_list[0]?.next_step_id)) {
      path.push(step);
    }
    return path;
  };
  const oracleInterval = (interval: number | null | undefined): number =>
    typeof interval === 'number' && Number.isFinite(interval) && interval >= 0 ? Math.ceil(interval) : 1;
  const anyStepArb = fc.record({
    id: fc.integer({ min: 1, max: 6 }),
    position: fc.integer({ min: 1, max: 6 }),
    type_id: fc.constantFrom(1, 2),
    link_list: fc.array(
      fc.record({
        next_step_id: fc.option(fc.integer({ min: 1, max: 7 })),
        interval: fc.option(fc.oneof(fc.integer({ min: -2, max: 9 }), fc.double({ min: 0, max: 9, noNaN: true }), fc.constant(Number.NaN))),
      }),
      { maxLength: 2 },
    ),
  });

  it('gives the oracle\'s path and interval sum for any steps (duplicates, cycles, dangling and branching links)', () => {
    fc.assert(
      fc.property(fc.array(anyStepArb, { maxLength: 7 }), (all) => {
        const expected = oraclePath(all);
        const path = sequenceStepPath(all);
        expect(path).toHaveLength(expected.length);
        path.forEach((step, index) => expect(step).toBe(expected[index]));
        const sum = expected.slice(0, -1).reduce((total, step) => total + oracleInterval(step.link_list[0]?.interval), 0);
        expect(sequencePathIntervalDays(all)).toBe(sum);
      }),
    );
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
