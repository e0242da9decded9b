import { z } from 'zod';
import { ResponseIdSchema } from '../shared/api-primitives';
import { counters } from '../shared/counters';
import { defineEndpoint } from '../shared/endpoint';
import { listOnlyResponse } from '../shared/pagination';

// Statistics of the steps of a sequence (the spec's entity): emails sent, opened, clicked, replied…, tasks created,
// done, late.

const id = ResponseIdSchema;

/** Counters of one step. */
export const SequenceStepStatisticsSchema = counters([
  'mail_sent',
  'mail_opened',
  'mail_clicked',
  'mail_replied',
  'mail_autoreplied',
  'mail_bounced',
  'task_created',
  'task_done',
  'task_late',
]);
export type SequenceStepStatistics = z.infer<typeof SequenceStepStatisticsSchema>;

/**
 * Rounded rates of an e-mail step, in percent of the mails sent (core's `sequenceMailRates`; designed: the web shows
 * them as they are).
 */
export const SequenceMailRatesSchema = z.object({
  opened: z.number().int().min(0),
  clicked: z.number().int().min(0),
  replied: z.number().int().min(0),
  bounced: z.number().int().min(0),
});

/** Statistics of each step of a sequence, with its rates (designed). */
export const SequenceStepStatisticsEntrySchema = SequenceStepStatisticsSchema.extend({
  step_id: id,
  position: z.number().int().min(0),
  type_id: z.union([z.literal(1), z.literal(2)]),
  rates: SequenceMailRatesSchema,
});
export type SequenceStepStatisticsEntry = z.infer<typeof SequenceStepStatisticsEntrySchema>;

export const SequenceStepStatisticsResponseSchema = listOnlyResponse(SequenceStepStatisticsEntrySchema, 'step_statistics_list');
export type SequenceStepStatisticsResponse = z.infer<typeof SequenceStepStatisticsResponseSchema>;

/** Counters of the steps of a sequence. */
export const SEQUENCE_STATISTICS_ENDPOINTS = {
  getSequenceStepsStatistics: defineEndpoint({
    // designed: not in spec
    method: 'GET',
    path: '/v1/sequence/sequences/{id}/steps-statistics',
    summary: 'Counters of each step of a sequence.',
    designed: true,
    response: SequenceStepStatisticsResponseSchema,
  }),
} as const;
