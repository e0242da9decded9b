import { escapeHtml, fillTemplate, findTemplateVariables, templateValuesFor, type TemplateSources, type TemplateVariableId } from '@cible/core';
import { compile, type HtmlToTextOptions } from 'html-to-text';
import juice from 'juice';

/** What one mail is made of: the template, its recipient contact, the sender, the sender's signature, the unsubscribe URL. */
export interface RenderEmailInput {
  /** The saved template (its HTML was sanitised when saved). */
  readonly template: { readonly subject: string; readonly html_content: string };
  readonly contact: TemplateSources['contact'];
  readonly sender: TemplateSources['sender'];
  /** The sender's signature (sanitised when saved), or null when the sender has none. */
  readonly signature: TemplateSources['signature'];
  /** The recipient's unsubscribe URL, or null when the mail carries none. */
  readonly unsubscribeUrl?: string | null;
  /** The document's language (`<html lang>`); French by default. */
  readonly lang?: string;
}

/** A mail ready for the transport: subject, complete HTML document with inline styles, plain-text part. */
export interface RenderedEmail {
  readonly subject: string;
  readonly html: string;
  readonly text: string;
  /** Variables of the subject or body whose value was missing or blank (replaced by an empty string), each once. */
  readonly missingVariables: readonly TemplateVariableId[];
  /** Placeholders naming no variable (left as written), each once. */
  readonly unknownVariables: readonly string[];
}

const SIGNATURE_VARIABLE: TemplateVariableId = 'sender.signature';

/** The plain-text part: links as "text [url]" (the URL once when it is the text), headings in their own case, lines of 78. */
const TEXT_OPTIONS: HtmlToTextOptions = {
  wordwrap: 78,
  selectors: [
    { selector: 'a', options: { hideLinkHrefIfSameAsText: true } },
    ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].map((selector) => ({ selector, options: { uppercase: false } })),
    { selector: 'img', format: 'skip' },
    { selector: 'table', format: 'block' },
    { selector: 'tr', format: 'block' },
    { selector: 'th', format: 'block' },
    { selector: 'td', format: 'block' },
  ],
};

/** The converter compiled once (html-to-text's `convert` compiles its options on every call: a campaign renders thousands). */
const toText = compile(TEXT_OPTIONS);

/** juice: every `<style>` block becomes inline styles; media queries and font faces stay in a `<style>` for the clients that read it. */
const INLINE_OPTIONS: juice.Options = {
  removeStyleTags: true,
  preserveMediaQueries: true,
  preserveFontFaces: true,
  preserveKeyFrames: false,
  applyWidthAttributes: true,
  applyHeightAttributes: true,
  applyAttributesTableElements: true,
};

const unique = <T>(items: readonly T[]): T[] => [...new Set(items)];

/** One line: the transport writes the subject as a header. */
const oneLine = (subject: string): string => subject.replace(/[\r\n\t]+/g, ' ').trim();

/** The template's `<style>` blocks, moved to the head (where every client reads what juice keeps: media queries). */
const STYLE_BLOCK = /<style\b[^>]*>[\s\S]*?<\/style\s*>/gi;

/**
 * What a template that holds a whole document (pasted from another tool) keeps: its doctype, head (title, meta) and
 * html/body tags go, its style blocks move to the new head with the others.
 */
const DOCUMENT_WRAPPING = /<!doctype[^>]*>|<head\b[^>]*>[\s\S]*?<\/head\s*>|<\/?(?:html|body)\b[^>]*>/gi;

function htmlDocument(lang: string, title: string, body: string): string {
  const styles = body.match(STYLE_BLOCK) ?? [];
  const content = body.replace(STYLE_BLOCK, '').replace(DOCUMENT_WRAPPING, '');
  return (
    `<!DOCTYPE html><html lang="${escapeHtml(lang)}"><head><meta charset="utf-8">` +
    '<meta http-equiv="Content-Type" content="text/html; charset=utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<title>${escapeHtml(title)}</title>${styles.join('')}</head><body>${content}</body></html>`
  );
}

