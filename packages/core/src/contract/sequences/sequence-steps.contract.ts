import { z } from 'zod';
import type { StepTriggerCode } from '../../catalogues/step-types';
import { TASK_DESCRIPTION_MAX_LENGTH } from '../../sequences/sequence-steps-rules';
import { ApiHtmlSchema, ApiIdSchema, PORT_LIMITS, ResponseIdSchema, safeString } from '../shared/api-primitives';
import { defineEndpoint, EmptyResponseSchema } from '../shared/endpoint';
import { listOnlyResponse } from '../shared/pagination';
import { queryIntList } from '../shared/query-params';
import { SequenceStepStatisticsSchema } from './sequence-statistics.contract';

// The steps of a sequence and the links between them (the spec's entities; docs/rules/sequences.md): emails and tasks,
// their order, the wait between them, the next step of each target.

const id = ResponseIdSchema;

/** What makes a link fire after a task step: the task being created or being done (step-trigger catalogue codes). */
const stepTrigger = z.enum(['task_created', 'task_done'] as const satisfies readonly StepTriggerCode[]);

/** A link from a step to the next one, with the wait in days (the spec's entity). */
export const SequenceStepLinkDtoSchema = z.object({
  id,
  step_id: id,
  next_step_id: id.nullable(),
  interval: z.number().int().min(0).nullable(),
  trigger_event: stepTrigger.nullable(),
});
export type SequenceStepLinkDto = z.infer<typeof SequenceStepLinkDtoSchema>;

/**
 * Sequence step (the spec's fields: id, position, type_id 1 task / 2 email, link_list, statistics). Designed: the email
 * fields (subject, contents, template) and the task fields (task type 1–4, description ≤ 255).
 * Structurally a `SequenceStep` of the sequence rules.
 */
export const SequenceStepDtoSchema = z.object({
  id,
  sequence_id: id,
  position: z.number().int().min(0),
  type_id: z.union([z.literal(1), z.literal(2)]),
  link_list: z.array(SequenceStepLinkDtoSchema),
  statistics: SequenceStepStatisticsSchema.nullable(),
  email_subject: safeString().nullable(),
  email_html_content: safeString().nullable(),
  email_plain_content: safeString().nullable(),
  template_id: id.nullable(),
  task_type_id: z.number().int().min(1).max(4).nullable(),
  task_description: safeString().nullable(),
});
export type SequenceStepDto = z.infer<typeof SequenceStepDtoSchema>;

export const SequenceStepListResponseSchema = listOnlyResponse(SequenceStepDtoSchema, 'step_list');
export type SequenceStepListResponse = z.infer<typeof SequenceStepListResponseSchema>;

const stepContentFields = {
  email_subject: safeString().trim().max(PORT_LIMITS.name).nullable().optional(),
  email_html_content: ApiHtmlSchema.nullable().optional(),
  email_plain_content: safeString().max(PORT_LIMITS.html).nullable().optional(),
  template_id: ApiIdSchema.nullable().optional(),
  task_type_id: z.number().int().min(1).max(4).nullable().optional(),
  task_description: safeString().max(TASK_DESCRIPTION_MAX_LENGTH).nullable().optional(),
};

/** New step: its type, an optional position (default: last), its content. At most 6 email steps (service rule). */
export const SequenceStepCreateBodySchema = z
  .object({
    type_id: z.union([z.literal(1), z.literal(2)]),
    position: z.number().int().min(1).max(PORT_LIMITS.smallList).optional(),
    ...stepContentFields,
  })
  .strict();
export type SequenceStepCreateBody = z.infer<typeof SequenceStepCreateBodySchema>;

/** Step change: its content (the type of a step never changes; order changes go through switch-steps). */
export const SequenceStepUpdateBodySchema = z.object(stepContentFields).strict();
export type SequenceStepUpdateBody = z.infer<typeof SequenceStepUpdateBodySchema>;

/**
 * Swap the positions of two steps of the sequence. The same step twice is refused by the service (400
 * SEQUENCE.SAME_STEP), after the tenant check of both ids, so that another organisation's step answers 404 first.
 */
export const SwitchStepsBodySchema = z.object({ step_id: ApiIdSchema, other_step_id: ApiIdSchema }).strict();
export type SwitchStepsBody = z.infer<typeof SwitchStepsBodySchema>;

