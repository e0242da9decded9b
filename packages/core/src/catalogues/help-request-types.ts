import type { CatalogueEntry } from './catalogue-entry';
import { labelled } from './catalogue-entry';

/** Help request type ids, 1 to 4 in the spec's order (docs/rules/catalogues-people-process.md "Process catalogues"). */
export type HelpRequestTypeId = 1 | 2 | 3 | 4;
export type HelpRequestTypeCode = 'customer_service' | 'profile_setup' | 'training' | 'bug_report';

export interface HelpRequestType extends CatalogueEntry<HelpRequestTypeId> {
  readonly code: HelpRequestTypeCode;
}

/**
 * Request types of the help (contact) form, in the order of the selector.
 * @rule app-shell §5 · help request types: customer service, profile setup, training, bug report
 */
export const HELP_REQUEST_TYPES: readonly HelpRequestType[] = labelled<HelpRequestType>('helpRequestTypes', [
  { id: 1, code: 'customer_service' },
  { id: 2, code: 'profile_setup' },
  { id: 3, code: 'training' },
  { id: 4, code: 'bug_report' },
]);

/**
 * The request type used when none is chosen: the first option.
 * @rule app-shell §5 · no request type chosen means the first option
 */
export const DEFAULT_HELP_REQUEST_TYPE: HelpRequestType = HELP_REQUEST_TYPES[0] as HelpRequestType;

/**
 * The request type of a selector value; the default (first) type when nothing is chosen (`null`, `undefined`,
 * or -1, the empty value of a single-choice select) or when the value is not a known id.
 * @rule app-shell §5 · help request type falls back to the first option
 */
export function helpRequestTypeOrDefault(selected: number | null | undefined): HelpRequestType {
  return HELP_REQUEST_TYPES.find((type) => type.id === selected) ?? DEFAULT_HELP_REQUEST_TYPE;
}
