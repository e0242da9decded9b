import { z } from 'zod';
import { safeString } from '../contract/shared/api-primitives';
import type { TaskDisplayStateCode } from '../catalogues/task-states';

/**
 * Sequence targets are listed 20 per page.
 * @rule prospecting §2 · sequence target monitoring, 20 targets per page
 */
export const SEQUENCE_TARGETS_PAGE_SIZE = 20;

/**
 * The largest page a target search may ask for (designed: 100).
 * @rule prospecting §7 · sequence target search limit at most 100 (designed)
 */
export const SEQUENCE_TARGETS_MAX_LIMIT = 100;

/**
 * A target name search needs at least 3 characters (after trimming).
 * @rule prospecting §5 · target name search needs at least 3 characters
 */
export const TARGET_NAME_SEARCH_MIN_LENGTH = 3;

/**
 * The email events a target can be filtered on (and excluded by): the engagement tracking statuses plus
 * autoreplied and bounced (the counters of a computed step).
 * @rule prospecting §2 · sequence target monitoring email event filters
 */
export const SEQUENCE_EMAIL_EVENTS = ['sent', 'opened', 'clicked', 'replied', 'autoreplied', 'bounced'] as const;
export type SequenceEmailEvent = (typeof SEQUENCE_EMAIL_EVENTS)[number];

/**
 * The task statuses a target can be filtered on: the displayed task states todo, late, done.
 * @rule prospecting §2 · sequence target monitoring task status filter (todo, late, done)
 */
export const SEQUENCE_TASK_STATUS_FILTERS = ['todo', 'late', 'done'] as const satisfies readonly TaskDisplayStateCode[];
export type SequenceTaskStatusFilter = (typeof SEQUENCE_TASK_STATUS_FILTERS)[number];

/**
 * The target monitoring filter (payload of POST …/targets/search). Lists default to empty (no filter),
 * `targeted_other_sequence` absent means no filter, limit defaults to 20 (at most 100), offset to 0. An event both
 * required and excluded is refused (message `SEQUENCE.TARGET_SEARCH_EVENT_CONFLICT`).
 * @rule prospecting §7 · sequence target search filter
 */
export const SequenceTargetSearchSchema = z
  .object({
    name: safeString().trim().max(255).optional(),
    email_event_list: z.array(z.enum(SEQUENCE_EMAIL_EVENTS)).default([]),
    exclude_email_event_list: z.array(z.enum(SEQUENCE_EMAIL_EVENTS)).default([]),
    step_position_list: z.array(z.number().int().min(0)).default([]),
    targeted_other_sequence: z.boolean().optional(),
    target_status_id_list: z.array(z.number().int().positive()).default([]),
    task_status_list: z.array(z.enum(SEQUENCE_TASK_STATUS_FILTERS)).default([]),
    limit: z.number().int().min(1).max(SEQUENCE_TARGETS_MAX_LIMIT).default(SEQUENCE_TARGETS_PAGE_SIZE),
    offset: z.number().int().min(0).default(0),
  })
  .refine((search) => !search.email_event_list.some((event) => search.exclude_email_event_list.includes(event)), {
    message: 'SEQUENCE.TARGET_SEARCH_EVENT_CONFLICT',
    path: ['exclude_email_event_list'],
  });

export type SequenceTargetSearch = z.infer<typeof SequenceTargetSearchSchema>;
export type SequenceTargetSearchInput = z.input<typeof SequenceTargetSearchSchema>;

/**
 * Whether the name filter triggers a contact quick search: only with at least 3 characters after trimming.
 * (When it runs and no contact matches, the target list is empty with count 0.)
 * @rule prospecting §5 · target name search needs at least 3 characters (check)
 */
export function shouldSearchTargetsByName(name: string | null | undefined): boolean {
  return (name ?? '').trim().length >= TARGET_NAME_SEARCH_MIN_LENGTH;
}
