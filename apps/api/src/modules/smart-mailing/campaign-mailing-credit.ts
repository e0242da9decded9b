import type { Transaction } from '../../db/run-transaction';
import { refundCredits } from '../credits/credit-ledger';

/**
 * The credit a campaign mail costs: the credits ledger's kind for e-mails the product sends, sequences and campaigns
 * alike. The spec's credit kinds are sequence, email-rental, export and consultation: none for mailings, so the
 * campaigns use `sequence` (docs/adr/043-campaign-volume-guard-and-refunds.md). One per target, from the campaign's
 * owner, taken by the send; the import's check shows the owner's balance; given back when planned sends are removed.
 */
export const MAILING_CREDIT_KIND = 'sequence' as const;

/** The stored comment of a refund (stored data, in English like the top-ups' "{n} credits added"). */
export const campaignRefundComment = (count: number): string => `${count} credits refunded (campaign sends removed before sending)`;

/** What a refund gave back: the sends removed (and credits refunded) and the owner's amounts. */
export interface CampaignRefund {
  readonly refunded: number;
}

/**
 * Removes the planned, never-claimed sends of a scheduled campaign taken back to draft or deleted, and gives their
 * credits back to the campaign's owner through the ledger (a `top_up` history event, reference `campaign:<id>`), in
 * the caller's transaction — which has locked the campaign row (FOR UPDATE) and seen it scheduled. A send claimed,
 * sent, failed, unknown or cancelled is kept and never refunded. The sender claims only sends of sent campaigns
 * (status 3) and moves a scheduled campaign to 3 with a conditional UPDATE that waits for this lock: once the lock
 * is held on a scheduled campaign, none of its sends can be claimed until the transaction ends.
 */
export async function refundPlannedSends(
  tx: Transaction,
  campaign: { readonly organizationId: number; readonly campaignId: number; readonly ownerUserId: number },
  authorUserId: number,
): Promise<CampaignRefund> {
  const removed = await tx.query<{ id: number }>(
    `DELETE FROM campaign_sends WHERE campaign_id = $1 AND organization_id = $2 AND status = 'planned' AND claimed_at IS NULL AND attempts = 0 RETURNING id`,
    [campaign.campaignId, campaign.organizationId],
  );
  if (removed.length === 0) return { refunded: 0 };
  await refundCredits(tx, {
    organizationId: campaign.organizationId,
    userId: campaign.ownerUserId,
    kind: MAILING_CREDIT_KIND,
    amount: removed.length,
    reference: `campaign:${campaign.campaignId}`,
    comment: campaignRefundComment(removed.length),
    authorUserId,
  });
  return { refunded: removed.length };
}

/** The campaign row as a status change or deletion locks it (FOR UPDATE), null when not of the organisation. */
export async function lockCampaignForChange(
  tx: Transaction,
  organizationId: number,
  campaignId: number,
): Promise<{ statusId: number; ownerUserId: number } | null> {
  const [row] = await tx.query<{ status_id: number; owner_user_id: number }>(
    'SELECT status_id, owner_user_id FROM campaigns WHERE id = $1 AND organization_id = $2 FOR UPDATE',
    [campaignId, organizationId],
  );
  return row ? { statusId: row.status_id, ownerUserId: row.owner_user_id } : null;
}

/** Back to draft (the campaign locked and seen scheduled): no date any more, the sends removed by {@link refundPlannedSends}. */
export async function markCampaignDraft(tx: Transaction, organizationId: number, campaignId: number, draftStatusId: number): Promise<void> {
  await tx.query('UPDATE campaigns SET status_id = $3, scheduled_at = NULL, sent_date = NULL, updated_at = now() WHERE id = $1 AND organization_id = $2', [
    campaignId,
    organizationId,
    draftStatusId,
  ]);
}

/** Deletes the locked campaign (its targets and remaining sends go with it, ON DELETE CASCADE). */
export async function deleteLockedCampaign(tx: Transaction, organizationId: number, campaignId: number): Promise<void> {
  await tx.query('DELETE FROM campaigns WHERE id = $1 AND organization_id = $2', [campaignId, organizationId]);
}
