/** Elements after which the text of a signature goes to the next line. */
const BLOCKS = new Set(['address', 'blockquote', 'div', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'hr', 'li', 'p', 'pre', 'table', 'tr']);

/**
 * The plain-text version of a signature's HTML (its `plain_content`): the text, one line per block, `<br>` and table
 * rows as line breaks, links' text followed by their address when it differs, blank lines and spaces squeezed.
 * Parsed by `DOMParser` (nothing runs, nothing loads).
 */
export function signatureHtmlToText(html: string): string {
  const document = new DOMParser().parseFromString(`<!doctype html><body>${html}`, 'text/html');
  for (const hidden of Array.from(document.body.querySelectorAll('script, style, template, noscript, head, title'))) hidden.remove();
  const parts: string[] = [];
  const walk = (node: Node): void => {
    if (node.nodeType === Node.TEXT_NODE) {
      parts.push((node.textContent ?? '').replace(/\s+/g, ' '));
      return;
    }
    if (!(node instanceof Element)) return;
    const name = node.tagName.toLowerCase();
    if (name === 'br') {
      parts.push('\n');
      return;
    }
    if (name === 'td' || name === 'th') parts.push(' ');
    for (const child of Array.from(node.childNodes)) walk(child);
    const href = name === 'a' ? (node.getAttribute('href') ?? '').replace(/^(mailto|tel):/i, '') : '';
    const text = node.textContent ?? '';
    const shown = text.toLowerCase().includes(href.toLowerCase()) || (/^\+?[0-9]+$/.test(href) && text.replace(/[^0-9+]/g, '') === href);
    if (href !== '' && !shown) parts.push(` (${href})`);
    if (BLOCKS.has(name)) parts.push('\n');
  };
  walk(document.body);
  return parts
    .join('')
    .split('\n')
    .map((line) => line.replace(/ {2,}/g, ' ').trim())
    .filter((line) => line !== '')
    .join('\n');
}
