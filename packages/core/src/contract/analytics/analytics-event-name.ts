import { fail, ok, type Result } from '../../shared/domain-error';

/** Longest analytics event name. */
export const ANALYTICS_EVENT_NAME_MAX_LENGTH = 64;

const EVENT_NAME = /^[a-z][a-z0-9]*(?:_[a-z0-9]+)*$/;

/**
 * Whether a name is a valid analytics event name (designed): lowercase snake_case — a lowercase letter, then
 * lowercase letters, digits and single underscores between words — at most 64 characters.
 * @rule app-shell §8 · analytics event names are lowercase snake_case, at most 64 characters
 */
export function isValidAnalyticsEventName(name: unknown): name is string {
  return typeof name === 'string' && name.length <= ANALYTICS_EVENT_NAME_MAX_LENGTH && EVENT_NAME.test(name);
}

/**
 * Why an analytics call is refused: nobody is identified (the browser before `identify` or after logout; the API
 * without a valid credential), the name is not a valid event name, or another part of the event breaks the contract
 * (path, properties).
 */
export type AnalyticsRefusalCode = 'ANALYTICS.NOT_IDENTIFIED' | 'ANALYTICS.INVALID_EVENT_NAME' | 'ANALYTICS.INVALID_EVENT';

/**
 * Whether an analytics call may go out: refused when the user is not identified, or when the event name is invalid.
 * @rule app-shell §8 · analytics calls refused when not identified or the event name is invalid
 */
export function checkAnalyticsCall(
  call: { readonly identified: boolean; readonly name: string },
): Result<string, Exclude<AnalyticsRefusalCode, 'ANALYTICS.INVALID_EVENT'>> {
  if (!call.identified) return fail('ANALYTICS.NOT_IDENTIFIED');
  if (!isValidAnalyticsEventName(call.name)) return fail('ANALYTICS.INVALID_EVENT_NAME', { name: call.name });
  return ok(call.name);
}

/** Event names of page views and page leaves (sent after each navigation: docs/rules/routing.md "Navigation guard"). */
export const ANALYTICS_PAGE_VIEW_EVENT = 'page_view';
export const ANALYTICS_PAGE_LEAVE_EVENT = 'page_leave';
