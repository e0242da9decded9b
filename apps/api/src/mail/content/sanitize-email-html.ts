import postcss from 'postcss';
import sanitizeHtml from 'sanitize-html';

/**
 * What an email body (template, signature) may hold once saved (ADR 015): what mail clients render — text markup,
 * lists, tables with their layout attributes, inline styles of a list of properties, images by https and links
 * (http, https, mailto, tel), `<style>` blocks filtered like inline styles (their `@media` rules kept), the
 * `{{variable}}` placeholders as they are — and nothing that runs or loads by itself: no script, no event handler, no
 * `javascript:`/`vbscript:`/`data:` URL, no `<link>`, `@import` or other at-rule, `url(…)` in styles but an https
 * background image, no iframe, object, embed, form, meta, base, svg, math.
 */

/** Tags kept (their attributes: below). Every other tag is dropped and its text kept, except {@link DROPPED_WITH_TEXT}. */
const ALLOWED_TAGS = [
  'style', 'a', 'abbr', 'address', 'b', 'big', 'blockquote', 'br', 'caption', 'center', 'cite', 'code', 'col', 'colgroup', 'dd',
  'del', 'div', 'dl', 'dt', 'em', 'font', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'hr', 'i', 'img', 'ins', 'kbd', 'li', 'mark',
  'ol', 'p', 'pre', 'q', 's', 'small', 'span', 'strike', 'strong', 'sub', 'sup', 'table', 'tbody', 'td', 'tfoot', 'th',
  'thead', 'tr', 'tt', 'u', 'ul',
];

/** Tags dropped with everything they hold as text (scripts, the title, embedded documents). */
const DROPPED_WITH_TEXT = [
  'script', 'textarea', 'option', 'select', 'noscript', 'title', 'xmp', 'iframe', 'noembed', 'noframes',
  'template', 'object', 'applet', 'svg', 'math', 'plaintext',
];

/** Layout attributes mail clients still read on any kept tag. */
const COMMON_ATTRIBUTES = ['style', 'align', 'valign', 'width', 'height', 'bgcolor', 'dir', 'lang', 'title', 'class', 'role'];

const ALLOWED_ATTRIBUTES: Record<string, sanitizeHtml.AllowedAttribute[]> = {
  '*': COMMON_ATTRIBUTES,
  a: ['href', 'name', 'target', 'rel'],
  img: ['src', 'alt', 'border', 'hspace', 'vspace'],
  table: ['border', 'cellpadding', 'cellspacing', 'summary'],
  td: ['colspan', 'rowspan', 'nowrap', 'scope'],
  th: ['colspan', 'rowspan', 'nowrap', 'scope'],
  col: ['span'],
  colgroup: ['span'],
  font: ['color', 'face', 'size'],
  ol: ['start', 'type'],
  ul: ['type'],
  li: ['value'],
  hr: ['size', 'noshade'],
  blockquote: ['cite'],
  q: ['cite'],
};

/**
 * A style value without anything that runs or loads: no `expression(`, `url(`, script scheme, escape (`\`), at-rule,
 * IE behaviour or Mozilla binding, CSS comment (which IE skipped inside `expression`), angle bracket.
 */
