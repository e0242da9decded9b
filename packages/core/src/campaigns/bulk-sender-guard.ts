import { DateTime } from 'luxon';
import { fail, ok } from '../shared/domain-error';
import type { Result } from '../shared/domain-error';

/**
 * Mails a day from one domain above which Gmail and Yahoo treat the sender as a bulk sender (their February 2024
 * rules): SPF, DKIM, DMARC (a record with at least `p=none`) and one-click unsubscribe (RFC 8058) are then required.
 * @rule prospecting §7 · bulk-sender threshold 5 000 mails a day per sending domain (designed, docs/adr/043)
 */
export const BULK_SENDER_DAILY_THRESHOLD = 5000;

/** The zone of the guard's calendar day (the product's market, as the campaign statistics' periods). */
export const BULK_SENDER_DAY_ZONE = 'Europe/Paris';

/** A check result of a sending domain (ADR 032): `null` when never checked. */
export type DomainCheckOutcome = 'pass' | 'fail' | 'missing' | 'unknown' | null;

/** The last live check of the sender's domain. `dmarc` passes for any DMARC record with a policy, `p=none` included. */
export interface DomainAuthentication {
  readonly spf: DomainCheckOutcome;
  readonly dkim: DomainCheckOutcome;
  readonly dmarc: DomainCheckOutcome;
}

/** The figures of the guard for one domain and one day. */
export interface BulkVolumeFacts {
  /** Mails of the organisation's other campaigns from this domain sent or planned that day. */
  readonly otherCount: number;
  /** This send's mails (the campaign's targets). */
  readonly sendCount: number;
  readonly authentication: DomainAuthentication;
}

/** The guard's verdict: the day's total, whether it reaches the threshold, whether the domain is authenticated. */
export interface BulkVolumeVerdict {
  readonly totalCount: number;
  readonly threshold: number;
  readonly reachesThreshold: boolean;
  readonly isAuthenticated: boolean;
  /** The send needs the user's explicit acknowledgement: the threshold reached without authentication. */
  readonly requiresConfirmation: boolean;
}

/**
 * Whether a domain's last check meets the bulk-sender authentication rules: SPF pass, DKIM pass, DMARC pass (a record
 * with a policy; `p=none` is enough for Gmail and Yahoo). One-click unsubscribe is always in the product's campaign
 * mails (List-Unsubscribe + List-Unsubscribe-Post, ADR 038), so it is not a fact of the domain.
 * @rule prospecting §7 · a bulk sender's domain is authenticated when SPF, DKIM and DMARC (p=none at least) pass (designed)
 */
export function isBulkSenderAuthenticated(authentication: DomainAuthentication): boolean {
  return authentication.spf === 'pass' && authentication.dkim === 'pass' && authentication.dmarc === 'pass';
}

/**
 * The guard's verdict for a send: the day's total (other campaigns' mails of the domain that day + this send's),
 * which needs an acknowledgement when it reaches the threshold (5 000) and the domain is not authenticated.
 * @rule prospecting §7 · daily volume guard: reaching 5 000 a day from an unauthenticated domain needs an acknowledgement (designed)
 */
export function bulkSenderVolume(facts: BulkVolumeFacts, threshold: number = BULK_SENDER_DAILY_THRESHOLD): BulkVolumeVerdict {
  const totalCount = Math.max(0, facts.otherCount) + Math.max(0, facts.sendCount);
  const reachesThreshold = totalCount >= threshold;
  const isAuthenticated = isBulkSenderAuthenticated(facts.authentication);
  return { totalCount, threshold, reachesThreshold, isAuthenticated, requiresConfirmation: reachesThreshold && !isAuthenticated };
}

export type BulkSenderGuardErrorCode = 'CAMPAIGN.BULK_SENDER_UNAUTHENTICATED';

/**
 * The send's check: refused with `CAMPAIGN.BULK_SENDER_UNAUTHENTICATED` and the figures (`total_count`, `threshold`,
 * `other_count`, `send_count`, `spf`, `dkim`, `dmarc`) when the verdict needs an acknowledgement the request does
 * not carry; else the verdict.
 * @rule prospecting §7 · daily volume guard refusal unless acknowledged (designed)
 */
export function checkBulkSenderVolume(
  facts: BulkVolumeFacts,
  acknowledged: boolean,
  threshold: number = BULK_SENDER_DAILY_THRESHOLD,
): Result<BulkVolumeVerdict, BulkSenderGuardErrorCode> {
  const verdict = bulkSenderVolume(facts, threshold);
  if (verdict.requiresConfirmation && !acknowledged) {
    return fail('CAMPAIGN.BULK_SENDER_UNAUTHENTICATED', {
      total_count: verdict.totalCount,
      threshold: verdict.threshold,
      other_count: facts.otherCount,
      send_count: facts.sendCount,
      spf: facts.authentication.spf,
      dkim: facts.authentication.dkim,
      dmarc: facts.authentication.dmarc,
    });
  }
  return ok(verdict);
}

/** A calendar day of the guard: its date and its bounds (start included, end excluded). */
export interface BulkSenderDay {
  readonly day: string;
  readonly start: Date;
  readonly end: Date;
}

/**
 * The calendar day (Europe/Paris) of a mail sent or due at `instant`: 23 or 25 hours on the days the clocks change.
 * @rule prospecting §7 · the daily volume guard's day is the Europe/Paris calendar day (designed)
 */
export function bulkSenderDayOf(instant: Date): BulkSenderDay {
  const local = DateTime.fromJSDate(instant, { zone: BULK_SENDER_DAY_ZONE });
  const start = local.startOf('day');
  return { day: start.toISODate()!, start: start.toJSDate(), end: start.plus({ days: 1 }).toJSDate() };
}
