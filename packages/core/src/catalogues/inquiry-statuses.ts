import type { CatalogueEntry } from './catalogue-entry';
import { labelled } from './catalogue-entry';
import type { Text } from '../i18n/text';

/** Customer-inquiry status ids (the spec's statuses; docs/rules/session-formatting-validation.md "Inquiries"). */
export type InquiryStatusId = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11;

export type InquiryStatusCode =
  | 'todo'
  | 'in_progress'
  | 'pre_done'
  | 'done'
  | 'fail'
  | 'draft'
  | 'pre_fail'
  | 'pre_partially_done'
  | 'partially_done'
  | 'pre_editorial_offline'
  | 'editorial_offline';

export interface InquiryStatus extends CatalogueEntry<InquiryStatusId> {
  readonly code: InquiryStatusCode;
}

/**
 * Inquiry statuses.
 * @rule prospecting §4 · inquiry statuses todo 1 … editorial offline 11
 */
export const INQUIRY_STATUSES: readonly InquiryStatus[] = labelled<InquiryStatus>('inquiryStatuses', [
  { id: 1, code: 'todo' },
  { id: 2, code: 'in_progress' },
  { id: 3, code: 'pre_done' },
  { id: 4, code: 'done' },
  { id: 5, code: 'fail' },
  { id: 6, code: 'draft' },
  { id: 7, code: 'pre_fail' },
  { id: 8, code: 'pre_partially_done' },
  { id: 9, code: 'partially_done' },
  { id: 10, code: 'pre_editorial_offline' },
  { id: 11, code: 'editorial_offline' },
]);

/** Inquiry status id by code. */
export const INQUIRY_STATUS = {
  todo: 1,
  in_progress: 2,
  pre_done: 3,
  done: 4,
  fail: 5,
  draft: 6,
  pre_fail: 7,
  pre_partially_done: 8,
  partially_done: 9,
  pre_editorial_offline: 10,
  editorial_offline: 11,
} as const satisfies Record<InquiryStatusCode, InquiryStatusId>;

/**
 * Statuses that count as "open" for the inquiry quota: todo, draft, in progress.
 * @rule app-shell §5, prospecting §5 · open inquiries are todo, draft and in progress
 */
export const OPEN_INQUIRY_STATUS_IDS: readonly InquiryStatusId[] = [
  INQUIRY_STATUS.todo,
  INQUIRY_STATUS.draft,
  INQUIRY_STATUS.in_progress,
];

/** A filter group of inquiry statuses: its key, its label (a text of core's i18n files) and the statuses it holds. */
export interface InquiryStatusFilterGroup {
  readonly key: string;
  readonly label: Text;
  readonly statusIds: readonly InquiryStatusId[];
}

/**
 * Status filter groups of the inquiry list: the filter groups todo with draft, and in progress with pre-done.
 * Every other status is its own group.
 * @rule prospecting §4 · inquiry filter groups (todo+draft, in progress+pre-done)
 */
export const INQUIRY_STATUS_FILTER_GROUPS: readonly InquiryStatusFilterGroup[] = labelled<InquiryStatusFilterGroup>('inquiryStatusFilterGroups', [
  { key: 'todo', statusIds: [1, 6] },
  { key: 'in_progress', statusIds: [2, 3] },
  { key: 'done', statusIds: [4] },
  { key: 'fail', statusIds: [5] },
  { key: 'pre_fail', statusIds: [7] },
  { key: 'pre_partially_done', statusIds: [8] },
  { key: 'partially_done', statusIds: [9] },
  { key: 'pre_editorial_offline', statusIds: [10] },
  { key: 'editorial_offline', statusIds: [11] },
]);
