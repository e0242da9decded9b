import { SEQUENCE_SENDING_ENDPOINTS } from '@cible/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerEndpoints } from '../../http/register-endpoints';
import { permission } from '../../http/route-declaration';
import type { SequenceSendReviewService } from './sequence-send-review-service';
import type { SequenceTestSendService } from './sequence-test-send-service';

export interface SequenceSendingRoutesOptions {
  readonly service: SequenceTestSendService;
  readonly review: SequenceSendReviewService;
}

/**
 * The test send of a sequence's e-mail step and the owner's decision on a send under review (ADR 030).
 * `runSequences` (the planner's) is registered by its module.
 */
export const sequenceSendingRoutes: FastifyPluginAsyncZod<SequenceSendingRoutesOptions> = async (app, { service, review }) => {
  const { sendSequenceEmailTest, reviewSequenceSend } = SEQUENCE_SENDING_ENDPOINTS;
  registerEndpoints(app, { sendSequenceEmailTest, reviewSequenceSend }, {
    reviewSequenceSend: {
      access: permission('SEQUENCES', 'update'),
      ids: { params: { id: 'sequence', target_id: 'sequence-target' } },
      errors: [403, 409],
      description:
        'Settles the target’s send under review (its outcome was unknown after a crash and the mailbox does not save sent mail, so the Sent folder could not tell): decision mark_sent records it sent (event sent), resend plans it again due now with the same Message-ID. Owner or organisation manager only (403 SEQUENCE.NOT_OWNER); a target of another sequence: 404; no send under review: 409 SEQUENCE.NO_SEND_TO_REVIEW.',
      handle: async ({ auth, params, body }) => {
        await review.review(auth, params.id, params.target_id, body);
      },
    },
    sendSequenceEmailTest: {
      access: permission('SEQUENCES', 'create'),
      ids: { params: { id: 'sequence' }, body: { step_id: 'sequence-step', contact_id: 'contact', bat_email_id_list: 'test-address' } },
      errors: [409, 422],
      description:
        'Sends the e-mail step step_id of the sequence (a step of another sequence: 404; a task step: 400 SEQUENCE.NOT_EMAIL_STEP), subject prefixed "[TEST] ", to each of the caller’s test addresses of bat_email_id_list (0 = his own) through his connected mailbox, rendered by renderEmail with the caller as sender and his latest signature, filled for contact_id (unknown 404, blurred 403 DATA.BLURRED) or with empty contact variables — as the template test send (ADR 020). No connected mailbox: 409 MAILBOX.NOT_CONNECTED; SMTP login refused: the mailbox is marked disconnected and 422 MAILBOX.SMTP_AUTH_FAILED; server unreachable or silent: 422 MAILBOX.SMTP_UNREACHABLE / MAILBOX.TIMEOUT.',
      handle: async ({ auth, params, body }) => {
        await service.sendStepTest(auth, params.id, body);
      },
    },
  });
};
