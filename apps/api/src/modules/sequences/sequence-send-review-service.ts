import { checkSequenceManagement, DomainFailure, hasManagerAccess } from '@cible/core';
import type { SequenceSendReviewBody } from '@cible/core';
import type { Database } from '../../db/database';
import type { AuthContext } from '../../security/auth-context';

/** The owner's decision on a send the runner left for review (docs/adr/030-sequence-sender.md "Recovery"). */
export interface SequenceSendReviewService {
  review(auth: AuthContext, sequenceId: number, targetId: number, body: SequenceSendReviewBody): Promise<void>;
}

/**
 * A send under review (its outcome was unknown after a crash, and the mailbox does not save sent mail itself, so its
 * absence from the Sent folder proved nothing) is settled by the sequence's owner or a manager (403
 * SEQUENCE.NOT_OWNER): `mark_sent` records it sent (event 'sent'; the planner then plans the next step); `resend`
 * plans it again, due now, with the same Message-ID (a copy that did arrive is the same message for the recipient's
 * client). No send under review for the target: 409 SEQUENCE.NO_SEND_TO_REVIEW.
 */
export function createSequenceSendReviewService(options: { readonly db: Database; readonly now: () => Date }): SequenceSendReviewService {
  const { db } = options;
  return {
    async review(auth, sequenceId, targetId, body) {
      const [sequence] = await db.query<{ owner_user_id: number }>(
        'SELECT q.owner_user_id FROM sequences q JOIN sequence_targets t ON t.sequence_id = q.id WHERE q.id = $1 AND t.id = $2 AND q.organization_id = $3',
        [sequenceId, targetId, auth.user.organizationId],
      );
      if (!sequence) throw new DomainFailure('NOT_FOUND', 'No such target in this sequence.');
      const allowed = checkSequenceManagement({ userId: auth.user.id, isManager: hasManagerAccess(auth.ability) }, sequence.owner_user_id);
      if (!allowed.ok) throw new DomainFailure(allowed.error.code, 'Only the owner or a manager settles a send of this sequence.');
      const now = options.now();
      const settled = await db.transaction(async (tx) => {
        const rows =
          body.decision === 'mark_sent'
            ? await tx.query<{ id: number }>(
                `UPDATE sequence_sends SET status = 'sent', sent_at = $2, smtp_response = 'marked sent by the owner after review', updated_at = $2
                 WHERE target_id = $1 AND status = 'review' RETURNING id`,
                [targetId, now],
              )
            : await tx.query<{ id: number }>(
                `UPDATE sequence_sends SET status = 'planned', due_at = $2, next_attempt_at = NULL, claimed_at = NULL, updated_at = $2
                 WHERE target_id = $1 AND status = 'review' RETURNING id`,
                [targetId, now],
              );
        if (body.decision === 'mark_sent' && rows.length > 0) {
          await tx.query(
            `INSERT INTO sequence_events (organization_id, sequence_id, target_id, step_id, send_id, type, occurred_at)
             SELECT organization_id, sequence_id, target_id, step_id, id, 'sent', $2 FROM sequence_sends WHERE id = ANY ($1::int[])`,
            [rows.map((row) => row.id), now],
          );
        }
        return rows.length;
      });
      if (settled === 0) throw new DomainFailure('SEQUENCE.NO_SEND_TO_REVIEW', 'This target has no send waiting for review.');
    },
  };
}
