import { z } from 'zod';
import { ApiDateTimeSchema, ResponseIdSchema, safeString } from '../shared/api-primitives';
import { defineEndpoint } from '../shared/endpoint';
import { pagedList, paginationQuery } from '../shared/pagination';
import { queryBoolean, queryEnumList } from '../shared/query-params';

// The record of a sequence (designed: the spec's "record" tab, not its calls): what happened to its targets, newest
// first — sends, opens, clicks, replies, out-of-office answers, bounces, tasks, pauses and ends.

const id = ResponseIdSchema;

/** What the runner records of a target (the `sequence_events` table's types, ADR 027–031). */
export const SEQUENCE_HISTORY_EVENT_TYPES = [
  'sent',
  'opened',
  'clicked',
  'replied',
  'autoreplied',
  'bounced',
  'unsubscribed',
  'task_created',
  'task_done',
  'task_deleted',
  'target_paused',
  'target_done',
  'status_changed',
] as const;
export type SequenceHistoryEventType = (typeof SEQUENCE_HISTORY_EVENT_TYPES)[number];

/** One event of the record, with the target's contact and the step's position when there are some. */
export const SequenceHistoryEventSchema = z.object({
  id,
  type: z.enum(SEQUENCE_HISTORY_EVENT_TYPES),
  occurred_at: ApiDateTimeSchema,
  /** A bot or privacy-proxy hit (opens and clicks): shown apart, left out of the rates. */
  is_bot: z.boolean(),
  target_id: id.nullable(),
  step_position: z.number().int().min(1).nullable(),
  contact: z.object({ id, first_name: safeString().nullable(), last_name: safeString().nullable() }).nullable(),
});
export type SequenceHistoryEvent = z.infer<typeof SequenceHistoryEventSchema>;

export const SequenceHistoryResponseSchema = pagedList(SequenceHistoryEventSchema, 'event_list', 'event_count');
export type SequenceHistoryResponse = z.infer<typeof SequenceHistoryResponseSchema>;

/** Filters of the record: event types (none: all), bot hits included or not (default not), 20 per page. */
export const SequenceHistoryQuerySchema = z.object({
  type_list: queryEnumList(SEQUENCE_HISTORY_EVENT_TYPES, SEQUENCE_HISTORY_EVENT_TYPES.length).optional(),
  with_bots: queryBoolean().optional(),
  ...paginationQuery(20),
});
export type SequenceHistoryQuery = z.infer<typeof SequenceHistoryQuerySchema>;

/** The record of a sequence. */
export const SEQUENCE_HISTORY_ENDPOINTS = {
  listSequenceHistory: defineEndpoint({
    // designed: not in spec
    method: 'GET',
    path: '/v1/sequence/sequences/{id}/history',
    summary: 'What happened to the targets of a sequence, newest first.',
    designed: true,
    query: SequenceHistoryQuerySchema,
    response: SequenceHistoryResponseSchema,
  }),
} as const;
