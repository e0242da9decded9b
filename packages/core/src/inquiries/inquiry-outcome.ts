import { INQUIRY_STATUS } from '../catalogues/inquiry-statuses';

/** The outcome an inquiry notification reports. */
export type InquiryOutcome = 'success' | 'failure' | 'pending';

/**
 * The outcome of an inquiry by status: pre-done → success, pre-fail → failure, any other status → pending
 * (as the spec states; done and fail are never notified, the analyst's verdict is the pre- status).
 * @rule app-shell §4 · inquiry notification outcome: pre-done success, pre-fail failure, otherwise pending
 */
export function inquiryOutcome(statusId: number | null | undefined): InquiryOutcome {
  if (statusId === INQUIRY_STATUS.pre_done) return 'success';
  if (statusId === INQUIRY_STATUS.pre_fail) return 'failure';
  return 'pending';
}
