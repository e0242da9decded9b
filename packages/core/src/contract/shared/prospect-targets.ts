import { z } from 'zod';
import { safeString } from './api-primitives';
import { counters } from './counters';

/** An id in an answer: a positive integer. */
const id = z.number().int().min(1);

/** The contact of a target of a sequence or a campaign, for display (designed). */
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
 * Why a contact cannot be targeted (`TARGET_EXCLUSION_REASONS`): mail replied 1, no email 2, opt-out 3, in another
 * ongoing sequence 4 (designed).
 */
export const TargetExclusionSchema = z.object({ contact_id: id, reason_id: z.number().int().min(1).max(4) });
export type TargetExclusion = z.infer<typeof TargetExclusionSchema>;

/**
 * The answer of an import check of targets (sequences, campaigns): how many contacts were given, how many would be
 * imported, how many are already targeted, and which are excluded and why.
 */
export const TargetImportCheckSchema = z.object({
  ...counters(['contact_count', 'importable_count', 'already_targeted_count']).shape,
  excluded_list: z.array(TargetExclusionSchema),
});
export type TargetImportCheck = z.infer<typeof TargetImportCheckSchema>;

/** The answer of an import of targets: how many were imported, how many excluded. */
export const TargetImportResultSchema = counters(['imported_count', 'excluded_count']);
export type TargetImportResult = z.infer<typeof TargetImportResultSchema>;
