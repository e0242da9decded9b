import { z } from 'zod';
import { SENDING_WINDOW_HOURS } from '../../sequences/sending-window';
import { apiIdList, ApiDateTimeSchema, ApiIdSchema, ApiNameSchema, ApiTimeZoneSchema, PORT_LIMITS, ResponseIdSchema, safeString } from '../shared/api-primitives';
import { counters, CountSchema } from '../shared/counters';
import { defineEndpoint, EmptyResponseSchema } from '../shared/endpoint';
import { listOnlyResponse, pagedList, paginationBody, paginationQuery } from '../shared/pagination';
import { queryInt, queryIntList, queryText } from '../shared/query-params';

// The sequence itself (the spec's entity and calls): its settings, dates and counters; list, search, create, change,
// copy, delete; the ready-made models a new sequence starts from.

const id = ResponseIdSchema;
/** A sequence status id (sequence-status catalogue, 1 to 6). */
const statusId = z.number().int().min(1).max(6);
/** sendable_days as stored: distinct weekday numbers 0 (Sunday) to 6, comma-separated. */
const sendableDays = safeString().regex(/^[0-6](,[0-6]){0,6}$/, 'SEQUENCE.INVALID_SENDABLE_DAYS');

/** Sequence (the spec's entity): settings, dates and counters. */
export const SequenceSchema = z.object({
  id,
  name: safeString(),
  status_id: statusId,
  owner_user_id: id,
  sendable_days: safeString(),
  sendable_start_hour: z.number().int().min(0).max(24),
  sendable_end_hour: z.number().int().min(0).max(24),
  sendable_timezone: safeString(),
  finish_event_mail_replied: z.boolean(),
  start_date: ApiDateTimeSchema.nullable(),
  done_date: ApiDateTimeSchema.nullable(),
  modification_date: ApiDateTimeSchema.nullable(),
  organization_id: id,
  template_id: id.nullable(),
  query_targets_id: id.nullable(),
  ...counters([
    'mail_sent',
    'mail_clicked',
    'mail_opened',
    'mail_replied',
    'mail_autoreplied',
    'mail_bounced',
    'task_created',
    'task_done',
    'task_late',
    'task_delete',
    'mail_to_send',
    'task_to_create',
  ]).shape,
});
export type Sequence = z.infer<typeof SequenceSchema>;

/** Sequence list (`sequence_list`, `sequence_count`). */
export const SequenceListResponseSchema = pagedList(SequenceSchema, 'sequence_list', 'sequence_count');
export type SequenceListResponse = z.infer<typeof SequenceListResponseSchema>;

/** Sequence list filters: statuses, owner, name; 20 per page, at most 1000 (statistics read up to 1000). */
export const SequenceListQuerySchema = z.object({
  status_id_list: queryIntList(6, 1, 6).optional(),
  owner_user_id: queryInt(1, PORT_LIMITS.maxId).optional(),
  name: queryText(PORT_LIMITS.name).optional(),
  ...paginationQuery(20),
});
export type SequenceListQuery = z.infer<typeof SequenceListQuerySchema>;

/** Sequence search by ids and organisation (the spec's call: id_list, organization_id). */
export const SequenceSearchBodySchema = z
  .object({
    id_list: apiIdList(1000).optional(),
    organization_id: ApiIdSchema.optional(),
    status_id_list: z.array(statusId).max(6).optional(),
    ...paginationBody(1000),
  })
  .strict();
export type SequenceSearchBody = z.infer<typeof SequenceSearchBodySchema>;

const sendingFields = {
  sendable_days: sendableDays,
  sendable_start_hour: z.number().int().min(SENDING_WINDOW_HOURS.start.min).max(SENDING_WINDOW_HOURS.start.max),
  sendable_end_hour: z.number().int().min(SENDING_WINDOW_HOURS.end.min).max(SENDING_WINDOW_HOURS.end.max),
  sendable_timezone: ApiTimeZoneSchema,
  finish_event_mail_replied: z.boolean(),
};

/** New sequence: a name; the rest defaults (draft, Europe/Paris, Monday to Friday 9–18, stop on reply). */
export const SequenceCreateBodySchema = z
  .object({
    name: ApiNameSchema,
    template_id: ApiIdSchema.nullable().optional(),
    query_targets_id: ApiIdSchema.nullable().optional(),
    ...z.object(sendingFields).partial().shape,
  })
  .strict();
