/** How a variable's value goes into a mail: plain text, trusted HTML (the saved signature) or a URL. */
export type TemplateVariableKind = 'text' | 'html' | 'url';

/** `html`: the mail body (values escaped); `text`: the subject or any plain text (values as they are). */
export type TemplateFillMode = 'html' | 'text';

/** What the variables read: the recipient contact, the sender (the mailbox's user), the signature, the unsubscribe URL. */
export interface TemplateSources {
  readonly contact?: {
    /** Short label (`M.`, `Mme`), as contact cards show it. */
    readonly civility?: string | null;
    readonly first_name?: string | null;
    readonly last_name?: string | null;
    readonly job_title?: string | null;
    readonly company_name?: string | null;
  } | null;
  readonly sender?: { readonly first_name?: string | null; readonly last_name?: string | null } | null;
  /** The sender's signature, saved already sanitised. */
  readonly signature?: { readonly html_content?: string | null; readonly plain_content?: string | null } | null;
  /** The recipient's own unsubscribe URL. */
  readonly unsubscribeUrl?: string | null;
}

/** The ids of the variables, which are also their names inside the braces. */
export const TEMPLATE_VARIABLE_IDS = [
  'contact.civility',
  'contact.first_name',
  'contact.last_name',
  'contact.job_title',
  'company.name',
  'sender.first_name',
  'sender.last_name',
  'sender.signature',
  'unsubscribe_link',
] as const;
export type TemplateVariableId = (typeof TEMPLATE_VARIABLE_IDS)[number];

/** One variable of the catalogue. Its label is a screen text (the web app's i18n), not core's. */
export interface TemplateVariable {
  readonly id: TemplateVariableId;
  /** What the editor inserts: `{{` + id + `}}`. */
  readonly placeholder: string;
  readonly kind: TemplateVariableKind;
  /** The field it reads (`TemplateSources` path); the signature reads its HTML in html mode, its plain text in text mode. */
  readonly reads: readonly string[];
  /** Its value for one mail; null, undefined or blank is an empty variable (fillTemplate). */
  readonly read: (sources: TemplateSources, mode: TemplateFillMode) => string | null | undefined;
}

/** Values by variable id, as fillTemplate takes them. */
export type TemplateValues = Partial<Record<TemplateVariableId, string | null>>;

const variable = (
  id: TemplateVariableId,
  kind: TemplateVariableKind,
  reads: readonly string[],
  read: TemplateVariable['read'],
): TemplateVariable => ({ id, placeholder: `{{${id}}}`, kind, reads, read });

/**
 * The variables a template may hold, in the editor's menu order: `{{id}}`, spaces inside the braces and letter case
 * tolerated. The unsubscribe link keeps the campaigns' token (`UNSUBSCRIBE_PLACEHOLDER`). The signature is the only
 * HTML variable: its saved HTML in the body, its plain text in text mode.
 * @rule prospecting §2, §3 · the template variables: contact civility, first and last name, job title, company name, sender first and last name, signature, unsubscribe link (designed, see docs/rules/templates.md)
 */
export const TEMPLATE_VARIABLES: readonly TemplateVariable[] = [
  variable('contact.civility', 'text', ['contact.civility'], (s) => s.contact?.civility),
  variable('contact.first_name', 'text', ['contact.first_name'], (s) => s.contact?.first_name),
  variable('contact.last_name', 'text', ['contact.last_name'], (s) => s.contact?.last_name),
  variable('contact.job_title', 'text', ['contact.job_title'], (s) => s.contact?.job_title),
  variable('company.name', 'text', ['contact.company_name'], (s) => s.contact?.company_name),
  variable('sender.first_name', 'text', ['sender.first_name'], (s) => s.sender?.first_name),
  variable('sender.last_name', 'text', ['sender.last_name'], (s) => s.sender?.last_name),
  variable('sender.signature', 'html', ['signature.html_content', 'signature.plain_content'], (s, mode) =>
    mode === 'html' ? s.signature?.html_content : s.signature?.plain_content,
  ),
  variable('unsubscribe_link', 'url', ['unsubscribeUrl'], (s) => s.unsubscribeUrl),
];

const byName = new Map<string, TemplateVariable>(TEMPLATE_VARIABLES.map((entry) => [entry.id, entry]));

/**
 * The variable a name inside the braces designates: spaces around it and letter case do not matter; undefined when
 * the name is none of the catalogue's (an unknown variable).
 * @rule prospecting §2 · a placeholder name is matched to the variables ignoring surrounding spaces and letter case
 */
export function templateVariableByName(name: string): TemplateVariable | undefined {
  return byName.get(name.trim().toLowerCase());
}

/**
 * The values of every variable for one mail, read from its contact, sender, signature and unsubscribe URL.
 * @rule prospecting §2, §3 · each variable reads one field of the contact, the sender, the signature or the unsubscribe URL
 */
export function templateValuesFor(sources: TemplateSources, mode: TemplateFillMode): TemplateValues {
  const values: TemplateValues = {};
  for (const entry of TEMPLATE_VARIABLES) values[entry.id] = entry.read(sources, mode) ?? null;
  return values;
}
