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

/**
 * What the owner decides for a send the runner could not settle (status 'review': its outcome was unknown after a
 * crash and the mailbox does not save sent mail itself): it did arrive (`mark_sent`), or send it again (`resend`).
 */
export const SEQUENCE_SEND_REVIEW_DECISIONS = ['mark_sent', 'resend'] as const;
export const SequenceSendReviewBodySchema = z.object({ decision: z.enum(SEQUENCE_SEND_REVIEW_DECISIONS) }).strict();
export type SequenceSendReviewBody = z.infer<typeof SequenceSendReviewBodySchema>;

/** Test sends, the sequence runner, and the owner's decision on a send under review. */
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
  reviewSequenceSend: defineEndpoint({
    // designed: not in spec
    method: 'POST',
    path: '/v1/sequence/sequences/{id}/targets/{target_id}/send-review',
    summary: 'Settle the target’s send under review: it was sent, or send it again.',
    designed: true,
    body: SequenceSendReviewBodySchema,
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
