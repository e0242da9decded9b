import { z } from 'zod';
import {
  SEQUENCE_EMAIL_EVENTS,
  SEQUENCE_TARGETS_MAX_LIMIT,
  SEQUENCE_TASK_STATUS_FILTERS,
  SequenceTargetSearchSchema,
} from '../../sequences/target-search';
import { ApiDateTimeSchema, apiIdList, ApiIdSchema, PORT_LIMITS, ResponseIdSchema, safeString } from '../shared/api-primitives';
import { counters } from '../shared/counters';
import { defineEndpoint } from '../shared/endpoint';
import { listOnlyResponse, pagedList } from '../shared/pagination';
import { TargetContactSchema, TargetImportCheckSchema, TargetImportResultSchema } from '../shared/prospect-targets';

// The targets of a sequence (the spec's entities and calls): the contacts it writes to, their progress through the
// steps, the monitoring search, imports of contacts or lists, and the lists that feed it.

const id = ResponseIdSchema;
/** A prospect status id (prospect-status catalogue: 1 to process … 6 deleted). */
const statusId = z.number().int().min(1).max(6);

/** Why a target is done (designed): every step done, a reply, a bounce, an unsubscribe, removed by hand. */
export const SEQUENCE_TARGET_DONE_EVENTS = ['all_steps_done', 'mail_replied', 'mail_bounced', 'unsubscribed', 'removed'] as const;
export type SequenceTargetDoneEvent = (typeof SEQUENCE_TARGET_DONE_EVENTS)[number];

/** One computed (sent or created) step of a target, with its email counters (the spec's entity). */
export const SequenceComputedStepDtoSchema = z.object({
  step_id: id,
  created_at: ApiDateTimeSchema,
  updated_at: ApiDateTimeSchema.nullable(),
  email_id: id.nullable(),
  task_id: id.nullable(),
  ...counters(['bounced', 'clicked', 'opened', 'replied', 'autoreplied']).shape,
});
export type SequenceComputedStepDto = z.infer<typeof SequenceComputedStepDtoSchema>;

/**
 * Sequence target (the spec's entity). `status_id` is the prospect status (1 to process … 6 deleted).
 * Structurally a `SequenceTarget` of the sequence rules.
 */
export const SequenceTargetDtoSchema = z.object({
  id,
  contact_id: id,
  sequence_id: id,
  status_id: statusId,
  done_event: z.enum(SEQUENCE_TARGET_DONE_EVENTS).nullable(),
  computed_steps_list: z.array(SequenceComputedStepDtoSchema),
  contact: TargetContactSchema.nullable(),
});
export type SequenceTargetDto = z.infer<typeof SequenceTargetDtoSchema>;

/** Target list (`target_list`, `target_count`). */
export const SequenceTargetListResponseSchema = pagedList(SequenceTargetDtoSchema, 'target_list', 'target_count');
export type SequenceTargetListResponse = z.infer<typeof SequenceTargetListResponseSchema>;

/**
 * Target search body (the spec's call): bounded and strict here, then read by the sequence rule
 * `SequenceTargetSearchSchema` (defaults: empty lists, 20 per page; an event both required and excluded is refused).
 */
export const SequenceTargetSearchBodySchema = z
  .object({
    name: safeString().max(PORT_LIMITS.name).optional(),
    email_event_list: z.array(z.enum(SEQUENCE_EMAIL_EVENTS)).max(SEQUENCE_EMAIL_EVENTS.length).optional(),
    exclude_email_event_list: z.array(z.enum(SEQUENCE_EMAIL_EVENTS)).max(SEQUENCE_EMAIL_EVENTS.length).optional(),
    step_position_list: z.array(z.number().int().min(0).max(PORT_LIMITS.smallList)).max(PORT_LIMITS.smallList).optional(),
    targeted_other_sequence: z.boolean().optional(),
    target_status_id_list: z.array(statusId).max(6).optional(),
    task_status_list: z.array(z.enum(SEQUENCE_TASK_STATUS_FILTERS)).max(SEQUENCE_TASK_STATUS_FILTERS.length).optional(),
    limit: z.number().int().min(1).max(SEQUENCE_TARGETS_MAX_LIMIT).optional(),
    offset: z.number().int().min(0).max(PORT_LIMITS.maxOffset).optional(),
  })
  .strict()
  .pipe(SequenceTargetSearchSchema);
export type SequenceTargetSearchBody = z.input<typeof SequenceTargetSearchBodySchema>;

/** Removal of targets from a sequence. */
export const SequenceTargetDeleteBodySchema = z.object({ target_id_list: apiIdList().min(1) }).strict();
export type SequenceTargetDeleteBody = z.infer<typeof SequenceTargetDeleteBodySchema>;

export const DeletedCountResponseSchema = counters(['deleted_count']);
export type DeletedCountResponse = z.infer<typeof DeletedCountResponseSchema>;

