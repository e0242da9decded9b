import { OPEN_INQUIRY_STATUS_IDS } from '../catalogues/inquiry-statuses';
import { MAX_OPEN_INQUIRIES } from './inquiry-limits';

/**
 * How many of these inquiry statuses are open (todo, draft or in progress).
 * @rule app-shell §5, prospecting §5 · open inquiries are those in todo, draft or in progress
 */
export function countOpenInquiries(statusIds: readonly number[]): number {
  const open = new Set<number>(OPEN_INQUIRY_STATUS_IDS);
  return statusIds.filter((statusId) => open.has(statusId)).length;
}

/**
 * Whether the user has reached the inquiry quota: open inquiries reach the maximum of 15. A new inquiry is then refused
 * (the request button is disabled, and the API refuses with INQUIRY.QUOTA_REACHED).
 * @rule app-shell §5, prospecting §5 · inquiry quota reached at 15 open inquiries
 */
export function isInquiryQuotaReached(openCount: number): boolean {
  return openCount >= MAX_OPEN_INQUIRIES;
}
