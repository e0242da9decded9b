import { escapeHtml } from '../shared/escape-html';

/**
 * The placeholder written in an email body where the unsubscribe link goes.
 * @rule prospecting §5 · unsubscribe placeholder token for email bodies
 */
export const UNSUBSCRIBE_PLACEHOLDER = '{{unsubscribe_link}}';

/** Matches the placeholder, tolerating spaces inside the braces and any letter case. */
const placeholderPattern = (): RegExp => /\{\{\s*unsubscribe_link\s*\}\}/gi;

/**
 * Whether an email body holds the unsubscribe placeholder (`{{unsubscribe_link}}`, inner spaces and case tolerated).
 * @rule prospecting §5 · unsubscribe placeholder token for email bodies (presence)
 */
export function hasUnsubscribePlaceholder(html: string | null | undefined): boolean {
  return placeholderPattern().test(html ?? '');
}

/**
 * Replaces every unsubscribe placeholder by the recipient's unsubscribe URL, escaped for an HTML attribute.
 * @rule prospecting §5 · unsubscribe placeholder token for email bodies (substitution)
 */
export function fillUnsubscribePlaceholder(html: string, unsubscribeUrl: string): string {
  const escaped = escapeHtml(unsubscribeUrl);
  return html.replace(placeholderPattern(), () => escaped);
}