/** Target change (the spec's call: status_id). */
export const SequenceTargetUpdateBodySchema = z.object({ status_id: statusId }).strict();
export type SequenceTargetUpdateBody = z.infer<typeof SequenceTargetUpdateBodySchema>;

/**
 * Contacts to import: explicit contacts, every contact of a list, or both (designed, ADR 028: at least one, checked by
 * the service after the ids' organisation — 400 IMPORT.CONTACTS_OR_QUERY — so that another organisation's list
 * answers 404 first).
 */
export const SequenceImportTargetsBodySchema = z.object({ contact_id_list: apiIdList().min(1).optional(), query_id: ApiIdSchema.optional() }).strict();
export type SequenceImportTargetsBody = z.infer<typeof SequenceImportTargetsBodySchema>;

/**
 * A contact of the import that is a target, not done, of a colleague's ongoing sequence (designed, ADR 028): imported
 * anyway, the check warns.
 */
export const SequenceImportWarningSchema = z.object({ contact_id: id, sequence_id: id, sequence_name: safeString(), owner_user_id: id });
export type SequenceImportWarning = z.infer<typeof SequenceImportWarningSchema>;

/**
 * Result of an import check: how many would be imported, already targeted, excluded and why; `warning_list`: the
 * importable contacts already in a colleague's ongoing sequence (designed).
 */
export const SequenceImportCheckResponseSchema = TargetImportCheckSchema.extend({ warning_list: z.array(SequenceImportWarningSchema) });
export type SequenceImportCheckResponse = z.infer<typeof SequenceImportCheckResponseSchema>;

export const SequenceImportResponseSchema = TargetImportResultSchema;
export type SequenceImportResponse = z.infer<typeof SequenceImportResponseSchema>;

/** A list (query) feeding a sequence's targets (the spec's fields: sequence_id, query_id). */
export const SequenceTargetListSchema = z.object({ id, sequence_id: id, query_id: id });
export type SequenceTargetList = z.infer<typeof SequenceTargetListSchema>;

export const SequenceTargetListListResponseSchema = listOnlyResponse(SequenceTargetListSchema, 'target_list_list');
export type SequenceTargetListListResponse = z.infer<typeof SequenceTargetListListResponseSchema>;

export const SequenceTargetListCreateBodySchema = z.object({ query_id: ApiIdSchema }).strict();
export type SequenceTargetListCreateBody = z.infer<typeof SequenceTargetListCreateBodySchema>;

/** The targets of a sequence and the lists that feed it. */
export const SEQUENCE_TARGETS_ENDPOINTS = {
  searchSequenceTargets: defineEndpoint({
    // designed: not in spec
    method: 'POST',
    path: '/v1/sequence/sequences/{id}/targets/search',
    summary: 'Targets of a sequence by the monitoring filters, 20 per page.',
    designed: true,
    body: SequenceTargetSearchBodySchema,
    response: SequenceTargetListResponseSchema,
  }),
  deleteSequenceTargets: defineEndpoint({
    // designed: not in spec
    method: 'DELETE',
    path: '/v1/sequence/sequences/{id}/targets',
    summary: 'Remove targets from a sequence.',
    designed: true,
    body: SequenceTargetDeleteBodySchema,
    response: DeletedCountResponseSchema,
  }),
  updateSequenceTarget: defineEndpoint({
    // designed: not in spec
    method: 'PATCH',
    path: '/v1/sequence/sequences/{id}/targets/{target_id}',
    summary: 'Change the status of a target.',
    designed: true,
    body: SequenceTargetUpdateBodySchema,
    response: SequenceTargetDtoSchema,
  }),
  checkImportSequenceTargets: defineEndpoint({
    // designed: not in spec
    method: 'POST',
    path: '/v1/sequence/sequences/{id}/check-import-targets',
    summary: 'Say which contacts an import would add, and why others are excluded.',
    designed: true,
    body: SequenceImportTargetsBodySchema,
    response: SequenceImportCheckResponseSchema,
  }),
  importSequenceTargets: defineEndpoint({
    // designed: not in spec
    method: 'POST',
    path: '/v1/sequence/sequences/{id}/import-targets',
    summary: 'Add contacts (or a list’s contacts) as targets.',
    designed: true,
    body: SequenceImportTargetsBodySchema,
    response: SequenceImportResponseSchema,
  }),
  listSequenceTargetLists: defineEndpoint({
    // designed: not in spec
    method: 'GET',
    path: '/v1/sequence/sequences/{id}/target-lists',
    summary: 'Lists feeding a sequence’s targets.',
    designed: true,
    response: SequenceTargetListListResponseSchema,
  }),
  addSequenceTargetList: defineEndpoint({
    // designed: not in spec
    method: 'POST',
    path: '/v1/sequence/sequences/{id}/target-lists',
    summary: 'Attach a list to a sequence.',
    designed: true,
    body: SequenceTargetListCreateBodySchema,
    response: SequenceTargetListSchema,
  }),
} as const;