/** New link between steps; the interval is in days, default 1 (`DEFAULT_STEP_INTERVAL_DAYS`). */
export const StepLinkCreateBodySchema = z
  .object({
    step_id: ApiIdSchema,
    next_step_id: ApiIdSchema.nullable(),
    interval: z.number().int().min(0).max(365).default(1),
    trigger_event: stepTrigger.nullable().optional(),
  })
  .strict();
export type StepLinkCreateBody = z.infer<typeof StepLinkCreateBodySchema>;

export const StepLinkUpdateBodySchema = z
  .object({
    next_step_id: ApiIdSchema.nullable().optional(),
    interval: z.number().int().min(0).max(365).optional(),
    trigger_event: stepTrigger.nullable().optional(),
  })
  .strict();
export type StepLinkUpdateBody = z.infer<typeof StepLinkUpdateBodySchema>;

/** The next step of each target (null when none), as computed by the sequence rules. */
export const SequenceNextStepsResponseSchema = listOnlyResponse(
  z.object({ target_id: id, next_step_id: id.nullable() }),
  'next_step_list',
);
export type SequenceNextStepsResponse = z.infer<typeof SequenceNextStepsResponseSchema>;

export const SequenceNextStepsQuerySchema = z.object({ target_id_list: queryIntList(PORT_LIMITS.pageLimit, 1, PORT_LIMITS.maxId).optional() });
export type SequenceNextStepsQuery = z.infer<typeof SequenceNextStepsQuerySchema>;

/** The steps of a sequence and their links. */
export const SEQUENCE_STEPS_ENDPOINTS = {
  listSequenceSteps: defineEndpoint({
    // designed: not in spec
    method: 'GET',
    path: '/v1/sequence/sequences/{id}/steps',
    summary: 'Steps of a sequence, by position.',
    designed: true,
    response: SequenceStepListResponseSchema,
  }),
  createSequenceStep: defineEndpoint({
    // designed: not in spec
    method: 'POST',
    path: '/v1/sequence/sequences/{id}/steps',
    summary: 'Add a step (at most 6 email steps).',
    designed: true,
    body: SequenceStepCreateBodySchema,
    response: SequenceStepDtoSchema,
  }),
  updateSequenceStep: defineEndpoint({
    // designed: not in spec
    method: 'PATCH',
    path: '/v1/sequence/sequences/{id}/steps/{step_id}',
    summary: 'Change the content of a step.',
    designed: true,
    body: SequenceStepUpdateBodySchema,
    response: SequenceStepDtoSchema,
  }),
  deleteSequenceStep: defineEndpoint({
    // designed: not in spec
    method: 'DELETE',
    path: '/v1/sequence/sequences/{id}/steps/{step_id}',
    summary: 'Remove a step.',
    designed: true,
    response: EmptyResponseSchema,
    responseType: 'none',
  }),
  switchSequenceSteps: defineEndpoint({
    // designed: not in spec
    method: 'POST',
    path: '/v1/sequence/sequences/{id}/switch-steps',
    summary: 'Swap the positions of two steps; answers the steps.',
    designed: true,
    body: SwitchStepsBodySchema,
    response: SequenceStepListResponseSchema,
  }),
  getSequenceNextSteps: defineEndpoint({
    // designed: not in spec
    method: 'GET',
    path: '/v1/sequence/sequences/{id}/next-steps',
    summary: 'Next step of each target (or of the listed targets).',
    designed: true,
    query: SequenceNextStepsQuerySchema,
    response: SequenceNextStepsResponseSchema,
  }),
  createStepLink: defineEndpoint({
    // designed: not in spec
    method: 'POST',
    path: '/v1/sequence/sequences/{id}/step-links',
    summary: 'Link a step to its next step.',
    designed: true,
    body: StepLinkCreateBodySchema,
    response: SequenceStepLinkDtoSchema,
  }),
  updateStepLink: defineEndpoint({
    // designed: not in spec
    method: 'PATCH',
    path: '/v1/sequence/sequences/{id}/step-links/{link_id}',
    summary: 'Change a step link (next step, interval, trigger).',
    designed: true,
    body: StepLinkUpdateBodySchema,
    response: SequenceStepLinkDtoSchema,
  }),
} as const;
