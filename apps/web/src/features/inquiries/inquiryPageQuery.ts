import { INQUIRIES_PAGE_SIZE, INQUIRY_STATUS_FILTER_GROUPS } from '@cible/core';
import type { InquiryStatusFilterGroup } from '@cible/core';

/** Core's status filter group of a key, or null (every status). */
export function inquiryStatusGroup(key: string | null): InquiryStatusFilterGroup | null {
  return INQUIRY_STATUS_FILTER_GROUPS.find((group) => group.key === key) ?? null;
}

/**
 * The list query of a page of inquiries (the user's on /reports, every organisation's on the desk): 20 per page (core's
 * INQUIRIES_PAGE_SIZE) from page 1, and the statuses of the chosen filter group when there is one.
 */
export function inquiryPageQuery(groupKey: string | null, page: number): { limit: number; offset: number; status_list?: number[] } {
  const group = inquiryStatusGroup(groupKey);
  return { limit: INQUIRIES_PAGE_SIZE, offset: (page - 1) * INQUIRIES_PAGE_SIZE, ...(group ? { status_list: [...group.statusIds] } : {}) };
}
