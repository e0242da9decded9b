import { z } from 'zod';
import { BatEmailIdListSchema } from '../bat-emails/bat-emails.contract';
import { ApiIdSchema } from '../shared/api-primitives';
import { counters } from '../shared/counters';
import { defineEndpoint, EmptyResponseSchema } from '../shared/endpoint';

// Sending of sequences: a test send of an email step, and the runner that processes the due steps.

/** Test send of an email step to test addresses (bat ids; 0 is the user's own address). */
export const SequenceSendEmailTestBodySchema = z
  .object({
    step_id: ApiIdSchema,
    bat_email_id_list: BatEmailIdListSchema,
    contact_id: ApiIdSchema.optional(),
  })
  .strict();
export type SequenceSendEmailTestBody = z.infer<typeof SequenceSendEmailTestBodySchema>;

/** What one run of the sequence runner did (designed). */
export const SequenceRunnerResponseSchema = counters(['processed_target_count', 'sent_email_count', 'created_task_count']);
export type SequenceRunnerResponse = z.infer<typeof SequenceRunnerResponseSchema>;

/** Test sends and the sequence runner. */
export const SEQUENCE_SENDING_ENDPOINTS = {
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
    summary: 'Run the sequence planner now (platform administrators; the schedule runs it every minute).',
    designed: true,
    response: SequenceRunnerResponseSchema,
  }),
} as const;
