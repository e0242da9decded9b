import { stepLinkPlan, type SequenceStepDto, type SequenceStepLinkDto } from '@cible/core';
import { stepFixture } from './sequenceTestData';

/**
 * A test double of the API's steps routes (tests only): steps with positions 1..n, links on step ids, switch swaps
 * positions, at most 6 e-mails; like the API, every add, delete and switch sets the links along the positions in the
 * same call (core's stepLinkPlan, ADR 035). `calls` records every request.
 */
export function fakeSequenceSteps(initial: SequenceStepDto[]) {
  let steps = initial.map((step) => ({ ...step, link_list: [...step.link_list] }));
  let nextId = 100;
  const copy = () => steps.map((step) => ({ ...step, link_list: step.link_list.map((link) => ({ ...link })) }));
  const linkById = (id: number): SequenceStepLinkDto => steps.flatMap((step) => step.link_list).find((link) => link.id === id)!;
  const calls: string[] = [];
  /** What the API does in the transaction of a step change. */
  const relink = () => {
    for (const change of stepLinkPlan(steps)) {
      if (change.kind === 'update') linkById(change.linkId).next_step_id = change.nextStepId;
      else
        steps
          .find((entry) => entry.id === change.stepId)!
          .link_list.push({ id: nextId++, step_id: change.stepId, next_step_id: change.nextStepId, interval: change.interval, trigger_event: null });
    }
  };
  return {
    calls,
    current: () => copy(),
    listSequenceSteps: async () => {
      calls.push('list');
      return { step_list: copy() };
    },
    createSequenceStep: async ({ body }: { body: { type_id: 1 | 2; task_type_id?: number } }) => {
      calls.push(`create ${body.type_id}`);
      if (body.type_id === 2 && steps.filter((step) => step.type_id === 2).length >= 6) {
        throw { kind: 'api', status: 409, error: { code: 'SEQUENCE.TOO_MANY_EMAIL_STEPS', message: '' } };
      }
      const step = stepFixture(nextId++, steps.length + 1, { type_id: body.type_id });
      steps.push(step);
      relink();
      return { ...steps.find((entry) => entry.id === step.id)! };
    },
    updateSequenceStep: async ({ params, body }: { params: { step_id: number }; body: Partial<SequenceStepDto> }) => {
      calls.push(`update ${params.step_id}`);
      const step = steps.find((entry) => entry.id === params.step_id)!;
      Object.assign(step, body);
      return { ...step };
    },
    deleteSequenceStep: async ({ params }: { params: { step_id: number } }) => {
      calls.push(`delete ${params.step_id}`);
      const removed = steps.find((entry) => entry.id === params.step_id)!;
      const onward = removed.link_list[0]?.next_step_id ?? null;
      steps = steps.filter((entry) => entry !== removed);
      for (const step of steps) {
        for (const link of step.link_list) if (link.next_step_id === removed.id) link.next_step_id = onward;
        if (step.position > removed.position) step.position -= 1;
      }
      relink();
    },
    switchSequenceSteps: async ({ body }: { body: { step_id: number; other_step_id: number } }) => {
      calls.push(`switch ${body.step_id} ${body.other_step_id}`);
      const a = steps.find((entry) => entry.id === body.step_id)!;
      const b = steps.find((entry) => entry.id === body.other_step_id)!;
      [a.position, b.position] = [b.position, a.position];
      relink();
      return { step_list: copy() };
    },
    updateStepLink: async ({ params, body }: { params: { link_id: number }; body: { next_step_id?: number | null; interval?: number } }) => {
      calls.push(`link ${params.link_id} ${JSON.stringify(body)}`);
      const link = linkById(params.link_id);
      Object.assign(link, body);
      return { ...link };
    },
  };
}
