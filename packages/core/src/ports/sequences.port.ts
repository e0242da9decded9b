import { z } from 'zod';
import type { StepTriggerCode } from '../catalogues/step-types';
import { SENDING_WINDOW_HOURS } from '../sequences/sending-window';
import { TASK_DESCRIPTION_MAX_LENGTH } from '../sequences/sequence-steps-rules';
import {
  SEQUENCE_EMAIL_EVENTS,
  SEQUENCE_TARGETS_MAX_LIMIT,
  SEQUENCE_TASK_STATUS_FILTERS,
  SequenceTargetSearchSchema,
} from '../sequences/target-search';
import {
  ApiDateSchema,
  ApiDateTimeSchema,
  ApiHtmlSchema,
  apiIdList,
  ApiIdSchema,
  ApiNameSchema,
  ApiTimeZoneSchema,
  PORT_LIMITS,
  safeString,
} from './api-primitives';
import { defineEndpoint, EmptyResponseSchema, type EndpointGateway } from './endpoint';
import { listOnlyResponse, listResponse, paginationBody, paginationQuery } from './pagination';
import { queryInt, queryIntList, queryText } from './query-params';

const id = z.number().int().min(1);
const count = z.number().int().min(0);
const statusId = z.number().int().min(1).max(6);
/** sendable_days as stored: distinct weekday numbers 0 (Sunday) to 6, comma-separated. */
const sendableDays = safeString().regex(/^[0-6](,[0-6]){0,6}$/, 'SEQUENCE.INVALID_SENDABLE_DAYS');

/** Sequence (prospecting §3): settings, dates and counters. */
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
  mail_sent: count,
  mail_clicked: count,
  mail_opened: count,
  mail_replied: count,
  mail_autoreplied: count,
  mail_bounced: count,
  task_created: count,
  task_done: count,
  task_late: count,
  task_delete: count,
  mail_to_send: count,
  task_to_create: count,
});
export type Sequence = z.infer<typeof SequenceSchema>;

/** Sequence list (`sequence_list`, `sequence_count`). */
export const SequenceListResponseSchema = listResponse(SequenceSchema, 'sequence_list', 'sequence_count');
export type SequenceListResponse = z.infer<typeof SequenceListResponseSchema>;

/** Sequence list filters: statuses, owner, name; 20 per page, at most 1000 (statistics read up to 1000). */
export const SequenceListQuerySchema = z.object({
  status_id_list: queryIntList(6, 1, 6).optional(),
  owner_user_id: queryInt(1, PORT_LIMITS.maxId).optional(),
  name: queryText(PORT_LIMITS.name).optional(),
  ...paginationQuery(20),
});
export type SequenceListQuery = z.infer<typeof SequenceListQuerySchema>;

/** Sequence search by ids and organisation (prospecting §7: id_list, organization_id). */
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

/** Sequence change, including its status (transitions are checked by the service). */
export const SequenceUpdateBodySchema = z
  .object({
    name: ApiNameSchema.optional(),
    status_id: statusId.optional(),
    template_id: ApiIdSchema.nullable().optional(),
    query_targets_id: ApiIdSchema.nullable().optional(),
    ...z.object(sendingFields).partial().shape,
  })
  .strict();
export type SequenceUpdateBody = z.infer<typeof SequenceUpdateBodySchema>;

/** Duplication: an optional name for the copy (default: the original's name with a suffix). */
export const SequenceDuplicateBodySchema = z.object({ name: ApiNameSchema.optional() }).strict();
export type SequenceDuplicateBody = z.infer<typeof SequenceDuplicateBodySchema>;

/** Sequence setting per user (prospecting §3): user_id, email, daily_threshold. */
export const SequenceSettingSchema = z.object({ user_id: id, email: safeString(), daily_threshold: z.number().int().min(0) });
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

export const ScheduledEmailListResponseSchema = listResponse(ScheduledEmailSchema, 'scheduled_email_list', 'scheduled_email_count');
export type ScheduledEmailListResponse = z.infer<typeof ScheduledEmailListResponseSchema>;

export const ScheduledEmailQuerySchema = z.object({
  sequence_id: queryInt(1, PORT_LIMITS.maxId).optional(),
  user_id: queryInt(1, PORT_LIMITS.maxId).optional(),
  date_from: ApiDateSchema,
  date_to: ApiDateSchema,
  ...paginationQuery(100),
});
export type ScheduledEmailQuery = z.infer<typeof ScheduledEmailQuerySchema>;

/** What makes a link fire after a task step: the task being created or being done (step-trigger catalogue codes). */
const stepTrigger = z.enum(['task_created', 'task_done'] as const satisfies readonly StepTriggerCode[]);

