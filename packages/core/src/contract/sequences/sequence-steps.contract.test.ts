import { describe, expect, it } from 'vitest';
import { nextStepOfTarget } from '../../sequences/next-step';
import { SequenceStepCreateBodySchema, SequenceStepDtoSchema, SwitchStepsBodySchema } from './sequence-steps.contract';
import { SequenceTargetDtoSchema } from './sequence-targets.contract';

const steps = [
  {
    id: 1,
    sequence_id: 7,
    position: 1,
    type_id: 2,
    link_list: [{ id: 1, step_id: 1, next_step_id: 2, interval: 3, trigger_event: null }],
    statistics: null,
    email_subject: 'Bonjour {{first_name}}',
    email_html_content: '<p>Bonjour</p>',
    email_plain_content: null,
    template_id: null,
    task_type_id: null,
    task_description: null,
  },
  {
    id: 2,
    sequence_id: 7,
    position: 2,
    type_id: 1,
    link_list: [],
    statistics: null,
    email_subject: null,
    email_html_content: null,
    email_plain_content: null,
    template_id: null,
    task_type_id: 1,
    task_description: 'Appeler',
  },
];

const target = {
  id: 30,
  contact_id: 201,
  sequence_id: 7,
  status_id: 2,
  done_event: null,
  computed_steps_list: [
    { step_id: 1, created_at: '2025-01-06T09:00:00.000Z', updated_at: null, email_id: 900, task_id: null, bounced: 0, clicked: 1, opened: 2, replied: 0, autoreplied: 0 },
  ],
  contact: { id: 201, first_name: 'Paul', last_name: 'Durand', email: 'paul.durand@exemple.fr', job_name: null, company_name: 'Exemple SA' },
};

describe('sequence steps contract', () => {
  it('parses steps and targets that the sequence rules can read', () => {
    const parsedSteps = steps.map((step) => SequenceStepDtoSchema.parse(step));
    const parsedTarget = SequenceTargetDtoSchema.parse(target);
    expect(nextStepOfTarget(parsedSteps, parsedTarget)?.id).toBe(2);
  });

  it('refuses a step type other than 1 or 2', () => {
    expect(SequenceStepDtoSchema.safeParse({ ...steps[0], type_id: 3 }).success).toBe(false);
  });

  it('bounds the task description to 255 characters', () => {
    expect(SequenceStepCreateBodySchema.safeParse({ type_id: 1, task_type_id: 1, task_description: 'x'.repeat(255) }).success).toBe(true);
    expect(SequenceStepCreateBodySchema.safeParse({ type_id: 1, task_type_id: 1, task_description: 'x'.repeat(256) }).success).toBe(false);
  });

  it('takes two step ids (the same step twice is the service’s refusal, after the tenant check)', () => {
    expect(SwitchStepsBodySchema.safeParse({ step_id: 1, other_step_id: 2 }).success).toBe(true);
    expect(SwitchStepsBodySchema.safeParse({ step_id: 1 }).success).toBe(false);
  });
});
