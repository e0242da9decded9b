import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { firstSequenceStep, lastComputedStep, nextStepOfTarget } from './next-step';
import type { SequenceStep, SequenceTarget } from './next-step';

const steps: SequenceStep[] = [
  { id: 30, position: 3, type_id: 1, link_list: [] },
  { id: 10, position: 1, type_id: 2, link_list: [{ next_step_id: 20, interval: 2 }] },
  { id: 20, position: 2, type_id: 2, link_list: [{ next_step_id: 30, interval: 3 }, { next_step_id: 10, interval: 1 }] },
];

const computed = (step_id: number, created_at: string) => ({ step_id, created_at });

describe('firstSequenceStep', () => {
  it('is the lowest position, the earlier one on a tie, null without steps', () => {
    expect(firstSequenceStep(steps)?.id).toBe(10);
    expect(firstSequenceStep([])).toBeNull();
    expect(
      firstSequenceStep([
        { id: 1, position: 2, type_id: 2, link_list: [] },
        { id: 2, position: 2, type_id: 2, link_list: [] },
      ])?.id,
    ).toBe(1);
  });
});

describe('lastComputedStep', () => {
  it('takes the latest created_at, whatever the list order', () => {
    const target: SequenceTarget = {
      computed_steps_list: [computed(20, '2024-03-05T10:00:00Z'), computed(10, '2024-03-01T10:00:00Z')],
    };
    expect(lastComputedStep(target)?.step_id).toBe(20);
  });

  it('breaks ties and unreadable dates by list order (later wins)', () => {
    expect(lastComputedStep({ computed_steps_list: [computed(10, '2024-03-01T10:00:00Z'), computed(20, '2024-03-01T10:00:00Z')] })?.step_id).toBe(20);
    expect(lastComputedStep({ computed_steps_list: [computed(10, 'garbage'), computed(20, 'garbage')] })?.step_id).toBe(20);
    expect(lastComputedStep({ computed_steps_list: [computed(10, '2024-03-01T10:00:00Z'), computed(20, 'garbage')] })?.step_id).toBe(10);
    expect(lastComputedStep({ computed_steps_list: [] })).toBeNull();
  });

  it('compares instants, not strings (offsets are honoured)', () => {
    const target = { computed_steps_list: [computed(10, '2024-03-01T12:00:00+02:00'), computed(20, '2024-03-01T11:00:00Z')] };
    expect(lastComputedStep(target)?.step_id).toBe(20);
  });
});

describe('nextStepOfTarget', () => {
  it('gives none without steps', () => {
    expect(nextStepOfTarget([], { computed_steps_list: [computed(10, '2024-03-01T10:00:00Z')] })).toBeNull();
  });

  it('gives the first step when nothing was computed', () => {
    expect(nextStepOfTarget(steps, { computed_steps_list: [] })?.id).toBe(10);
  });

  it('follows the first link of the last computed step', () => {
    const target = { computed_steps_list: [computed(10, '2024-03-01T10:00:00Z'), computed(20, '2024-03-04T10:00:00Z')] };
    expect(nextStepOfTarget(steps, target)?.id).toBe(30);
    expect(nextStepOfTarget(steps, { computed_steps_list: [computed(10, '2024-03-01T10:00:00Z')] })?.id).toBe(20);
  });

  it('gives none when the link, the computed step or the next step is missing', () => {
    expect(nextStepOfTarget(steps, { computed_steps_list: [computed(30, '2024-03-01T10:00:00Z')] })).toBeNull();
    expect(nextStepOfTarget(steps, { computed_steps_list: [computed(99, '2024-03-01T10:00:00Z')] })).toBeNull();
    const dangling: SequenceStep[] = [{ id: 1, position: 1, type_id: 2, link_list: [{ next_step_id: 42, interval: 1 }] }];
    expect(nextStepOfTarget(dangling, { computed_steps_list: [computed(1, '2024-03-01T10:00:00Z')] })).toBeNull();
    const nullLink: SequenceStep[] = [{ id: 1, position: 1, type_id: 2, link_list: [{ next_step_id: null }] }];
    expect(nextStepOfTarget(nullLink, { computed_steps_list: [computed(1, '2024-03-01T10:00:00Z')] })).toBeNull();
  });

  it('always returns one of the given steps or null', () => {
    const stepArb = fc.record({
      id: fc.integer({ min: 1, max: 8 }),
      position: fc.integer({ min: 1, max: 8 }),
      type_id: fc.constantFrom(1, 2),
      link_list: fc.array(fc.record({ next_step_id: fc.option(fc.integer({ min: 1, max: 10 })), interval: fc.option(fc.integer({ min: 0, max: 5 })) }), { maxLength: 2 }),
    });
    const computedArb = fc.record({
      step_id: fc.integer({ min: 1, max: 10 }),
      created_at: fc.date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2030-01-01T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString()),
    });
    fc.assert(
      fc.property(fc.array(stepArb, { maxLength: 6 }), fc.array(computedArb, { maxLength: 5 }), (all, list) => {
        const next = nextStepOfTarget(all, { computed_steps_list: list });
        if (all.length === 0) return next === null;
        if (list.length === 0) return next === firstSequenceStep(all);
        return next === null || all.includes(next);
      }),
    );
  });
});