export type SequenceCreateBody = z.infer<typeof SequenceCreateBodySchema>;

/**
 * Sequence change, including its status (transitions are checked by the service) and its start date (before it
 * starts: a launched draft whose start date is in the future is programmed).
 */
export const SequenceUpdateBodySchema = z
  .object({
    name: ApiNameSchema.optional(),
    status_id: statusId.optional(),
    start_date: ApiDateTimeSchema.nullable().optional(),
    template_id: ApiIdSchema.nullable().optional(),
    query_targets_id: ApiIdSchema.nullable().optional(),
    ...z.object(sendingFields).partial().shape,
  })
  .strict();
export type SequenceUpdateBody = z.infer<typeof SequenceUpdateBodySchema>;

/** Duplication: an optional name for the copy (default: the original's name with a suffix). */
export const SequenceDuplicateBodySchema = z.object({ name: ApiNameSchema.optional() }).strict();
export type SequenceDuplicateBody = z.infer<typeof SequenceDuplicateBodySchema>;

export const SearchByContactIdQuerySchema = z.object({ contact_id: queryInt(1, PORT_LIMITS.maxId) });
export type SearchByContactIdQuery = z.infer<typeof SearchByContactIdQuerySchema>;

/** A ready-made sequence model a new sequence can start from (designed). */
export const SequenceTemplateSchema = z.object({
  id,
  name: safeString(),
  description: safeString().nullable(),
  step_count: CountSchema,
});
export type SequenceTemplate = z.infer<typeof SequenceTemplateSchema>;

export const SequenceTemplateListResponseSchema = listOnlyResponse(SequenceTemplateSchema, 'template_list');
export type SequenceTemplateListResponse = z.infer<typeof SequenceTemplateListResponseSchema>;

/** The sequence itself: list, search, read, create, change, copy, delete; the ready-made models. */
export const SEQUENCE_ENDPOINTS = {
  listSequences: defineEndpoint({
    method: 'GET',
    path: '/v1/sequence/sequences',
    summary: 'Sequences of the caller’s organisation by status, owner, name.',
    query: SequenceListQuerySchema,
    response: SequenceListResponseSchema,
  }),
  createSequence: defineEndpoint({
    method: 'POST',
    path: '/v1/sequence/sequences',
    summary: 'Create a draft sequence.',
    body: SequenceCreateBodySchema,
    response: SequenceSchema,
  }),
  searchSequences: defineEndpoint({
    // designed: not in spec
    method: 'POST',
    path: '/v1/sequence/sequences/search',
    summary: 'Sequences by ids and organisation.',
    designed: true,
    body: SequenceSearchBodySchema,
    response: SequenceListResponseSchema,
  }),
  searchSequencesByContactId: defineEndpoint({
    // designed: not in spec
    method: 'GET',
    path: '/v1/sequence/sequences/search-by-contact-id',
    summary: 'Sequences targeting a contact.',
    designed: true,
    query: SearchByContactIdQuerySchema,
    response: SequenceListResponseSchema,
  }),
  getSequence: defineEndpoint({
    // designed: not in spec
    method: 'GET',
    path: '/v1/sequence/sequences/{id}',
    summary: 'One sequence.',
    designed: true,
    response: SequenceSchema,
  }),
  updateSequence: defineEndpoint({
    method: 'PATCH',
    path: '/v1/sequence/sequences/{id}',
    summary: 'Change a sequence (settings, status).',
    body: SequenceUpdateBodySchema,
    response: SequenceSchema,
  }),
  deleteSequence: defineEndpoint({
    method: 'DELETE',
    path: '/v1/sequence/sequences/{id}',
    summary: 'Delete a sequence.',
    response: EmptyResponseSchema,
    responseType: 'none',
  }),
  duplicateSequence: defineEndpoint({
    // designed: not in spec
    method: 'POST',
    path: '/v1/sequence/sequences/{id}/duplicate',
    summary: 'Copy a sequence and its steps as a new draft.',
    designed: true,
    body: SequenceDuplicateBodySchema,
    response: SequenceSchema,
  }),
  listSequenceTemplates: defineEndpoint({
    // designed: not in spec
    method: 'GET',
    path: '/v1/sequence/templates',
    summary: 'Ready-made sequence models.',
    designed: true,
    response: SequenceTemplateListResponseSchema,
  }),
} as const;
