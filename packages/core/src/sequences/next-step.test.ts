import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Settings } from 'luxon';
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

  it('reads a created_at without offset as UTC, whatever the default time zone', () => {
    const before = Settings.defaultZone;
    Settings.defaultZone = 'Asia/Tokyo';
    try {
      // '10:00' read as UTC is after 05:00Z; read in Tokyo (UTC+9) it would be 01:00Z, before it.
      const target = { computed_steps_list: [computed(10, '2024-03-01T10:00:00'), computed(20, '2024-03-01T05:00:00Z')] };
      expect(lastComputedStep(target)?.step_id).toBe(10);
    } finally {
      Settings.defaultZone = before;
    }
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

  // An independent re-statement of the spec's rule (docs/rules/sequences.md "Next step of a target"): the first step is
  // the first of the steps sorted by position (a stable sort keeps list order on ties); the last computed step is the
  // last of the computed steps sorted by instant (unreadable dates first, list order on ties); the next step is the
  // first step whose id is the next_step_id of the first link of the first step whose id is the last computed step_id.
  const oracleFirst = (all: readonly SequenceStep[]) => [...all].sort((a, b) => a.position - b.position)[0] ?? null;
  const oracleLast = (list: readonly { step_id: number; created_at: string }[]) => {
    const instant = (iso: string) => (Number.isNaN(Date.parse(iso)) ? Number.NEGATIVE_INFINITY : Date.parse(iso));
    const sorted = list.map((entry, index) => ({ entry, index, at: instant(entry.created_at) })).sort((a, b) => (a.at === b.at ? a.index - b.index : a.at < b.at ? -1 : 1));
    return sorted.at(-1)?.entry ?? null;
  };
  const oracleNext = (all: readonly SequenceStep[], list: readonly { step_id: number; created_at: string }[]) => {
    if (all.length === 0) return null;
    const last = oracleLast(list);
    if (last === null) return oracleFirst(all);
    const nextId = all.filter((step) => step.id === last.step_id)[0]?.link_list[0]?.next_step_id;
    if (typeof nextId !== 'number') return null;
    return all.filter((step) => step.id === nextId)[0] ?? null;
  };
  const stepArb = fc.record({
    id: fc.integer({ min: 1, max: 8 }),
    position: fc.integer({ min: 1, max: 8 }),
    type_id: fc.constantFrom(1, 2),
    link_list: fc.array(fc.record({ next_step_id: fc.option(fc.integer({ min: 1, max: 10 })), interval: fc.option(fc.integer({ min: 0, max: 5 })) }), { maxLength: 2 }),
  });
  // Instants on a few days (so that ties happen), written with Z or with an offset, and some unreadable dates.
  const createdAtArb = fc.oneof(
    fc.tuple(fc.integer({ min: 0, max: 3 }), fc.constantFrom('Z', '+02:00', '-05:00')).map(([day, zone]) => `2024-03-0${day + 1}T10:00:00${zone}`),
    fc.constantFrom('garbage', ''),
  );
  const computedArb = fc.record({ step_id: fc.integer({ min: 1, max: 10 }), created_at: createdAtArb });

  it('gives the oracle\'s step (by identity) for any steps and computed steps', () => {
    fc.assert(
      fc.property(fc.array(stepArb, { maxLength: 6 }), fc.array(computedArb, { maxLength: 5 }), (all, list) => {
        expect(nextStepOfTarget(all, { computed_steps_list: list })).toBe(oracleNext(all, list));
        expect(lastComputedStep({ computed_steps_list: list })).toBe(oracleLast(list));
        expect(firstSequenceStep(all)).toBe(oracleFirst(all));
      }),
    );
  });

});
