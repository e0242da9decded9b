import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { checkLinkFollowsPositions, positionalNextStepId, stepLinkPlan, type StepLinkChange } from './step-link-plan';
import { sequenceStepPath } from './step-path';

interface Link {
  id: number;
  step_id: number;
  next_step_id: number | null;
  interval: number;
  trigger_event: string | null;
}
interface Step {
  id: number;
  position: number;
  type_id: number;
  link_list: Link[];
}

const link = (id: number, stepId: number, next: number | null, interval = 2, trigger: string | null = null): Link => ({
  id,
  step_id: stepId,
  next_step_id: next,
  interval,
  trigger_event: trigger,
});

/** Applies a plan the way the API does (links on step ids, new links after the existing ones). */
function applied(steps: readonly Step[], plan: readonly StepLinkChange[]): Step[] {
  let nextLinkId = 10_000;
  return steps.map((step) => {
    let list = step.link_list.map((entry) => {
      const change = plan.find((c) => c.kind === 'update' && c.linkId === entry.id);
      return change?.kind === 'update' ? { ...entry, next_step_id: change.nextStepId } : entry;
    });
    for (const change of plan) if (change.kind === 'create' && change.stepId === step.id) list = [...list, link(nextLinkId++, step.id, change.nextStepId, change.interval)];
    return { ...step, link_list: list };
  });
}

/**
 * Any steps: distinct ids, distinct positions in any order, each step with 0 to 2 links leading anywhere (another step,
 * itself, an unknown step or nowhere), any interval and trigger.
 */
const stepsArb = fc
  .uniqueArray(fc.integer({ min: 1, max: 60 }), { minLength: 0, maxLength: 8 })
  .chain((ids) =>
    fc.tuple(
      fc.constant(ids),
      fc.shuffledSubarray(
        Array.from({ length: ids.length }, (_, index) => index + 1),
        { minLength: ids.length, maxLength: ids.length },
      ),
      fc.array(
        fc.array(
          fc.record({
            next: fc.oneof(fc.constantFrom(...(ids.length > 0 ? ids : [1])), fc.constant(null), fc.constant(999)),
            interval: fc.integer({ min: 0, max: 365 }),
            trigger: fc.constantFrom(null, 'task_created', 'task_done'),
          }),
          { maxLength: 2 },
        ),
        { minLength: ids.length, maxLength: ids.length },
      ),
    ),
  )
  .map(([ids, positions, links]) => {
    let linkId = 100;
    return ids.map((id, index) => ({
      id,
      position: positions[index]!,
      type_id: 2,
      link_list: links[index]!.map((entry) => link(linkId++, id, entry.next, entry.interval, entry.trigger)),
    }));
  });

