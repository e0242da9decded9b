import type { SequenceStepDto, SequenceStepLinkDto } from '@cible/core';
import { stepFixture } from './sequenceTestData';

/**
 * A test double of the API's steps routes (tests only): steps with positions 1..n, links on step ids, switch swaps
 * positions, delete relinks like the API (links to the removed step lead where its first link led), at most 6 e-mails.
 */
export function fakeSequenceSteps(initial: SequenceStepDto[]) {
  let steps = initial.map((step) => ({ ...step, link_list: [...step.link_list] }));
  let nextId = 100;
  const copy = () => steps.map((step) => ({ ...step, link_list: step.link_list.map((link) => ({ ...link })) }));
  const linkById = (id: number): SequenceStepLinkDto => steps.flatMap((step) => step.link_list).find((link) => link.id === id)!;
  const calls: string[] = [];
  return {
    calls,
    current: () => copy(),
    listSequenceSteps: async () => ({ step_list: copy() }),
    createSequenceStep: async ({ body }: { body: { type_id: 1 | 2; task_type_id?: number } }) => {
      calls.push(`create ${body.type_id}`);
      if (body.type_id === 2 && steps.filter((step) => step.type_id === 2).length >= 6) {
        throw { kind: 'api', status: 409, error: { code: 'SEQUENCE.TOO_MANY_EMAIL_STEPS', message: '' } };
      }
      const step = stepFixture(nextId++, steps.length + 1, { type_id: body.type_id });
      steps.push(step);
      return { ...step };
    },
    updateSequenceStep: async ({ params, body }: { params: { step_id: number }; body: Partial<SequenceStepDto> }) => {
      calls.push(`update ${params.step_id}`);
      const step = steps.find((entry) => entry.id === params.step_id)!;
      Object.assign(step, body);
      return { ...step };
    },
    deleteSequenceStep: async ({ params }: { params: { step_id: number } }) => {
      const removed = steps.find((entry) => entry.id === params.step_id)!;
      const onward = removed.link_list[0]?.next_step_id ?? null;
      steps = steps.filter((entry) => entry !== removed);
      for (const step of steps) {
        for (const link of step.link_list) if (link.next_step_id === removed.id) link.next_step_id = onward;
        if (step.position > removed.position) step.position -= 1;
      }
    },
    switchSequenceSteps: async ({ body }: { body: { step_id: number; other_step_id: number } }) => {
      calls.push(`switch ${body.step_id} ${body.other_step_id}`);
      const a = steps.find((entry) => entry.id === body.step_id)!;
      const b = steps.find((entry) => entry.id === body.other_step_id)!;
      [a.position, b.position] = [b.position, a.position];
      return { step_list: copy() };
    },
    createStepLink: async ({ body }: { body: { step_id: number; next_step_id: number | null; interval: number } }) => {
      const link = { id: nextId++, step_id: body.step_id, next_step_id: body.next_step_id, interval: body.interval, trigger_event: null };
      steps.find((entry) => entry.id === body.step_id)!.link_list.push(link);
      return { ...link };
    },
    updateStepLink: async ({ params, body }: { params: { link_id: number }; body: { next_step_id?: number | null; interval?: number } }) => {
      const link = linkById(params.link_id);
      Object.assign(link, body);
      return { ...link };
    },
  };
}
