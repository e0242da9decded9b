import fc from 'fast-check';
import { parseFragment } from 'parse5';
import type { DefaultTreeAdapterMap } from 'parse5';
import { describe, expect, it } from 'vitest';
import { sanitizeEmailHtml } from './sanitize-email-html';
import { XSS_PAYLOADS } from './xss-payloads.fixture';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

/** Elements that run, load or embed something by themselves: none may come out of the sanitiser. */
const FORBIDDEN_ELEMENTS = new Set([
  'script', 'link', 'meta', 'base', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'form', 'input',
  'button', 'textarea', 'select', 'svg', 'math', 'template', 'noscript', 'video', 'audio', 'source', 'isindex', 'keygen',
]);

/** Attributes holding a URL. */
const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'xlink:href', 'background', 'poster', 'data', 'cite', 'dynsrc', 'lowsrc', 'srcset', 'srcdoc']);

/** A URL as a browser reads its scheme: control characters and whitespace removed, lower case. */
/** CSS that runs or loads something (inline or in a `<style>` block): the one `url(` allowed is an https image. */
const UNSAFE_CSS = /expression|javascript|vbscript|behavio|binding|@import|@font-face|\\|url\s*\((?!\s*['"]?https:)/i;

const schemeOf = (url: string): string => url.replace(/[\u0000-\u0020\u007f]+/g, '').toLowerCase(); // eslint-disable-line no-control-regex

/**
 * What a browser would find unsafe in an HTML fragment, parsed as a browser parses it (parse5, the HTML standard's
 * algorithm): the forbidden elements, any `on*` attribute, a script or data URL, a style that runs or loads.
 */
function findUnsafe(html: string): string[] {
  const found: string[] = [];
  const visit = (node: Node): void => {
    if ('tagName' in node) {
      const element = node as Element;
      if (FORBIDDEN_ELEMENTS.has(element.tagName) || element.namespaceURI !== 'http://www.w3.org/1999/xhtml') {
        found.push(`element <${element.tagName}> (${element.namespaceURI})`);
      }
      for (const attribute of element.attrs) {
        const name = (attribute.prefix ? `${attribute.prefix}:${attribute.name}` : attribute.name).toLowerCase();
        const value = attribute.value;
        if (name.startsWith('on')) found.push(`handler ${name}`);
        if (URL_ATTRIBUTES.has(name) && /^(javascript|vbscript|livescript|data):/.test(schemeOf(value))) found.push(`${name}=${value}`);
        if (name === 'srcdoc' || name === 'srcset' || name === 'dynsrc' || name === 'lowsrc' || name === 'formaction' || name === 'action') {
          found.push(`attribute ${name}`);
        }
        if (name === 'src' && element.tagName === 'img' && !/^(https:|\{\{)/.test(schemeOf(value))) found.push(`image not by https: ${value}`);
        if (name === 'style' && UNSAFE_CSS.test(value)) found.push(`style ${value}`);
      }
      if (element.tagName === 'style') {
        const css = element.childNodes.map((child) => ('value' in child ? String(child.value) : `<${child.nodeName}>`)).join('');
        if (UNSAFE_CSS.test(css) || css.includes('<')) found.push(`style block ${css}`);
      }
    }
    const children = 'childNodes' in node ? node.childNodes : [];
    for (const child of children) visit(child);
    if ('content' in node && node.content) visit(node.content as Node);
  };
  visit(parseFragment(html) as unknown as Node);
  return found;
}

/** The text a reader sees, whitespace collapsed (what must survive sanitising a legitimate template). */
function visibleText(html: string): string {
  const parts: string[] = [];
  const visit = (node: Node): void => {
    if (node.nodeName === '#text') parts.push((node as DefaultTreeAdapterMap['textNode']).value);
    for (const child of 'childNodes' in node ? node.childNodes : []) visit(child);
  };
  visit(parseFragment(html) as unknown as Node);
  return parts.join(' ').replace(/\s+/g, ' ').trim();
}

/** Every element with its attributes, in document order (the structure of a legitimate template). */
function structure(html: string): string[] {
  const out: string[] = [];
  const visit = (node: Node): void => {
    if ('tagName' in node) {
      const element = node as Element;
      const attributes = element.attrs
        .map((attribute) => `${attribute.name}=${attribute.name === 'style' ? attribute.value.replace(/\s+/g, '').replace(/;$/, '') : attribute.value}`)
        .sort();
      out.push(`${element.tagName}[${attributes.join(' ')}]`);
    }
    for (const child of 'childNodes' in node ? node.childNodes : []) visit(child);
  };
  visit(parseFragment(html) as unknown as Node);
  return out;
}

/** A template as a user writes one: tables, inline styles, links, an https image, placeholders. */
const LEGITIMATE_TEMPLATE = [
  '<table width="600" cellpadding="0" cellspacing="0" border="0" align="center" style="border-collapse: collapse; background-color: #ffffff">',
  '<tbody><tr><td align="left" valign="top" style="padding: 24px; font-family: Arial, Helvetica, sans-serif; font-size: 14px; color: #333333">',
  '<img src="https://cdn.exemple.fr/logo.png" alt="Exemple" width="120" height="40" border="0" style="display: block">',
  '<h1 style="font-size: 20px; margin: 0 0 12px 0">Bonjour {{contact.first_name}},</h1>',
  '<p style="line-height: 1.5">Je me permets de vous contacter au sujet de <strong>{{company.name}}</strong> et de <em>vos projets</em>.</p>',
  '<ul><li>Premier point</li><li>Second point</li></ul>',
  '<p><a href="https://www.exemple.fr/rdv?source=mail&amp;id=42" target="_blank" style="color: #0055aa; text-decoration: underline">Prendre rendez-vous</a>',
  ' ou <a href="mailto:jeanne.martin@exemple.fr">m’écrire</a>.</p>',
  '<table width="100%"><tr><td bgcolor="#f2f2f2" style="background-image: url(https://cdn.exemple.fr/fond.png); padding: 8px 16px">Cordialement,<br>Jeanne</td></tr></table>',
  '<p style="font-size: 11px; color: #999999"><a href="{{unsubscribe_link}}">Se désinscrire</a></p>',
  '</td></tr></tbody></table>',
].join('');

describe('sanitizeEmailHtml', () => {
  it(`has a corpus of at least 100 XSS payloads, and leaves nothing that runs or loads from any of them (${XSS_PAYLOADS.length})`, () => {
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(100);
    const failures: string[] = [];
    for (const payload of XSS_PAYLOADS) {
      const output = sanitizeEmailHtml(payload);
      const unsafe = findUnsafe(output);
      if (unsafe.length > 0) failures.push(`${JSON.stringify(payload)} → ${JSON.stringify(output)}: ${unsafe.join(', ')}`);
    }
    expect(failures).toEqual([]);
  });

  it('finds what is unsafe in the raw payloads (the checker itself is not blind)', () => {
    const flagged = XSS_PAYLOADS.filter((payload) => findUnsafe(payload).length > 0);
    // Most payloads are caught raw; the others are text once parsed (entity-escaped, broken) or load something harmless.
    expect(flagged.length).toBeGreaterThanOrEqual(Math.floor(XSS_PAYLOADS.length * 0.85));
    expect(findUnsafe('<img src=x onerror=alert(1)>')).toContain('handler onerror');
    expect(findUnsafe('<a href=" java\tscript:alert(1)">x</a>')).toHaveLength(1);
    expect(findUnsafe('<div style="width: expression(alert(1))">x</div>')).toHaveLength(1);
    expect(findUnsafe('<svg><a xlink:href="javascript:alert(1)">x</a></svg>').length).toBeGreaterThanOrEqual(2);
  });

  it('stays safe when payloads are mixed into a legitimate template, at random places (property)', () => {
    const piece = fc.constantFrom(...XSS_PAYLOADS, '<p>', '</p>', '<table><tr><td>', '</td></tr></table>', '<a href="https://exemple.fr">', '</a>', 'texte {{contact.first_name}} ');
    fc.assert(
      fc.property(fc.array(piece, { minLength: 1, maxLength: 12 }), (pieces) => {
        const output = sanitizeEmailHtml(pieces.join(''));
        expect(findUnsafe(output)).toEqual([]);
        // Sanitising the output again changes nothing that matters: still safe, same text.
        const again = sanitizeEmailHtml(output);
        expect(findUnsafe(again)).toEqual([]);
        expect(visibleText(again)).toBe(visibleText(output));
      }),
      { numRuns: 300 },
    );
  }, 30_000);

  it('keeps a legitimate mail template unchanged in meaning: tables, inline styles, links, https images, placeholders', () => {
    const output = sanitizeEmailHtml(LEGITIMATE_TEMPLATE);
    expect(findUnsafe(LEGITIMATE_TEMPLATE)).toEqual([]);
    expect(structure(output)).toEqual(structure(LEGITIMATE_TEMPLATE));
    expect(visibleText(output)).toBe(visibleText(LEGITIMATE_TEMPLATE));
    expect(output).toContain('{{contact.first_name}}');
    expect(output).toContain('{{company.name}}');
    expect(output).toContain('href="{{unsubscribe_link}}"');
    expect(output).toContain('href="https://www.exemple.fr/rdv?source=mail&amp;id=42"');
    expect(output).toContain('src="https://cdn.exemple.fr/logo.png"');
    // Already sanitised: the same again.
    expect(sanitizeEmailHtml(output)).toBe(output);
  });

  it('keeps the placeholders of the spec’s examples in text and in links, inner spaces included', () => {
    expect(sanitizeEmailHtml('<p>Bonjour {{first_name}}</p>')).toBe('<p>Bonjour {{first_name}}</p>');
    expect(sanitizeEmailHtml('<a href="{{ unsubscribe_link }}">x</a>')).toBe('<a href="{{ unsubscribe_link }}">x</a>');
    expect(sanitizeEmailHtml('<img src="{{sender.photo_url}}" alt="">')).toBe('<img src="{{sender.photo_url}}" alt="" />');
  });

  it('keeps <style> blocks filtered as stylesheets: media queries and listed properties, no at-rule, URL or break-out', () => {
    expect(sanitizeEmailHtml('<style>@media (max-width: 600px) { .col { width: 100% !important; } } p { color: red; position: fixed }</style><p class="col">x</p>')).toBe(
      '<style>@media (max-width: 600px) { .col { width: 100% !important; } } p { color: red }</style><p class="col">x</p>',
    );
    expect(sanitizeEmailHtml('<style>@import "https://evil.example/x.css"; @font-face { src: url(https://evil.example/f.woff) } td { background-image: url(https://cdn.exemple.fr/a.png) }</style>')).toBe(
      '<style>td { background-image: url(https://cdn.exemple.fr/a.png) }</style>',
    );
    expect(sanitizeEmailHtml('<style>p { background: url(javascript:alert(1)); width: expression(alert(1)) }</style>')).toBe('');
    expect(sanitizeEmailHtml('<style>p { color: red }</style ><script>alert(1)</script>')).toBe('<style>p { color: red }</style>');
    expect(sanitizeEmailHtml('<svg><style><img src=x onerror=alert(1)></style></svg>')).toBe('');
    expect(findUnsafe(sanitizeEmailHtml('<html><head><title>T</title><style>a { color: #05a }</style></head><body><p>Corps</p></body></html>'))).toEqual([]);
  });

  it('drops what is not mail content, keeping the text around it', () => {
    expect(sanitizeEmailHtml('<p>Avant<script>alert(1)</script>après</p>')).toBe('<p>Avantaprès</p>');
    expect(sanitizeEmailHtml('<html><head><title>T</title><style>p{color:red}</style></head><body><p>Corps</p></body></html>')).toBe('<style>p{color:red}</style><p>Corps</p>');
    expect(sanitizeEmailHtml('<form action="https://exemple.fr"><p>Texte</p><input name="q"></form>')).toBe('<p>Texte</p>');
    expect(sanitizeEmailHtml('<div style="color: red; position: fixed; top: 0">x</div>')).toBe('<div style="color:red">x</div>');
    expect(sanitizeEmailHtml('<img src="http://exemple.fr/a.png">')).toBe('<img />');
    expect(sanitizeEmailHtml('<img src="data:image/png;base64,iVBORw0KGgo=">')).toBe('<img />');
    expect(sanitizeEmailHtml('<a href="tel:+33100000000" target="_top">Appeler</a>')).toBe('<a href="tel:+33100000000">Appeler</a>');
  });
});
