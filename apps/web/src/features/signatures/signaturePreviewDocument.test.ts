import { describe, expect, it } from 'vitest';
import { sanitizeSignatureHtml, signaturePreviewDocument } from './signaturePreviewDocument';

describe('sanitizeSignatureHtml', () => {
  it('keeps a mail signature: tables, inline styles, https images, http(s), mailto and tel links', () => {
    const html =
      '<table cellpadding="0" style="color:#333"><tbody><tr><td><img src="https://cdn.atlas.fr/l.png" alt="Atlas" width="120"></td>' +
      '<td><p style="margin:0"><b>Léa</b></p><a href="tel:+33123">01</a> <a href="mailto:lea@atlas.fr">lea</a> <a href="https://atlas.fr">site</a></td></tr></tbody></table>';
    expect(sanitizeSignatureHtml(html)).toBe(html);
  });

  it('removes scripts, frames, forms, event handlers, javascript: and data: links, http images and url() styles', () => {
    const html =
      '<p onclick="alert(1)" style="background:url(https://t.example/x)">A<script>alert(1)</script></p>' +
      '<iframe src="https://evil.example"></iframe><form action="https://evil.example"><input name="x"></form>' +
      '<a href="javascript:alert(1)">B</a><a href="data:text/html,x">C</a><img src="http://t.example/p.gif" onerror="alert(1)">' +
      '<svg><script>alert(1)</script></svg><style>body{}</style><object data="x"></object><meta http-equiv="refresh" content="0;url=https://evil.example">';
    expect(sanitizeSignatureHtml(html)).toBe('<p>A</p><a>B</a><a>C</a><img>');
  });
});

describe('signaturePreviewDocument', () => {
  it('wraps the sanitised HTML under a policy that loads nothing but https images and inline styles', () => {
    const document = signaturePreviewDocument('<p>Léa</p><script>alert(1)</script>');
    expect(document).toContain(`content="default-src 'none'; img-src https: data:; style-src 'unsafe-inline'; font-src 'none'; form-action 'none'"`);
    expect(document).toContain('<body><p>Léa</p></body>');
    expect(document).not.toContain('<script');
  });
});
