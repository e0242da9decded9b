import { describe, expect, it } from 'vitest';
import { sequenceStepPath } from '@cible/core';
import { SequenceStepsViewModel, type SequenceStepsGateway } from './SequenceStepsViewModel';
import { fakeSequenceSteps } from './fakeSequenceSteps';
import { stepFixture } from './sequenceTestData';

function setup(status = 1) {
  const link = (id: number, from: number, to: number, interval: number) => ({ id, step_id: from, next_step_id: to, interval, trigger_event: null });
  const fake = fakeSequenceSteps([
    stepFixture(1, 1, { link_list: [link(11, 1, 2, 3)] }),
    stepFixture(2, 2, { type_id: 1, link_list: [link(12, 2, 3, 2)] }),
    stepFixture(3, 3),
  ]);
  let seen = 0;
  const vm = new SequenceStepsViewModel(1, fake as unknown as SequenceStepsGateway, () => status, () => (seen += 1));
  return { fake, vm, seen: () => seen };
}
const pathIds = (vm: SequenceStepsViewModel) => sequenceStepPath(vm.ordered).map((step) => step.id);
/** The requests that change something (the reads left out). */
const writes = (fake: ReturnType<typeof fakeSequenceSteps>) => fake.calls.filter((call) => call !== 'list');

describe('SequenceStepsViewModel', () => {
  it('opens the step of step_position and edits its draft', async () => {
    const { vm, seen } = setup();
    await vm.load(2);
    expect(seen()).toBe(1);
    expect(vm.openStep?.id).toBe(2);
    expect(vm.draft).toMatchObject({ task_type_id: 1, task_description: 'Appeler 2' });
    vm.editDraft({ task_description: 'x'.repeat(256) });
    expect(vm.descriptionTooLong).toBe(true);
    await expect(vm.saveDraft()).resolves.toBe(false);
    vm.editDraft({ task_description: '  Appeler le décideur  ', task_type_id: 2 });
    await expect(vm.saveDraft()).resolves.toBe(true);
    expect(vm.openStep).toMatchObject({ task_type_id: 2, task_description: 'Appeler le décideur' });
  });

  it('moves a step up and down (the path follows the order, each step keeps its wait) and refuses moves past the ends', async () => {
    const { vm, fake } = setup();
    await vm.load(null);
    await expect(vm.move(1, -1)).resolves.toBe(false);
    await vm.move(3, -1);
    expect(vm.ordered.map((step) => step.id)).toEqual([1, 3, 2]);
    expect(pathIds(vm)).toEqual([1, 3, 2]);
    expect(vm.openPosition).toBe(2);
    expect(vm.announcement).toEqual({ position: 2 });
    expect(vm.ordered[0]!.link_list[0]!.interval).toBe(3);
    await vm.moveTo(1, 2);
    expect(vm.ordered.map((step) => step.id)).toEqual([3, 2, 1]);
    expect(pathIds(vm)).toEqual([3, 2, 1]);
    // One switch per place moved, nothing else: the server relinks in the switch's transaction.
    expect(writes(fake)).toEqual(['switch 3 2', 'switch 1 3', 'switch 1 2']);
  });

  it('adds a step last (one request, the server links it); changes a wait; removes a step', async () => {
    const { vm, fake } = setup();
    await vm.load(null);
    await vm.add(1);
    expect(writes(fake)).toEqual(['create 1']);
    expect(vm.ordered).toHaveLength(4);
    expect(pathIds(vm)).toEqual([1, 2, 3, vm.ordered[3]!.id]);
    expect(vm.openStep?.type_id).toBe(1);
    await vm.setInterval(vm.ordered[0]!, 5);
    expect(vm.ordered[0]!.link_list[0]!.interval).toBe(5);
    await expect(vm.setInterval(vm.ordered[0]!, -1)).resolves.toBe(false);
    // A task step's wait starts when its task is created or done; an e-mail step has no trigger.
    await vm.setTrigger(vm.ordered[1]!, 'task_done');
    expect(vm.ordered[1]!.link_list[0]!.trigger_event).toBe('task_done');
    await expect(vm.setTrigger(vm.ordered[0]!, 'task_done')).resolves.toBe(false);
    await vm.remove(2);
    expect(pathIds(vm)).toEqual([1, 3, vm.ordered[2]!.id]);
    expect(writes(fake)).toEqual(['create 1', 'link 11 {"interval":5}', 'link 12 {"trigger_event":"task_done"}', 'delete 2']);
  });

  it('keeps the API’s refusal (7th e-mail) and offers no e-mail step at 6; a running sequence’s steps are locked', async () => {
    const { vm } = setup();
    await vm.load(null);
    for (let index = 0; index < 4; index += 1) await vm.add(2);
    expect(vm.canAdd(2)).toBe(false);
    expect(vm.canAdd(1)).toBe(true);
    await vm.add(2);
    expect(vm.error).toBe('tooManyEmailSteps');
    const locked = setup(2).vm;
    await locked.load(null);
    expect(locked.isEditable).toBe(false);
    expect(locked.canAdd(1)).toBe(false);
  });
});
