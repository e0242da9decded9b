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

/**
 * The variables a template may hold, in the editor's menu order: `{{id}}`, spaces inside the braces and letter case
 * tolerated. The unsubscribe link keeps the campaigns' token (`UNSUBSCRIBE_PLACEHOLDER`). The signature is the only
 * HTML variable: its saved HTML in the body, its plain text in text mode.
 * @rule prospecting §2, §3 · the template variables: contact civility, first and last name, job title, company name, sender first and last name, signature, unsubscribe link (designed, see docs/rules/templates.md)
 */
export const TEMPLATE_VARIABLES: readonly TemplateVariable[] = [
  { id: 'contact.civility', placeholder: '{{contact.civility}}', kind: 'text', reads: ['contact.civility'], read: (s) => s.contact?.civility },
  { id: 'contact.first_name', placeholder: '{{contact.first_name}}', kind: 'text', reads: ['contact.first_name'], read: (s) => s.contact?.first_name },
  { id: 'contact.last_name', placeholder: '{{contact.last_name}}', kind: 'text', reads: ['contact.last_name'], read: (s) => s.contact?.last_name },
  { id: 'contact.job_title', placeholder: '{{contact.job_title}}', kind: 'text', reads: ['contact.job_title'], read: (s) => s.contact?.job_title },
  { id: 'company.name', placeholder: '{{company.name}}', kind: 'text', reads: ['contact.company_name'], read: (s) => s.contact?.company_name },
  { id: 'sender.first_name', placeholder: '{{sender.first_name}}', kind: 'text', reads: ['sender.first_name'], read: (s) => s.sender?.first_name },
  { id: 'sender.last_name', placeholder: '{{sender.last_name}}', kind: 'text', reads: ['sender.last_name'], read: (s) => s.sender?.last_name },
  {
    id: 'sender.signature',
    placeholder: '{{sender.signature}}',
    kind: 'html',
    reads: ['signature.html_content', 'signature.plain_content'],
    read: (s, mode) => (mode === 'html' ? s.signature?.html_content : s.signature?.plain_content),
  },
  { id: 'unsubscribe_link', placeholder: '{{unsubscribe_link}}', kind: 'url', reads: ['unsubscribeUrl'], read: (s) => s.unsubscribeUrl },
];

/**
 * The variable a name inside the braces designates: spaces around it and letter case do not matter; undefined when
 * the name is none of the catalogue's (an unknown variable).
 * @rule prospecting §2 · a placeholder name is matched to the variables ignoring surrounding spaces and letter case
 */
export function templateVariableByName(name: string): TemplateVariable | undefined {
  const id = name.trim().toLowerCase();
  return TEMPLATE_VARIABLES.find((entry) => entry.id === id);
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
