import { z } from 'zod';
import { ApiDateSchema, ApiDateTimeSchema, ApiIdSchema, PORT_LIMITS, ResponseIdSchema, safeString } from '../shared/api-primitives';
import { defineEndpoint } from '../shared/endpoint';
import { listOnlyResponse, pagedList, paginationQuery } from '../shared/pagination';
import { queryInt } from '../shared/query-params';

// Sending settings of sequences (the spec's entities): each user's daily threshold, and the emails scheduled by
// sequences.

const id = ResponseIdSchema;

/**
 * Sequence setting per user (the spec's entity): user_id, email, daily_threshold. Designed: the user's first_name and
 * last_name (the owner's name on the sequence screens).
 */
export const SequenceSettingSchema = z.object({
  user_id: id,
  email: safeString(),
  first_name: safeString(),
  last_name: safeString(),
  daily_threshold: z.number().int().min(0),
});
export type SequenceSetting = z.infer<typeof SequenceSettingSchema>;

export const SequenceSettingListResponseSchema = listOnlyResponse(SequenceSettingSchema, 'setting_list');
export type SequenceSettingListResponse = z.infer<typeof SequenceSettingListResponseSchema>;

/** Settings change: daily thresholds per user (1 to 2000 emails a day, designed bound). */
export const SequenceSettingsBodySchema = z
  .object({
    setting_list: z
      .array(z.object({ user_id: ApiIdSchema, daily_threshold: z.number().int().min(1).max(2000) }).strict())
      .min(1)
      .max(PORT_LIMITS.pageLimit),
  })
  .strict();
export type SequenceSettingsBody = z.infer<typeof SequenceSettingsBodySchema>;

/** An email scheduled by a sequence (designed). */
export const ScheduledEmailSchema = z.object({
  sequence_id: id,
  target_id: id,
  contact_id: id,
  step_id: id,
  scheduled_at: ApiDateTimeSchema,
});
export type ScheduledEmail = z.infer<typeof ScheduledEmailSchema>;

export const ScheduledEmailListResponseSchema = pagedList(ScheduledEmailSchema, 'scheduled_email_list', 'scheduled_email_count');
export type ScheduledEmailListResponse = z.infer<typeof ScheduledEmailListResponseSchema>;

export const ScheduledEmailQuerySchema = z.object({
  sequence_id: queryInt(1, PORT_LIMITS.maxId).optional(),
  user_id: queryInt(1, PORT_LIMITS.maxId).optional(),
  date_from: ApiDateSchema,
  date_to: ApiDateSchema,
  ...paginationQuery(100),
});
export type ScheduledEmailQuery = z.infer<typeof ScheduledEmailQuerySchema>;

/** Daily sending thresholds and scheduled emails. */
export const SEQUENCE_SETTINGS_ENDPOINTS = {
  getSequenceSettings: defineEndpoint({
    // designed: not in spec
    method: 'GET',
    path: '/v1/sequence/settings',
    summary: 'Daily sending thresholds of the organisation’s users.',
    designed: true,
    response: SequenceSettingListResponseSchema,
  }),
  updateSequenceSettings: defineEndpoint({
    // designed: not in spec
    method: 'PUT',
    path: '/v1/sequence/settings',
    summary: 'Set daily sending thresholds of users.',
    designed: true,
    body: SequenceSettingsBodySchema,
    response: SequenceSettingListResponseSchema,
  }),
  listScheduledEmails: defineEndpoint({
    // designed: not in spec
    method: 'GET',
    path: '/v1/sequence/scheduled-emails',
    summary: 'Emails scheduled by sequences between two dates.',
    designed: true,
    query: ScheduledEmailQuerySchema,
    response: ScheduledEmailListResponseSchema,
  }),
} as const;
