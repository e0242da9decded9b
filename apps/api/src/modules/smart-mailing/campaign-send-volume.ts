import { bulkSenderDayOf, bulkSenderVolume, checkBulkSenderVolume, DomainFailure } from '@cible/core';
import type { BulkVolumeFacts, CampaignSendVolume, DomainCheckOutcome } from '@cible/core';
import type { Transaction } from '../../db/run-transaction';

type Queryable = Pick<Transaction, 'query'>;

/** The sender's domain as the guard reads it: its row and its last check (ADR 032). */
export interface GuardedDomain {
  readonly id: number;
  readonly name: string;
  readonly spf: DomainCheckOutcome;
  readonly dkim: DomainCheckOutcome;
  readonly dmarc: DomainCheckOutcome;
}

/** The guard's facts for one send: the domain, the Paris day, and the counts. */
export interface SendVolumeFacts extends BulkVolumeFacts {
  readonly domain: GuardedDomain;
  readonly day: string;
}

/** Key of the transaction-level advisory lock that serialises the guarded sends of one sending domain. */
const VOLUME_LOCK_CLASS = 19043;

/** The sending domain of a sender of the organisation, with its last check; null when the sender is gone. */
export async function guardedDomainOfSender(q: Queryable, organizationId: number, senderId: number): Promise<GuardedDomain | null> {
  const [row] = await q.query<{ id: number; name: string; spf_result: DomainCheckOutcome; dkim_result: DomainCheckOutcome; dmarc_result: DomainCheckOutcome }>(
    `SELECT d.id, d.name, d.spf_result, d.dkim_result, d.dmarc_result
       FROM senders s JOIN sending_domains d ON d.id = s.domain_id AND d.organization_id = s.organization_id
      WHERE s.id = $1 AND s.organization_id = $2`,
    [senderId, organizationId],
  );
  return row ? { id: row.id, name: row.name, spf: row.spf_result, dkim: row.dkim_result, dmarc: row.dmarc_result } : null;
}

/**
 * The guard's facts for a send of `campaignId` at `at` (now, or the scheduled date): the mails of the organisation's
 * other campaigns whose sender is on the same domain, sent (`sent_at`) or due (`due_at`, scheduled ones on their day)
 * on the same Paris calendar day, cancelled ones left out; plus this send's `sendCount` (its targets: a campaign
 * rescheduled or sent now moves all of its sends). Another organisation's mails are never counted.
 */
export async function sendVolumeFacts(
  q: Queryable,
  input: { readonly organizationId: number; readonly campaignId: number; readonly domain: GuardedDomain; readonly at: Date; readonly sendCount: number },
): Promise<SendVolumeFacts> {
  const { day, start, end } = bulkSenderDayOf(input.at);
  const [row] = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n
       FROM campaign_sends s
       JOIN campaigns c ON c.id = s.campaign_id AND c.organization_id = s.organization_id
       JOIN senders r ON r.id = c.sender_id AND r.organization_id = c.organization_id
      WHERE s.organization_id = $1 AND s.campaign_id <> $2 AND r.domain_id = $3 AND s.status <> 'cancelled'
        AND coalesce(s.sent_at, s.due_at) >= $4 AND coalesce(s.sent_at, s.due_at) < $5`,
    [input.organizationId, input.campaignId, input.domain.id, start, end],
  );
  const authentication = { spf: input.domain.spf, dkim: input.domain.dkim, dmarc: input.domain.dmarc };
  return { domain: input.domain, day, otherCount: row?.n ?? 0, sendCount: input.sendCount, authentication };
}

/**
 * The send call's guard, in its transaction: waits for the other guarded sends of the same domain (an advisory lock
 * held until commit, so two sends at once cannot both pass under the threshold), then refuses with 409
 * CAMPAIGN.BULK_SENDER_UNAUTHENTICATED and the figures unless acknowledged (docs/adr/043).
 */
export async function guardSendVolume(
  tx: Queryable,
  input: { readonly organizationId: number; readonly campaignId: number; readonly domain: GuardedDomain; readonly at: Date; readonly sendCount: number; readonly acknowledged: boolean },
): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock($1::int, $2::int)', [VOLUME_LOCK_CLASS, input.domain.id]);
  const facts = await sendVolumeFacts(tx, input);
  const checked = checkBulkSenderVolume(facts, input.acknowledged);
  if (!checked.ok) {
    throw new DomainFailure(
      checked.error.code,
      'This send would reach the 5,000-a-day bulk-sender threshold from a domain without SPF, DKIM and DMARC: send again with confirm_bulk_volume true to go on.',
      { details: { ...checked.error.details, day: facts.day, domain: facts.domain.name } },
    );
  }
}

/** The figures of {@link CampaignSendVolume} for the web's warning; `domain` null when the campaign has no sender. */
export function sendVolumeOf(facts: SendVolumeFacts | null, day: string, sendCount: number): CampaignSendVolume {
  if (facts === null) {
    const verdict = bulkSenderVolume({ otherCount: 0, sendCount, authentication: { spf: null, dkim: null, dmarc: null } });
    return {
      day,
      domain: null,
      other_count: 0,
      send_count: sendCount,
      total_count: verdict.totalCount,
      threshold: verdict.threshold,
      spf_result: null,
      dkim_result: null,
      dmarc_result: null,
      is_authenticated: false,
      requires_confirmation: false,
    };
  }
  const verdict = bulkSenderVolume(facts);
  return {
    day: facts.day,
    domain: facts.domain.name,
    other_count: facts.otherCount,
    send_count: facts.sendCount,
    total_count: verdict.totalCount,
    threshold: verdict.threshold,
    spf_result: facts.domain.spf,
    dkim_result: facts.domain.dkim,
    dmarc_result: facts.domain.dmarc,
    is_authenticated: verdict.isAuthenticated,
    requires_confirmation: verdict.requiresConfirmation,
  };
}
