/**
 * One entry of the "Insérer une variable" menu: the placeholder written into the subject or the body, and the i18n key
 * of its label.
 */
export interface TemplateVariable {
  /** The placeholder as the template stores it: `{{contact.first_name}}`. */
  readonly placeholder: string;
  /** The key of its label in the web app's i18n files (`templates.variables.*`). */
  readonly labelKey: `templates.variables.${string}`;
}

/** The local list of variables (`{{path}}` syntax), until core's catalogue of placeholders is merged. */
const LOCAL_VARIABLES: readonly { readonly path: string; readonly label: string }[] = [
  { path: 'contact.first_name', label: 'contactFirstName' },
  { path: 'contact.last_name', label: 'contactLastName' },
  { path: 'contact.job_title', label: 'contactJobTitle' },
  { path: 'contact.email', label: 'contactEmail' },
  { path: 'company.name', label: 'companyName' },
  { path: 'user.first_name', label: 'userFirstName' },
  { path: 'user.last_name', label: 'userLastName' },
];

/**
 * The variables the template editor offers, in menu order. THE one place the editor reads them from: a LOCAL list
 * today (docs/adr/018-template-editor.md); it is to be switched to core's placeholder catalogue
 * (packages/core/src/templates/) once that is merged, without touching the editor.
 */
export function templateVariableMenu(): readonly TemplateVariable[] {
  return LOCAL_VARIABLES.map(({ path, label }) => ({ placeholder: `{{${path}}}`, labelKey: `templates.variables.${label}` }));
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
