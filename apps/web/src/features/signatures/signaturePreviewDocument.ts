/** Elements a signature preview keeps (their content is kept too); any other element is removed with its content. */
const KEPT_ELEMENTS = new Set([
  'a', 'abbr', 'b', 'blockquote', 'br', 'center', 'code', 'div', 'em', 'font', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'hr', 'i', 'img',
  'li', 'ol', 'p', 'pre', 's', 'small', 'span', 'strong', 'sub', 'sup', 'table', 'tbody', 'td', 'tfoot', 'th', 'thead', 'tr', 'u', 'ul',
]);
/** Attributes a signature preview keeps (links and images are checked apart; no event handler, no `srcset`). */
const KEPT_ATTRIBUTES = new Set([
  'align', 'alt', 'bgcolor', 'border', 'cellpadding', 'cellspacing', 'color', 'colspan', 'dir', 'face', 'height', 'role', 'rowspan', 'size',
  'style', 'title', 'valign', 'width', 'href', 'src',
]);
const LINK = /^(https?:|mailto:|tel:)/i;
const IMAGE = /^https:/i;
/** Style values that could fetch or run something. */
const UNSAFE_STYLE = /url\s*\(|expression\s*\(|@import|javascript:|behavior\s*:|-moz-binding/i;

/**
 * The HTML of a signature with only what a preview may show: the elements and attributes of a mail signature
 * (tables, text, inline styles), links to http(s), mailto and tel, images from https; scripts, frames, forms, styles
 * sheets, event handlers and every other element or attribute removed. Parsed by `DOMParser`, which runs nothing and
 * loads nothing.
 */
export function sanitizeSignatureHtml(html: string): string {
  const document = new DOMParser().parseFromString(`<!doctype html><body>${html}`, 'text/html');
  const clean = (parent: Element): void => {
    for (const child of Array.from(parent.children)) {
      const name = child.tagName.toLowerCase();
      if (!KEPT_ELEMENTS.has(name)) {
        child.remove();
        continue;
      }
      for (const attribute of Array.from(child.attributes)) {
        const value = attribute.value.trim();
        const kept =
          KEPT_ATTRIBUTES.has(attribute.name) &&
          (attribute.name !== 'href' || (name === 'a' && LINK.test(value))) &&
          (attribute.name !== 'src' || (name === 'img' && IMAGE.test(value))) &&
          (attribute.name !== 'style' || !UNSAFE_STYLE.test(value));
        if (!kept) child.removeAttribute(attribute.name);
      }
      clean(child);
    }
  };
  clean(document.body);
  return document.body.innerHTML;
}

/**
 * The whole document a sandboxed `<iframe sandbox="" srcdoc>` shows as a signature's preview
 * (docs/adr/019-signature-preview-and-generator.md): the sanitised HTML under a content security policy that lets
 * nothing run and nothing load but https images and inline styles. The frame's empty `sandbox` adds a unique origin,
 * no script, no form, no navigation of the app.
 */
export function signaturePreviewDocument(html: string): string {
  const policy = "default-src 'none'; img-src https: data:; style-src 'unsafe-inline'; font-src 'none'; form-action 'none'";
  return (
    `<!doctype html><html><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="${policy}">` +
    '<style>body{margin:12px;font-family:Arial,Helvetica,sans-serif;font-size:13px;color:#333}</style></head>' +
    `<body>${sanitizeSignatureHtml(html)}</body></html>`
  );
}
