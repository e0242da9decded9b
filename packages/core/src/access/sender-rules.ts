import type { LicenceId } from '../catalogues/licences';
import { isSenderLicence } from './licence-effects';

/**
 * The licences whose active users the connected user may pick as senders: sales automation → sales
 * automation, sender, marketing, sales and marketing, sales, kam; sales automation v2 → itself; marketing
 * and sales and marketing → marketing, sender, sales automation, sales and marketing, sales, kam; smart
 * campaign v2 → sender v2 and sales automation v2; any other licence → none.
 * @rule prospecting §6 · sender eligibility by the connected user's licence
 */
export function eligibleSenderLicences(connectedLicenceId: LicenceId): readonly LicenceId[] {
  switch (connectedLicenceId) {
    case 11:
      return [11, 10, 2, 3, 1, 4];
    case 13:
      return [13];
    case 2:
    case 3:
      return [2, 10, 11, 3, 1, 4];
    case 14:
      return [15, 13];
    default:
      return [];
  }
}

/** A candidate sender: the licence of the user and the user's status (1 = active). */
export interface SenderCandidate {
  readonly licenceId: LicenceId;
  readonly status: number;
}

/**
 * Whether a user may be picked as a sender: active (status 1) and of an eligible licence.
 * @rule prospecting §6 · senders are active users of an eligible licence
 */
export function isEligibleSender(connectedLicenceId: LicenceId, candidate: SenderCandidate): boolean {
  return candidate.status === 1 && eligibleSenderLicences(connectedLicenceId).includes(candidate.licenceId);
}

const isMarketingFamily = (licenceId: LicenceId): boolean => licenceId === 2 || licenceId === 3;
const isSalesAutomation = (licenceId: LicenceId): boolean => licenceId === 11 || licenceId === 13;
/** "Sales licences" of the row rule: the licences without marketing rights whose name starts with sales. */
const SALES_LICENCE_IDS: readonly LicenceId[] = [1, 8, 11, 13];

/**
 * Whether the connected user may edit a sender's signature in the senders table: marketing and sales and
 * marketing → sender licences only; smart campaign v2 → sender v2 only; anyone else → never (one's own
 * signature is edited in the personal space). Always false for a non-eligible licence.
 * @rule prospecting §6 · sender signature editable only for sender licences (sender v2 for smart campaign v2)
 */
export function canEditSenderSignature(connectedLicenceId: LicenceId, candidateLicenceId: LicenceId): boolean {
  if (!eligibleSenderLicences(connectedLicenceId).includes(candidateLicenceId)) return false;
  if (isMarketingFamily(connectedLicenceId)) return isSenderLicence(candidateLicenceId);
  if (connectedLicenceId === 14) return candidateLicenceId === 15;
  return false;
}

/**
 * Whether the connected user may manage (connect, disconnect) a sender's mailbox: marketing and sales and
 * marketing → sender licences or oneself; smart campaign v2 → sender v2 only; sales automation (both
 * versions) → oneself only; anyone else → never. Always false for a non-eligible licence.
 * @rule prospecting §6 · sender mailbox managed for sender licences or oneself; sales automation only oneself
 */
export function canManageSenderMailbox(connectedLicenceId: LicenceId, candidateLicenceId: LicenceId, isSelf: boolean): boolean {
  if (!eligibleSenderLicences(connectedLicenceId).includes(candidateLicenceId)) return false;
  if (isMarketingFamily(connectedLicenceId)) return isSenderLicence(candidateLicenceId) || isSelf;
  if (connectedLicenceId === 14) return candidateLicenceId === 15;
  if (isSalesAutomation(connectedLicenceId)) return isSelf;
  return false;
}

/**
 * Whether the connected user may edit a sender's row: marketing and sales and marketing → sender or sales
 * licences (sales, sales PME, sales automation v1 and v2); smart campaign v2 → sender v2 only; sales
 * automation (both versions) → one's own row only; anyone else → never. Always false for a non-eligible licence.
 * @rule prospecting §6 · sender row editable for sender or sales licences (sender v2 for smart campaign v2)
 */
export function canEditSenderRow(connectedLicenceId: LicenceId, candidateLicenceId: LicenceId, isSelf: boolean): boolean {
  if (!eligibleSenderLicences(connectedLicenceId).includes(candidateLicenceId)) return false;
  if (isMarketingFamily(connectedLicenceId)) {
    return isSenderLicence(candidateLicenceId) || SALES_LICENCE_IDS.includes(candidateLicenceId);
  }
  if (connectedLicenceId === 14) return candidateLicenceId === 15;
  if (isSalesAutomation(connectedLicenceId)) return isSelf;
  return false;
}