const SAFE_STYLE_VALUE = /^(?![\s\S]*(?:expression|javascript|vbscript|livescript|url\s*\(|\\|@|behaviou?r|binding|\/\*|[<>]))[\s\S]*$/i;

/** One https image as a background (`url(https://…)`), the one `url(` allowed. */
const HTTPS_BACKGROUND_IMAGE = /^url\(\s*(['"]?)https:\/\/[^'"()\\\s<>]+\1\s*\)$/i;

/** The inline-style properties kept (mail clients render these; others are dropped). */
const STYLE_PROPERTIES = [
  'color', 'background', 'background-color', 'background-position', 'background-repeat', 'background-size',
  'font', 'font-family', 'font-size', 'font-style', 'font-variant', 'font-weight', 'line-height', 'letter-spacing',
  'word-spacing', 'text-align', 'text-decoration', 'text-indent', 'text-transform', 'vertical-align', 'white-space',
  'word-break', 'word-wrap', 'overflow-wrap', 'direction',
  'padding', 'padding-top', 'padding-right', 'padding-bottom', 'padding-left',
  'margin', 'margin-top', 'margin-right', 'margin-bottom', 'margin-left',
  'border', 'border-top', 'border-right', 'border-bottom', 'border-left', 'border-color', 'border-style', 'border-width',
  'border-top-color', 'border-right-color', 'border-bottom-color', 'border-left-color',
  'border-top-style', 'border-right-style', 'border-bottom-style', 'border-left-style',
  'border-top-width', 'border-right-width', 'border-bottom-width', 'border-left-width',
  'border-radius', 'border-collapse', 'border-spacing',
  'width', 'min-width', 'max-width', 'height', 'min-height', 'max-height',
  'display', 'table-layout', 'float', 'clear', 'overflow', 'opacity', 'list-style-type', 'list-style-position',
  'mso-line-height-rule', 'mso-table-lspace', 'mso-table-rspace', 'caption-side', 'empty-cells',
];

const ALLOWED_STYLES: Record<string, Record<string, RegExp[]>> = {
  '*': {
    ...Object.fromEntries(STYLE_PROPERTIES.map((property) => [property, [SAFE_STYLE_VALUE]])),
    'background-image': [HTTPS_BACKGROUND_IMAGE],
  },
};

/** A link kept: the web's and mail's schemes, an anchor of the page, or a placeholder (`{{unsubscribe_link}}`). */
const KEPT_HREF = /^(?:https?:\/\/|mailto:|tel:|#|\{\{)/i;

/** An image kept: by https, or a placeholder (`{{sender.photo_url}}`). */
const KEPT_IMAGE_SOURCE = /^(?:https:\/\/|\{\{)/i;

/** The attributes without `name` when `keep` refuses its value (sanitize-html then checks the schemes again). */
function keepAttributeIf(attributes: sanitizeHtml.Attributes, name: string, keep: (value: string) => boolean): sanitizeHtml.Attributes {
  const value = attributes[name];
  if (value === undefined || keep(value.trim())) return attributes;
  const { [name]: _dropped, ...others } = attributes;
  return others;
}

const STYLE_PROPERTY_SET = new Set(STYLE_PROPERTIES);

/** An `@media` condition: features and their values only (no `url(`, no escape, no bracket). */
const SAFE_MEDIA_QUERY = /^[a-z0-9\s(),:.-]*$/i;

/**
 * The text of a `<style>` block, filtered as a stylesheet: comments and every at-rule but `@media` (with a plain
 * condition) removed, declarations kept only when an inline style would keep them. Anything unparsable gives an empty
 * block; a result holding `<` too (it could close the block early), so the text never leaves the style element.
 */
export function sanitizeStylesheet(css: string): string {
  let root: postcss.Root;
  try {
    root = postcss.parse(css);
  } catch {
    return '';
  }
  root.walkComments((comment) => {
    comment.remove();
  });
  root.walkAtRules((rule) => {
    if (rule.name.toLowerCase() !== 'media' || !SAFE_MEDIA_QUERY.test(rule.params)) rule.remove();
  });
  root.walkDecls((declaration) => {
    const property = declaration.prop.toLowerCase();
    const allowed =
      property === 'background-image' ? HTTPS_BACKGROUND_IMAGE.test(declaration.value) : STYLE_PROPERTY_SET.has(property) && SAFE_STYLE_VALUE.test(declaration.value);
    if (!allowed) declaration.remove();
  });
  root.walkRules((rule) => {
    if (rule.nodes.length === 0 || /[<@\\]/.test(rule.selector)) rule.remove();
  });
  const text = root.toString();
  return text.includes('<') ? '' : text;
}

/** The `<style>` blocks of sanitize-html's output (it passes their text raw, and never writes `<style>` otherwise). */
const STYLE_BLOCK = /<style>([\s\S]*?)<\/style>/g;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  // `style` is allowed on purpose: its text is filtered by sanitizeStylesheet below.
  allowVulnerableTags: true,
  allowedAttributes: ALLOWED_ATTRIBUTES,
  allowedStyles: ALLOWED_STYLES,
  nonTextTags: DROPPED_WITH_TEXT,
  disallowedTagsMode: 'discard',
  // Links: the web's schemes and mail's; images: https only (http is mixed content in webmails, data: is refused
  // by most clients and hides payloads). Besides, a link or an image must start with one of those schemes or be a
  // `{{variable}}` placeholder (KEPT_HREF, KEPT_IMAGE_SOURCE): other relative URLs mean nothing in a mail.
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attributes) => ({
      tagName,
      attribs: keepAttributeIf(keepAttributeIf(attributes, 'href', (href) => KEPT_HREF.test(href)), 'target', (target) => target === '_blank'),
    }),
    img: (tagName, attributes) => ({ tagName, attribs: keepAttributeIf(attributes, 'src', (src) => KEPT_IMAGE_SOURCE.test(src)) }),
  },
  parseStyleAttributes: true,
  enforceHtmlBoundary: false,
  nestingLimit: 100,
};

/**
 * The HTML of an email body as the server stores it (templates, signatures), sanitised on every save: see the list
 * above and ADR 015. The `{{variable}}` placeholders pass unchanged, in text and in `href`/`src`.
 */
export function sanitizeEmailHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).replace(STYLE_BLOCK, (_block, css: string) => {
    const kept = sanitizeStylesheet(css);
    return kept.trim() === '' ? '' : `<style>${kept}</style>`;
  });
}