/** A link from a step to the next one, with the wait in days (prospecting §3). */
export const SequenceStepLinkDtoSchema = z.object({
  id,
  step_id: id,
  next_step_id: id.nullable(),
  interval: z.number().int().min(0).nullable(),
  trigger_event: stepTrigger.nullable(),
});
export type SequenceStepLinkDto = z.infer<typeof SequenceStepLinkDtoSchema>;

/** Counters of one step. */
export const SequenceStepStatisticsSchema = z.object({
  mail_sent: count,
  mail_opened: count,
  mail_clicked: count,
  mail_replied: count,
  mail_autoreplied: count,
  mail_bounced: count,
  task_created: count,
  task_done: count,
  task_late: count,
});
export type SequenceStepStatistics = z.infer<typeof SequenceStepStatisticsSchema>;

/**
 * Sequence step (prospecting §3: id, position, type_id 1 task / 2 email, link_list, statistics). Designed: the email
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

/** Statistics of each step of a sequence. */
export const SequenceStepStatisticsEntrySchema = SequenceStepStatisticsSchema.extend({
  step_id: id,
  position: z.number().int().min(0),
  type_id: z.union([z.literal(1), z.literal(2)]),
});
export type SequenceStepStatisticsEntry = z.infer<typeof SequenceStepStatisticsEntrySchema>;

export const SequenceStepStatisticsResponseSchema = listOnlyResponse(SequenceStepStatisticsEntrySchema, 'step_statistics_list');
export type SequenceStepStatisticsResponse = z.infer<typeof SequenceStepStatisticsResponseSchema>;

/** Swap the positions of two steps of the sequence. */
export const SwitchStepsBodySchema = z
  .object({ step_id: ApiIdSchema, other_step_id: ApiIdSchema })
  .strict()
  .refine((body) => body.step_id !== body.other_step_id, { message: 'SEQUENCE.SAME_STEP', path: ['other_step_id'] });
export type SwitchStepsBody = z.infer<typeof SwitchStepsBodySchema>;

/** New link between steps; the interval is in days, default 1 (prospecting §9). */
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

/** Why a target is done (designed): every step done, a reply, a bounce, an unsubscribe, removed by hand. */
export const SEQUENCE_TARGET_DONE_EVENTS = ['all_steps_done', 'mail_replied', 'mail_bounced', 'unsubscribed', 'removed'] as const;
export type SequenceTargetDoneEvent = (typeof SEQUENCE_TARGET_DONE_EVENTS)[number];

/** One computed (sent or created) step of a target, with its email counters (prospecting §3). */
export const SequenceComputedStepDtoSchema = z.object({
  step_id: id,
  created_at: ApiDateTimeSchema,
  updated_at: ApiDateTimeSchema.nullable(),
  email_id: id.nullable(),
  task_id: id.nullable(),
  bounced: count,
  clicked: count,
  opened: count,
  replied: count,
  autoreplied: count,
});
export type SequenceComputedStepDto = z.infer<typeof SequenceComputedStepDtoSchema>;

/** The contact of a target, for display (designed). */
export const TargetContactSchema = z.object({
  id,
  first_name: safeString(),
  last_name: safeString(),
  email: safeString().nullable(),
  job_name: safeString().nullable(),
  company_name: safeString().nullable(),
});
export type TargetContact = z.infer<typeof TargetContactSchema>;

/**
 * Sequence target (prospecting §3). `status_id` is the prospect status (1 to process … 6 deleted).
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
export const SequenceTargetListResponseSchema = listResponse(SequenceTargetDtoSchema, 'target_list', 'target_count');
export type SequenceTargetListResponse = z.infer<typeof SequenceTargetListResponseSchema>;

/**
 * Target search body (prospecting §7): bounded and strict here, then read by the sequence rule
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

export const DeletedCountResponseSchema = z.object({ deleted_count: count });
export type DeletedCountResponse = z.infer<typeof DeletedCountResponseSchema>;

/** Target change (prospecting §7: status_id). */
export const SequenceTargetUpdateBodySchema = z.object({ status_id: statusId }).strict();
export type SequenceTargetUpdateBody = z.infer<typeof SequenceTargetUpdateBodySchema>;

/** Contacts to import: explicit contacts, or every contact of a list (exactly one of the two). */
export const SequenceImportTargetsBodySchema = z
  .object({ contact_id_list: apiIdList().min(1).optional(), query_id: ApiIdSchema.optional() })
  .strict()
  .refine((body) => (body.contact_id_list === undefined) !== (body.query_id === undefined), {
    message: 'IMPORT.CONTACTS_OR_QUERY',
  });
export type SequenceImportTargetsBody = z.infer<typeof SequenceImportTargetsBodySchema>;