describe('stepLinkPlan', () => {
  it('changes nothing when the links already follow the positions', () => {
    const steps: Step[] = [
      { id: 1, position: 1, type_id: 2, link_list: [link(11, 1, 2)] },
      { id: 2, position: 2, type_id: 2, link_list: [] },
    ];
    expect(stepLinkPlan(steps)).toEqual([]);
  });

  it('links a step added last from the step before it, with the default interval', () => {
    const steps: Step[] = [
      { id: 1, position: 1, type_id: 2, link_list: [link(11, 1, 2)] },
      { id: 2, position: 2, type_id: 2, link_list: [] },
      { id: 3, position: 3, type_id: 2, link_list: [] },
    ];
    expect(stepLinkPlan(steps)).toEqual([{ kind: 'create', stepId: 2, nextStepId: 3, interval: 1 }]);
  });

  it('after two steps swap positions, relinks so that the path follows the new order and each step keeps its wait', () => {
    // Before: 1 → 2 → 3; the swap put step 3 second and step 2 last.
    const steps: Step[] = [
      { id: 1, position: 1, type_id: 2, link_list: [link(11, 1, 2, 3)] },
      { id: 2, position: 3, type_id: 2, link_list: [link(12, 2, 3, 5)] },
      { id: 3, position: 2, type_id: 2, link_list: [] },
    ];
    const plan = stepLinkPlan(steps);
    expect(plan).toEqual([
      { kind: 'update', linkId: 11, nextStepId: 3 },
      { kind: 'create', stepId: 3, nextStepId: 2, interval: 1 },
      { kind: 'update', linkId: 12, nextStepId: null },
    ]);
    const after = applied(steps, plan);
    expect(sequenceStepPath(after).map((step) => step.id)).toEqual([1, 3, 2]);
    expect(after.find((step) => step.id === 1)!.link_list[0]!.interval).toBe(3);
    expect(stepLinkPlan(after)).toEqual([]);
  });

  it('after the plan, the path from position 1 visits every step once, in position order (oracle: sort by position)', () => {
    fc.assert(
      fc.property(stepsArb, (steps) => {
        const after = applied(steps, stepLinkPlan(steps));
        const oracle = [...steps].sort((a, b) => a.position - b.position).map((step) => step.id);
        expect(sequenceStepPath(after).map((step) => step.id)).toEqual(oracle);
      }),
    );
  });

  it('applied twice changes nothing the second time', () => {
    fc.assert(
      fc.property(stepsArb, (steps) => {
        expect(stepLinkPlan(applied(steps, stepLinkPlan(steps)))).toEqual([]);
      }),
    );
  });

  it('keeps every interval and trigger, touches only first links, and creates links only on steps without one', () => {
    fc.assert(
      fc.property(stepsArb, (steps) => {
        const plan = stepLinkPlan(steps);
        const after = applied(steps, plan);
        for (const [index, step] of steps.entries()) {
          const changed = after[index]!;
          // Existing links keep their id, interval and trigger; only a first link's next step may change.
          step.link_list.forEach((entry, at) => {
            const now = changed.link_list[at]!;
            expect({ ...now, next_step_id: at === 0 ? entry.next_step_id : now.next_step_id }).toEqual(entry);
          });
          const created = changed.link_list.slice(step.link_list.length);
          expect(created.length).toBe(step.link_list.length === 0 && created.length > 0 ? 1 : 0);
          for (const entry of created) expect(entry.interval).toBe(1);
        }
        for (const change of plan) {
          if (change.kind === 'update') expect(steps.some((step) => step.link_list[0]?.id === change.linkId)).toBe(true);
        }
      }),
    );
  });
});

describe('positionalNextStepId and checkLinkFollowsPositions', () => {
  const steps = [
    { id: 7, position: 2 },
    { id: 5, position: 1 },
    { id: 9, position: 3 },
  ];

  it('names the next step by position, none after the last, undefined for an unknown step', () => {
    expect(positionalNextStepId(steps, 5)).toBe(7);
    expect(positionalNextStepId(steps, 7)).toBe(9);
    expect(positionalNextStepId(steps, 9)).toBeNull();
    expect(positionalNextStepId(steps, 1)).toBeUndefined();
  });

  it('accepts only the next step by position (none from the last step)', () => {
    expect(checkLinkFollowsPositions(steps, 5, 7)).toEqual({ ok: true, value: 7 });
    expect(checkLinkFollowsPositions(steps, 9, null)).toEqual({ ok: true, value: null });
    const refused = checkLinkFollowsPositions(steps, 5, 9);
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error).toEqual({ code: 'SEQUENCE.LINK_OFF_PATH', details: { step_id: 5, next_step_id: 9, expected_next_step_id: 7 } });
    expect(checkLinkFollowsPositions(steps, 7, null).ok).toBe(false);
    expect(checkLinkFollowsPositions(steps, 9, 5).ok).toBe(false);
  });

  it('agrees with the sorted order for any steps (oracle)', () => {
    fc.assert(
      fc.property(stepsArb, fc.integer({ min: 0, max: 70 }), fc.option(fc.integer({ min: 1, max: 60 }), { nil: null }), (all, pick, next) => {
        const ordered = [...all].sort((a, b) => a.position - b.position).map((step) => step.id);
        const stepId = ordered.length > 0 ? ordered[pick % ordered.length]! : pick;
        const at = ordered.indexOf(stepId);
        const expected = at < 0 ? null : (ordered[at + 1] ?? null);
        expect(checkLinkFollowsPositions(all, stepId, next).ok).toBe(next === expected);
        expect(checkLinkFollowsPositions(all, stepId, expected).ok).toBe(true);
      }),
    );
  });
});
