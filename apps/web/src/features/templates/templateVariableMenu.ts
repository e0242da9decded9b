import { TEMPLATE_VARIABLES } from '@cible/core';

/**
 * One entry of the "Insérer une variable" menu: the placeholder written into the subject or the body, and the i18n key
 * of its label.
 */
export interface TemplateMenuVariable {
  /** The placeholder as the template stores it: `{{contact.first_name}}`. */
  readonly placeholder: string;
  /** The key of its label in the web app's i18n files (`templates.variables.*`). */
  readonly labelKey: `templates.variables.${string}`;
}

/** Where a variable goes: the subject takes the plain-text ones only (no signature, no unsubscribe link). */
export type VariableTarget = 'subject' | 'body';

/** `contact.first_name` → `contactFirstName`, `unsubscribe_link` → `unsubscribeLink`: the key of its label. */
const labelNameOf = (id: string): string => id.replace(/[._]([a-z])/g, (_, letter: string) => letter.toUpperCase());

/**
 * The variables the template editor offers, in core's catalogue order (TEMPLATE_VARIABLES, docs/mail.md): the
 * placeholders the one rendering function fills. The subject menu keeps the text variables only.
 */
export function templateVariableMenu(target: VariableTarget): readonly TemplateMenuVariable[] {
  return TEMPLATE_VARIABLES.filter((variable) => target === 'body' || variable.kind === 'text').map((variable) => ({
    placeholder: variable.placeholder,
    labelKey: `templates.variables.${labelNameOf(variable.id)}`,
  }));
}

/** A text with a piece inserted, and where the caret goes after it. */
export interface TextInsertion {
  readonly text: string;
  readonly caret: number;
}

/**
 * Inserts `piece` into `text` in place of the selection `[start, end)` (a caret when equal). Out-of-range or reversed
 * bounds are clamped, so that a stale selection still inserts somewhere sensible (at the end by default).
 */
export function insertAtSelection(text: string, piece: string, start: number = text.length, end: number = start): TextInsertion {
  const from = Math.min(Math.max(0, Math.min(start, end)), text.length);
  const to = Math.min(Math.max(from, Math.max(start, end)), text.length);
  return { text: text.slice(0, from) + piece + text.slice(to), caret: from + piece.length };
}
