import { describe, expect, it } from 'vitest';
import { sequenceStepPath, type SequenceStepDto } from '@cible/core';
import { stepLinkPlan, type StepLinkChange } from './stepLinkPlan';

type Step = Pick<SequenceStepDto, 'id' | 'position' | 'link_list'>;
const link = (id: number, stepId: number, next: number | null, interval = 2) => ({ id, step_id: stepId, next_step_id: next, interval, trigger_event: null });

/** Applies a plan the way the API would (links on step ids), to check the resulting path. */
function applied(steps: readonly Step[], plan: readonly StepLinkChange[]): Step[] {
  let nextLinkId = 1000;
  return steps.map((step) => {
    let list = step.link_list.map((entry) => {
      const change = plan.find((c) => c.kind === 'update' && c.linkId === entry.id);
      return change?.kind === 'update' ? { ...entry, next_step_id: change.nextStepId } : entry;
    });
    for (const change of plan) if (change.kind === 'create' && change.stepId === step.id) list = [...list, link(nextLinkId++, step.id, change.nextStepId, change.interval)];
    return { ...step, link_list: list };
  });
}

describe('stepLinkPlan', () => {
  it('changes nothing when the links already follow the positions', () => {
    const steps: Step[] = [
      { id: 1, position: 1, link_list: [link(11, 1, 2)] },
      { id: 2, position: 2, link_list: [] },
    ];
    expect(stepLinkPlan(steps)).toEqual([]);
  });

  it('links a step added last from the step before it, with the default interval', () => {
    const steps: Step[] = [
      { id: 1, position: 1, link_list: [link(11, 1, 2)] },
      { id: 2, position: 2, link_list: [] },
      { id: 3, position: 3, link_list: [] },
    ];
    expect(stepLinkPlan(steps)).toEqual([{ kind: 'create', stepId: 2, nextStepId: 3, interval: 1 }]);
  });

  it('after two steps swap positions, relinks so that the path follows the new order and the moved step keeps its wait', () => {
    // Before: 1 → 2 → 3; the swap put step 3 second and step 2 last.
    const steps: Step[] = [
      { id: 1, position: 1, link_list: [link(11, 1, 2, 3)] },
      { id: 2, position: 3, link_list: [link(12, 2, 3, 5)] },
      { id: 3, position: 2, link_list: [] },
    ];
    const plan = stepLinkPlan(steps);
    expect(plan).toEqual([
      { kind: 'update', linkId: 11, nextStepId: 3 },
      { kind: 'create', stepId: 3, nextStepId: 2, interval: 1 },
      { kind: 'update', linkId: 12, nextStepId: null },
    ]);
    const after = applied(steps, plan);
    expect(sequenceStepPath(after as SequenceStepDto[]).map((step) => step.id)).toEqual([1, 3, 2]);
    expect(after.find((step) => step.id === 1)!.link_list[0]!.interval).toBe(3);
    expect(stepLinkPlan(after)).toEqual([]);
  });

  it('for any order of positions, the path after the plan is the position order (every step reached once)', () => {
    for (let n = 1; n <= 5; n += 1) {
      const ids = Array.from({ length: n }, (_, index) => index + 1);
      // A chain in id order, then positions reversed.
      const steps: Step[] = ids.map((id) => ({ id, position: n - id + 1, link_list: id < n ? [link(10 + id, id, id + 1)] : [] }));
      const after = applied(steps, stepLinkPlan(steps));
      expect(sequenceStepPath(after as SequenceStepDto[]).map((step) => step.id)).toEqual([...ids].reverse());
    }
  });
});
