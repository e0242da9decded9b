import { describe, expect, it } from 'vitest';
import { SEQUENCE_SENDING_ENDPOINTS, SequenceRunnerResponseSchema, SequenceSendEmailTestBodySchema, SequenceSendReviewBodySchema } from './sequence-sending.contract';

describe('sequence sending contract', () => {
  it('sends a step to 1 to 20 test addresses, optionally as a contact', () => {
    expect(SequenceSendEmailTestBodySchema.parse({ step_id: 3, bat_email_id_list: [0, 5], contact_id: 201 })).toEqual({ step_id: 3, bat_email_id_list: [0, 5], contact_id: 201 });
    expect(SequenceSendEmailTestBodySchema.safeParse({ step_id: 3, bat_email_id_list: [] }).success).toBe(false);
    expect(SequenceSendEmailTestBodySchema.safeParse({ step_id: 3, bat_email_id_list: [0], subject: 'x' }).success).toBe(false);
  });

  it('answers what one run of the runner did, and a platform administrator runs it (user token)', () => {
    const run = { processed_target_count: 12, sent_email_count: 9, created_task_count: 3 };
    expect(SequenceRunnerResponseSchema.parse(run)).toEqual(run);
    expect(SequenceRunnerResponseSchema.safeParse({ ...run, sent_email_count: 1.5 }).success).toBe(false);
    // A platform administrator's token (ADR 029): the route declares PLATFORM_ADMIN.
    expect(SEQUENCE_SENDING_ENDPOINTS.runSequences.auth).toBe('user');
  });

  it('settles a send under review with one of two decisions', () => {
    expect(SequenceSendReviewBodySchema.parse({ decision: 'resend' })).toEqual({ decision: 'resend' });
    expect(SequenceSendReviewBodySchema.safeParse({ decision: 'retry' }).success).toBe(false);
    expect(SequenceSendReviewBodySchema.safeParse({}).success).toBe(false);
    expect(SEQUENCE_SENDING_ENDPOINTS.reviewSequenceSend.path).toBe('/v1/sequence/sequences/{id}/targets/{target_id}/send-review');
  });
});
