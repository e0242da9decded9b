import { z } from 'zod';
import { ApiDateSchema, ApiDateTimeSchema, ApiIdSchema, ApiJsonObjectSchema } from '../shared/api-primitives';
import { defineEndpoint, type EndpointGateway } from '../shared/endpoint';
import { pagedList, paginationBody } from '../shared/pagination';

/** What a history entry is about (designed). */
export const HISTORY_ENTITY_TYPES = ['task', 'credit', 'sequence', 'campaign', 'contact', 'company', 'query'] as const;
export type HistoryEntityType = (typeof HISTORY_ENTITY_TYPES)[number];

/**
 * A history entry (the spec's "history event"; fields designed). `event_type_id` reads in the catalogue of its
 * entity type, e.g. for tasks created 1, done 2, deleted 3.
 */
export const HistoryEntrySchema = z.object({
  id: z.number().int().min(1),
  entity_type: z.enum(HISTORY_ENTITY_TYPES),
  entity_id: z.number().int().min(1),
  event_type_id: z.number().int().min(1),
  user_id: z.number().int().min(1),
  creation_date: ApiDateTimeSchema,
  payload: ApiJsonObjectSchema.nullable(),
});
export type HistoryEntry = z.infer<typeof HistoryEntrySchema>;

/** History list (`history_list`, `history_count`), newest first. */
export const HistoryListResponseSchema = pagedList(HistoryEntrySchema, 'history_list', 'history_count');
export type HistoryListResponse = z.infer<typeof HistoryListResponseSchema>;

/** History search: entity, event types, author, date bounds; 20 per page. */
export const HistorySearchBodySchema = z
  .object({
    entity_type: z.enum(HISTORY_ENTITY_TYPES).optional(),
    entity_id: ApiIdSchema.optional(),
    event_type_id_list: z.array(z.number().int().min(1).max(100)).max(100).optional(),
    user_id: ApiIdSchema.optional(),
    date_from: ApiDateSchema.optional(),
    date_to: ApiDateSchema.optional(),
    ...paginationBody(20, 100),
  })
  .strict();
export type HistorySearchBody = z.infer<typeof HistorySearchBodySchema>;

/** New history entry (the author is the caller; the date is the server's). */
export const HistoryCreateBodySchema = z
  .object({
    entity_type: z.enum(HISTORY_ENTITY_TYPES),
    entity_id: ApiIdSchema,
    event_type_id: z.number().int().min(1).max(100),
    payload: ApiJsonObjectSchema.optional(),
  })
  .strict();
export type HistoryCreateBody = z.infer<typeof HistoryCreateBodySchema>;

/** Histories (docs/rules/ports.md "histories"). */
export const HISTORIES_ENDPOINTS = {
  searchHistories: defineEndpoint({
    method: 'POST',
    path: '/v2/histories/search',
    summary: 'History entries by entity, type, author and dates.',
    body: HistorySearchBodySchema,
    response: HistoryListResponseSchema,
  }),
  createHistory: defineEndpoint({
    method: 'POST',
    path: '/v2/histories',
    summary: 'Record a history entry.',
    body: HistoryCreateBodySchema,
    response: HistoryEntrySchema,
  }),
} as const;

/** The histories port. */
export type HistoriesGateway = EndpointGateway<typeof HISTORIES_ENDPOINTS>;