/** At most one blank line in a row in the text part (layout tables leave several). */
const tidyText = (text: string): string => text.replace(/\n{3,}/g, '\n\n').trim();

/**
 * One recipient's mail: the subject filled in text mode, the body in HTML mode (contact values escaped by core's
 * fillTemplate), then `documentOf` makes the HTML document of the one-line subject and the filled body; the plain-text
 * part is made from that document.
 */
function recipientMail(
  template: RenderEmailInput['template'],
  body: string,
  sources: TemplateSources,
  documentOf: (subjectLine: string, filledBody: string, bodyValues: ReturnType<typeof templateValuesFor>) => string,
): RenderedEmail {
  const subject = fillTemplate(template.subject, templateValuesFor(sources, 'text'), 'text');
  const bodyValues = templateValuesFor(sources, 'html');
  const filled = fillTemplate(body, bodyValues, 'html');
  const subjectLine = oneLine(subject.text);
  const html = documentOf(subjectLine, filled.text, bodyValues);
  return {
    subject: subjectLine,
    html,
    text: tidyText(toText(html)),
    missingVariables: unique([...subject.emptyVariables, ...filled.emptyVariables]),
    unknownVariables: unique([...subject.unknownVariables, ...filled.unknownVariables]),
  };
}

/**
 * Renders one mail from a template (docs/mail.md "Rendering a mail", ADR 016): the subject filled in text mode, the
 * body filled in HTML mode (contact values escaped by core's fillTemplate), the signature where `{{sender.signature}}`
 * stands or else after the body, the `<style>` blocks inlined, the plain-text part made from the HTML. It does not
 * sanitise: the template and the signature were sanitised when saved.
 */
export function renderEmail(input: RenderEmailInput): RenderedEmail {
  const sources: TemplateSources = { contact: input.contact, sender: input.sender, signature: input.signature, unsubscribeUrl: input.unsubscribeUrl ?? null };
  const signaturePlaced = findTemplateVariables(input.template.html_content).variables.includes(SIGNATURE_VARIABLE);
  return recipientMail(input.template, input.template.html_content, sources, (subjectLine, body, bodyValues) => {
    const signatureHtml = bodyValues[SIGNATURE_VARIABLE];
    const appendedSignature =
      !signaturePlaced && signatureHtml && signatureHtml.trim() !== '' ? `<div class="signature" style="margin-top: 16px;">${signatureHtml}</div>` : '';
    return juice(htmlDocument(input.lang ?? 'fr', subjectLine, body + appendedSignature), INLINE_OPTIONS);
  });
}

/** Where the subject goes in a bulk renderer's document (replaced per mail: the title is the filled subject). */
const TITLE_SLOT = 'CIBLE-TITLE-SLOT';

/** One recipient of a bulk renderer: renderEmail's input without template, signature or language. */
export type BulkEmailRecipient = Pick<RenderEmailInput, 'contact' | 'sender' | 'unsubscribeUrl'>;

/**
 * renderEmail for many recipients of one template with no signature (a campaign): the document is built and its
 * styles inlined (juice, the costly step) once; each mail fills its recipient's values into that document, then puts
 * each of `slots` (a marker written in the template → HTML) in place. The result is renderEmail's with a null
 * signature (tested against it).
 */
export function createBulkEmailRenderer(template: RenderEmailInput['template'], lang = 'fr'): (recipient: BulkEmailRecipient, slots?: Readonly<Record<string, string>>) => RenderedEmail {
  const inlined = juice(htmlDocument(lang, TITLE_SLOT, template.html_content), INLINE_OPTIONS);
  return (recipient, slots = {}) => {
    const sources: TemplateSources = { contact: recipient.contact, sender: recipient.sender, signature: null, unsubscribeUrl: recipient.unsubscribeUrl ?? null };
    return recipientMail(template, inlined, sources, (subjectLine, body) => {
      // The first occurrence is the title's (the head comes before any value filled into the body).
      let html = body.replace(TITLE_SLOT, () => escapeHtml(subjectLine));
      for (const [marker, value] of Object.entries(slots)) html = html.split(marker).join(value);
      return html;
    });
  };
}
