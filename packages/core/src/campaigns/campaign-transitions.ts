import { DateTime } from 'luxon';
import { CAMPAIGN_STATUS } from '../catalogues/campaign-statuses';
import type { CampaignSendTimingId, CampaignStatusId } from '../catalogues/campaign-statuses';
import { fail, ok } from '../shared/domain-error';
import type { Result } from '../shared/domain-error';
import { hasUnsubscribePlaceholder } from './unsubscribe-token';

const { draft, scheduled, sent } = CAMPAIGN_STATUS;

/** A scheduled date written without offset is read in French time (the product's market). */
const SCHEDULE_DEFAULT_ZONE = 'Europe/Paris';

/**
 * Send timing ids: now 1, schedule 2.
 * @rule prospecting §4 · campaign send timing now 1, schedule 2 (ids)
 */
export const CAMPAIGN_SEND_TIMING = { now: 1, schedule: 2 } as const satisfies Record<string, CampaignSendTimingId>;

/**
 * Allowed campaign status changes: draft → scheduled (schedule) | sent (send now); scheduled → draft (unschedule) |
 * sent (the scheduled time came, or send now); sent → nothing.
 * @rule prospecting §4 · allowed campaign status transitions (designed, see docs/rules/campaigns.md)
 */
export const CAMPAIGN_STATUS_TRANSITIONS: Readonly<Record<CampaignStatusId, readonly CampaignStatusId[]>> = {
  [draft]: [scheduled, sent],
  [scheduled]: [draft, sent],
  [sent]: [],
};

/**
 * The statuses a campaign in `from` may move to (empty for sent or an unknown id).
 * @rule prospecting §4 · allowed campaign status transitions (list)
 */
export function allowedCampaignTransitions(from: number): readonly CampaignStatusId[] {
  return CAMPAIGN_STATUS_TRANSITIONS[from as CampaignStatusId] ?? [];
}

/**
 * Whether a campaign may move from `from` to `to`; staying in the same status is not a transition.
 * @rule prospecting §4 · allowed campaign status transitions (check)
 */
export function canTransitionCampaign(from: number, to: number): boolean {
  return allowedCampaignTransitions(from).includes(to as CampaignStatusId);
}

/**
 * Applies a status change: the new status, or `CAMPAIGN.TRANSITION_NOT_ALLOWED` with `{ from, to }`.
 * @rule prospecting §4 · allowed campaign status transitions (typed refusal)
 */
export function transitionCampaign(from: number, to: number): Result<CampaignStatusId, 'CAMPAIGN.TRANSITION_NOT_ALLOWED'> {
  if (!canTransitionCampaign(from, to)) return fail('CAMPAIGN.TRANSITION_NOT_ALLOWED', { from, to });
  return ok(to as CampaignStatusId);
}

/**
 * The status a send request leads to: send now → sent 3, schedule → scheduled 2.
 * @rule prospecting §4 · campaign send timing now → sent, schedule → scheduled
 */
export function campaignStatusForTiming(timing: CampaignSendTimingId): CampaignStatusId {
  return timing === CAMPAIGN_SEND_TIMING.now ? sent : scheduled;
}

/** The campaign fields the send check reads (entity field names). */
export interface CampaignSendableFields {
  readonly status_id: number;
  readonly email_subject?: string | null;
  readonly email_html_content?: string | null;
  readonly email_header?: string | null;
  readonly email_footer?: string | null;
  readonly sender_id?: number | null;
}

/** The send request: timing, target count, the scheduled instant (for scheduling) and now. */
export interface CampaignSendRequest {
  readonly timing: CampaignSendTimingId;
  readonly targetCount: number;
  readonly scheduledDate?: DateTime | string | null;
  readonly now: DateTime;
}

export type CampaignSendErrorCode =
  | 'CAMPAIGN.TRANSITION_NOT_ALLOWED'
  | 'CAMPAIGN.SUBJECT_MISSING'
  | 'CAMPAIGN.CONTENT_MISSING'
  | 'CAMPAIGN.UNSUBSCRIBE_LINK_MISSING'
  | 'CAMPAIGN.SENDER_MISSING'
  | 'CAMPAIGN.NO_TARGET'
  | 'CAMPAIGN.SCHEDULED_DATE_MISSING'
  | 'CAMPAIGN.SCHEDULED_DATE_NOT_IN_FUTURE';

const isBlank = (value: string | null | undefined): boolean => (value ?? '').trim() === '';

/**
 * Whether a campaign may be sent now or scheduled; on success, the status it moves to. Checked in order:
 * the status change is allowed (a scheduled campaign may also be rescheduled), a non-blank subject, a non-blank
 * HTML content, the unsubscribe placeholder in the content, header or footer, a sender, at least one target, and
 * for scheduling a valid scheduled date strictly after now.
 * @rule prospecting §4 · campaign send preconditions (subject, content, unsubscribe link, sender, targets, future date)
 */
export function checkCampaignSendable(
  campaign: CampaignSendableFields,
  request: CampaignSendRequest,
): Result<CampaignStatusId, CampaignSendErrorCode> {
  const to = campaignStatusForTiming(request.timing);
  const reschedule = campaign.status_id === scheduled && to === scheduled;
  if (!reschedule && !canTransitionCampaign(campaign.status_id, to)) {
    return fail('CAMPAIGN.TRANSITION_NOT_ALLOWED', { from: campaign.status_id, to });
  }
  if (isBlank(campaign.email_subject)) return fail('CAMPAIGN.SUBJECT_MISSING');
  if (isBlank(campaign.email_html_content)) return fail('CAMPAIGN.CONTENT_MISSING');
  const body = [campaign.email_header, campaign.email_html_content, campaign.email_footer].join('\n');
  if (!hasUnsubscribePlaceholder(body)) return fail('CAMPAIGN.UNSUBSCRIBE_LINK_MISSING');
  if (campaign.sender_id === null || campaign.sender_id === undefined) return fail('CAMPAIGN.SENDER_MISSING');
  if (!(request.targetCount >= 1)) return fail('CAMPAIGN.NO_TARGET');
  if (to === scheduled) {
    const date =
      request.scheduledDate === undefined || request.scheduledDate === null
        ? null
        : typeof request.scheduledDate === 'string'
          ? DateTime.fromISO(request.scheduledDate, { zone: SCHEDULE_DEFAULT_ZONE })
          : request.scheduledDate;
    if (date === null || !date.isValid) return fail('CAMPAIGN.SCHEDULED_DATE_MISSING');
    if (!(date > request.now)) {
      return fail('CAMPAIGN.SCHEDULED_DATE_NOT_IN_FUTURE', { scheduledDate: date.toISO(), now: request.now.toISO() });
    }
  }
  return ok(to);
}

/**
 * Whether a campaign in `status` may be deleted: a draft or a scheduled one (nothing has left yet); a sent campaign
 * keeps its targets and statistics.
 * @rule prospecting §4 · a campaign is deleted only while draft or scheduled (designed)
 */
export function canDeleteCampaign(status: number): boolean {
  return status === draft || status === scheduled;
}

/**
 * Whether a campaign in `status` may still change (content, targets): not once sent.
 * @rule prospecting §4 · a sent campaign is read-only (designed)
 */
export function isCampaignEditable(status: number): boolean {
  return status === draft || status === scheduled;
}
