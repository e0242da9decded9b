import { escapeHtml } from '@cible/core';
import mjml2html from 'mjml';

/** The parts a campaign mail is made of, each already safe HTML (sanitised when saved) except the pre-header (text). */
export interface ResponsiveEmailParts {
  /** The short text mail clients show after the subject; hidden in the mail itself. */
  readonly preHeader: string;
  /** The "view in a browser" line, or ''. */
  readonly mirror: string;
  readonly header: string;
  readonly content: string;
  readonly footer: string;
}

/** Where each part goes in the compiled layout: markers MJML passes through untouched (plain text in text blocks). */
const SLOT: Record<keyof ResponsiveEmailParts, string> = {
  preHeader: 'CIBLE-SLOT-PREHEADER',
  mirror: 'CIBLE-SLOT-MIRROR',
  header: 'CIBLE-SLOT-HEADER',
  content: 'CIBLE-SLOT-CONTENT',
  footer: 'CIBLE-SLOT-FOOTER',
};

/**
 * The layout, in MJML (https://mjml.io, the maintained responsive e-mail language): a 600 px column on a grey
 * background, which MJML turns into the nested tables, Outlook conditional comments and media queries that make it
 * fit a phone (full width under 480 px). The parts go into text blocks, so their own HTML (paragraphs, lists, links)
 * is kept as written.
 */
const LAYOUT = `<mjml>
  <mj-head>
    <mj-preview>${SLOT.preHeader}</mj-preview>
    <mj-attributes>
      <mj-all font-family="Arial, Helvetica, sans-serif" />
      <mj-text font-size="15px" line-height="1.5" color="#1f2328" padding="8px 24px" />
    </mj-attributes>
    <mj-style>a { color: #1d4ed8; } p { margin: 0 0 12px; }</mj-style>
  </mj-head>
  <mj-body width="600px" background-color="#f4f5f7">
    <mj-section padding="8px 0 0"><mj-column><mj-text font-size="12px" color="#57606a" align="center" padding="4px 24px">${SLOT.mirror}</mj-text></mj-column></mj-section>
    <mj-section background-color="#ffffff" padding="16px 0 0"><mj-column><mj-text>${SLOT.header}</mj-text></mj-column></mj-section>
    <mj-section background-color="#ffffff" padding="0 0 16px"><mj-column><mj-text>${SLOT.content}</mj-text></mj-column></mj-section>
    <mj-section padding="8px 0 16px"><mj-column><mj-text font-size="12px" color="#57606a" align="center">${SLOT.footer}</mj-text></mj-column></mj-section>
  </mj-body>
</mjml>`;

const SLOT_PATTERN = new RegExp(Object.values(SLOT).join('|'), 'g');

let compiled: Promise<string> | null = null;

/** The layout compiled once per process (MJML takes tens of milliseconds; filling the slots takes microseconds). */
function compiledLayout(): Promise<string> {
  compiled ??= mjml2html(LAYOUT, { validationLevel: 'strict', minify: false }).then((result) => {
    if (result.errors.length > 0) throw new Error(`responsive e-mail layout: ${result.errors.map((error) => error.message).join('; ')}`);
    return result.html;
  });
  return compiled;
}

/**
 * A whole responsive HTML document for a campaign mail: the compiled MJML layout with each part in its place (parts are
 * inserted after compiling, never parsed by MJML: a part cannot break the layout's markup or reach its head).
 */
export async function responsiveEmailHtml(parts: ResponsiveEmailParts): Promise<string> {
  const layout = await compiledLayout();
  const values: Record<string, string> = {
    [SLOT.preHeader]: escapeHtml(parts.preHeader),
    [SLOT.mirror]: parts.mirror,
    [SLOT.header]: parts.header,
    [SLOT.content]: parts.content,
    [SLOT.footer]: parts.footer,
  };
  // One pass over the layout: a part's own text is never searched for markers again.
  return layout.replace(SLOT_PATTERN, (marker) => values[marker] ?? marker);
}