/** Why a contact cannot be targeted (prospecting §3): mail replied 1, no email 2, opt-out 3. */
export const TargetExclusionSchema = z.object({ contact_id: id, reason_id: z.number().int().min(1).max(3) });
export type TargetExclusion = z.infer<typeof TargetExclusionSchema>;

/** Result of an import check: how many would be imported, already targeted, excluded and why. */
export const SequenceImportCheckResponseSchema = z.object({
  contact_count: count,
  importable_count: count,
  already_targeted_count: count,
  excluded_list: z.array(TargetExclusionSchema),
});
export type SequenceImportCheckResponse = z.infer<typeof SequenceImportCheckResponseSchema>;

export const SequenceImportResponseSchema = z.object({ imported_count: count, excluded_count: count });
export type SequenceImportResponse = z.infer<typeof SequenceImportResponseSchema>;

/** The next step of each target (null when none), as computed by the sequence rules. */
export const SequenceNextStepsResponseSchema = listOnlyResponse(
  z.object({ target_id: id, next_step_id: id.nullable() }),
  'next_step_list',
);
export type SequenceNextStepsResponse = z.infer<typeof SequenceNextStepsResponseSchema>;

export const SequenceNextStepsQuerySchema = z.object({ target_id_list: queryIntList(PORT_LIMITS.pageLimit, 1, PORT_LIMITS.maxId).optional() });
export type SequenceNextStepsQuery = z.infer<typeof SequenceNextStepsQuerySchema>;

/** A list (query) feeding a sequence's targets (prospecting §3: sequence_id, query_id). */
export const SequenceTargetListSchema = z.object({ id, sequence_id: id, query_id: id });
export type SequenceTargetList = z.infer<typeof SequenceTargetListSchema>;

export const SequenceTargetListListResponseSchema = listOnlyResponse(SequenceTargetListSchema, 'target_list_list');
export type SequenceTargetListListResponse = z.infer<typeof SequenceTargetListListResponseSchema>;

export const SequenceTargetListCreateBodySchema = z.object({ query_id: ApiIdSchema }).strict();
export type SequenceTargetListCreateBody = z.infer<typeof SequenceTargetListCreateBodySchema>;

/** Test send of an email step to test addresses (bat ids; 0 is the user's own address). */
export const SequenceSendEmailTestBodySchema = z
  .object({
    step_id: ApiIdSchema,
    bat_email_id_list: z.array(z.number().int().min(0).max(PORT_LIMITS.maxId)).min(1).max(20),
    contact_id: ApiIdSchema.optional(),
  })
  .strict();
export type SequenceSendEmailTestBody = z.infer<typeof SequenceSendEmailTestBodySchema>;

export const SearchByContactIdQuerySchema = z.object({ contact_id: queryInt(1, PORT_LIMITS.maxId) });
export type SearchByContactIdQuery = z.infer<typeof SearchByContactIdQuerySchema>;

/** What one run of the sequence runner did (designed). */
export const SequenceRunnerResponseSchema = z.object({
  processed_target_count: count,
  sent_email_count: count,
  created_task_count: count,
});
export type SequenceRunnerResponse = z.infer<typeof SequenceRunnerResponseSchema>;

/** A ready-made sequence model a new sequence can start from (designed). */
export const SequenceTemplateSchema = z.object({
  id,
  name: safeString(),
  description: safeString().nullable(),
  step_count: count,
});
export type SequenceTemplate = z.infer<typeof SequenceTemplateSchema>;

export const SequenceTemplateListResponseSchema = listOnlyResponse(SequenceTemplateSchema, 'template_list');
export type SequenceTemplateListResponse = z.infer<typeof SequenceTemplateListResponseSchema>;


/** Sequences (prospecting §7 "Sequences", every row). */
export const SEQUENCES_ENDPOINTS = {
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
  getSequenceStepsStatistics: defineEndpoint({
    // designed: not in spec
    method: 'GET',
    path: '/v1/sequence/sequences/{id}/steps-statistics',
    summary: 'Counters of each step of a sequence.',
    designed: true,
    response: SequenceStepStatisticsResponseSchema,
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
  sendSequenceEmailTest: defineEndpoint({
    // designed: not in spec
    method: 'POST',
    path: '/v1/sequence/sequences/{id}/send-email-test',
    summary: 'Send an email step to test addresses.',
    designed: true,
    body: SequenceSendEmailTestBodySchema,
    response: EmptyResponseSchema,
    responseType: 'none',
  }),
  runSequences: defineEndpoint({
    // designed: not in spec
    method: 'POST',
    path: '/v1/sequence/runner',
    summary: 'Process due sequence steps (platform scheduler only).',
    designed: true,
    auth: 'service',
    response: SequenceRunnerResponseSchema,
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

/** The sequences port. */
export type SequencesGateway = EndpointGateway<typeof SEQUENCES_ENDPOINTS>;
