import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createBulkEmailRenderer, renderEmail, type RenderEmailInput } from './render-email';

/** A realistic template: a layout table, a `<style>` block with a media query, variables, a link, the unsubscribe link. */
const TEMPLATE = {
  subject: '{{contact.first_name}}, une idée pour {{company.name}} 🚀',
  html_content:
    '<style>.card{background-color:#f4f4f4;padding:12px} a{color:#0055aa} p.lead{font-size:16px} @media (max-width:600px){.card{padding:4px}}</style>' +
    '<table class="card" width="600" role="presentation"><tr><td>' +
    '<p class="lead">Bonjour {{contact.civility}} {{contact.last_name}},</p>' +
    '<p>Chez {{company.name}}, vous préparez sûrement 2027. Voici <a href="https://cible.test/offre?utm=mail&amp;id=7">notre étude</a>.</p>' +
    '</td></tr></table>' +
    '<p><a href="{{unsubscribe_link}}">Se désabonner</a></p>',
};

const HOSTILE = `<script>alert("x")</script> & 'O'Brien'`;

const INPUT: RenderEmailInput = {
  template: TEMPLATE,
  contact: { civility: 'Mme', first_name: 'Élodie 😀', last_name: HOSTILE, job_title: 'DSI', company_name: 'Dupont & Fils' },
  sender: { first_name: 'Paul', last_name: 'Martin' },
  signature: { html_content: '<p><strong>Paul Martin</strong><br>Cible — ventes</p>', plain_content: 'Paul Martin\nCible — ventes' },
  unsubscribeUrl: 'https://cible.test/unsubscribe?token=abc&lang=fr',
};

describe('renderEmail', () => {
  const mail = renderEmail(INPUT);

  it('builds a complete UTF-8 HTML document titled with the subject', () => {
    expect(mail.html).toMatch(/^<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8">/);
    expect(mail.html).toContain('<meta http-equiv="Content-Type" content="text/html; charset=utf-8">');
    expect(mail.html).toContain('<title>Élodie 😀, une idée pour Dupont &amp; Fils 🚀</title>');
    expect(mail.html).toMatch(/<\/body><\/html>$/);
  });

  it('fills the subject in text mode: nothing escaped, accents and emoji kept', () => {
    expect(mail.subject).toBe('Élodie 😀, une idée pour Dupont & Fils 🚀');
  });

  it('inlines the style block into style attributes and keeps only the media query in the head', () => {
    expect(mail.html).toContain('<table class="card" width="600" role="presentation" style="background-color: #f4f4f4; padding: 12px;"');
    expect(mail.html).toContain('<p class="lead" style="font-size: 16px;">');
    expect(mail.html).toContain('<a href="https://cible.test/offre?utm=mail&amp;id=7" style="color: #0055aa;">notre étude</a>');
    const head = mail.html.slice(0, mail.html.indexOf('</head>'));
    expect(head).toMatch(/<style>\s*@media \(max-width:600px\) \{\s*\.card \{\s*padding: 4px;\s*\}\s*\}\s*<\/style>/);
    expect(mail.html.slice(mail.html.indexOf('<body>'))).not.toContain('<style');
    expect(mail.html).not.toContain('background-color:#f4f4f4');
  });

  it('escapes a hostile contact name in the HTML part: no script element, quotes and & escaped', () => {
    expect(mail.html).not.toMatch(/<script/i);
    expect(mail.html).toContain('Bonjour Mme &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;O&#39;Brien&#39;,');
    expect(mail.html).toContain('Chez Dupont &amp; Fils, vous préparez sûrement 2027.');
  });

  it('fills the unsubscribe link, escaped for its attribute', () => {
    expect(mail.html).toContain('<a href="https://cible.test/unsubscribe?token=abc&amp;lang=fr" style="color: #0055aa;">Se désabonner</a>');
  });

  it('appends the signature after the body when the template does not place it', () => {
    expect(mail.html).toContain('<div class="signature" style="margin-top: 16px;"><p><strong>Paul Martin</strong><br>Cible — ventes</p></div></body>');
  });

  it('makes the text part from the HTML: links as "text [url]", the name as plain text, accents and emoji kept', () => {
    expect(mail.text).toBe(
      [
        `Bonjour Mme ${HOSTILE},`,
        '',
        'Chez Dupont & Fils, vous préparez sûrement 2027. Voici notre étude',
        '[https://cible.test/offre?utm=mail&id=7].',
        '',
        'Se désabonner [https://cible.test/unsubscribe?token=abc&lang=fr]',
        '',
        'Paul Martin',
        'Cible — ventes',
      ].join('\n'),
    );
  });

  it('reports no missing or unknown variable when every value is there', () => {
    expect(mail.missingVariables).toEqual([]);
    expect(mail.unknownVariables).toEqual([]);
  });

  it('reports the variables left empty in the subject or body, and the unknown placeholders left as written', () => {
    const rendered = renderEmail({
      ...INPUT,
      template: { subject: 'Bonjour {{contact.first_name}} {{prénom}}', html_content: '<p>{{contact.civility}} {{contact.last_name}} {{ Prenom }}</p><a href="{{unsubscribe_link}}">x</a>' },
      contact: { first_name: null, last_name: 'Durand', civility: '  ' },
      unsubscribeUrl: null,
    });
    expect(rendered.subject).toBe('Bonjour  {{prénom}}');
    expect(rendered.missingVariables).toEqual(['contact.first_name', 'contact.civility', 'unsubscribe_link']);
    expect(rendered.unknownVariables).toEqual(['prénom', 'Prenom']);
    expect(rendered.html).toContain('<p> Durand {{ Prenom }}</p><a href>x</a>');
  });

  it('puts the signature where {{sender.signature}} stands, once', () => {
    const rendered = renderEmail({ ...INPUT, template: { subject: 's', html_content: '<p>Cordialement,</p>{{sender.signature}}<p>PS : à bientôt</p>' } });
    expect(rendered.html).toContain('<body><p>Cordialement,</p><p><strong>Paul Martin</strong><br>Cible — ventes</p><p>PS : à bientôt</p></body>');
    expect(rendered.html.match(/Paul Martin/g)).toHaveLength(1);
  });

  it('adds no signature when the sender has none, and reports a placed one as missing', () => {
    const appended = renderEmail({ ...INPUT, signature: null });
    expect(appended.html).not.toContain('class="signature"');
    expect(appended.missingVariables).toEqual([]);
    const placed = renderEmail({ ...INPUT, signature: null, template: { subject: 's', html_content: '<p>A</p>{{sender.signature}}' } });
    expect(placed.html).toContain('<body><p>A</p></body>');
    expect(placed.missingVariables).toEqual(['sender.signature']);
  });

  it('keeps only the body and the styles of a template that holds a whole document', () => {
    const rendered = renderEmail({
      ...INPUT,
      signature: null,
      template: {
        subject: 'S',
        html_content: '<!DOCTYPE html><HTML><head><meta charset="utf-8"><title>Ancien titre</title><style>p{color:red}</style></head><body style="margin:0"><p>Bonjour {{contact.last_name}}</p></body></html>',
      },
      contact: { last_name: 'Durand' },
    });
    expect(rendered.html).toBe(
      '<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"><meta http-equiv="Content-Type" content="text/html; charset=utf-8">' +
        '<meta name="viewport" content="width=device-width, initial-scale=1"><title>S</title></head><body><p style="color: red;">Bonjour Durand</p></body></html>',
    );
    expect(rendered.text).toBe('Bonjour Durand');
  });

  it('renders through broken CSS without throwing, and drops @import (nothing is fetched)', () => {
    const rendered = renderEmail({
      ...INPUT,
      signature: null,
      template: { subject: 's', html_content: '<style>p{color:red</style><style>}}} @import url(https://x.test/a.css); b{font-weight:bold}</style><p>a <b>b</b></p>' },
    });
    expect(rendered.html).toMatch(/<\/title><\/head><body><p[^>]*>a <b[^>]*>b<\/b><\/p><\/body><\/html>$/);
    expect(rendered.html).not.toContain('@import');
    expect(rendered.text).toBe('a b');
  });

  it('keeps the subject on one line', () => {
    expect(renderEmail({ ...INPUT, template: { ...TEMPLATE, subject: 'Bonjour\r\n{{contact.last_name}}\n' }, contact: { last_name: 'A\nB' } }).subject).toBe('Bonjour A B');
  });

  it('lets no contact value add an element to the HTML part, and keeps it whole in the text part', () => {
    const baseline = renderEmail({ ...INPUT, contact: { last_name: 'X', first_name: 'X', company_name: 'X' } }).html;
    const tags = (html: string) => html.match(/</g)?.length;
    const name = fc.oneof(fc.string({ minLength: 1, maxLength: 20 }), fc.constantFrom(HOSTILE, '</table><img src=x onerror=alert(1)>', '"><a href="javascript:x">', '<!--', ']]>'));
    fc.assert(
      fc.property(name, (value) => {
        fc.pre(value.trim() !== '' && !value.includes('{'));
        const rendered = renderEmail({ ...INPUT, contact: { last_name: value, first_name: value, company_name: value } });
        expect(tags(rendered.html)).toBe(tags(baseline));
        expect(rendered.text).toContain(value.trim().replace(/\s+/g, ' ').split(' ')[0]);
      }),
      { numRuns: 60 },
    );
  });
});

describe('createBulkEmailRenderer', () => {
  it('gives each recipient exactly what renderEmail gives without a signature (inlined once, values filled after)', () => {
    const render = createBulkEmailRenderer(TEMPLATE);
    const text = fc.oneof(fc.constant(null), fc.string({ maxLength: 30 }), fc.constantFrom(HOSTILE, 'Dupont & Fils', '{{contact.first_name}}', 'CIBLE-TITLE-SLOT', '"<b>"'));
    fc.assert(
      fc.property(fc.record({ civility: text, first_name: text, last_name: text, company_name: text }), text, (contact, unsubscribe) => {
        const recipient = { contact, sender: INPUT.sender, unsubscribeUrl: unsubscribe === null ? null : `https://cible.test/u?t=${unsubscribe}` };
        // The same HTML: an empty attribute is written `href=""` by one and `href` by the other (juice serialises last).
        const sameHtml = (mail: { html: string }) => ({ ...mail, html: mail.html.replace(/(\s[a-z-]+)=""/g, '$1') });
        expect(sameHtml(render(recipient))).toEqual(sameHtml(renderEmail({ template: TEMPLATE, signature: null, ...recipient })));
      }),
      { numRuns: 60 },
    );
  });

  it('puts each per-mail slot in place, in the HTML and the text part', () => {
    const render = createBulkEmailRenderer({ subject: 'Lettre', html_content: '<p><a href="SLOT-MIRROR">Voir en ligne</a> {{contact.first_name}}</p>' });
    const mail = render({ contact: { first_name: 'Zoé' }, sender: INPUT.sender, unsubscribeUrl: null }, { 'SLOT-MIRROR': 'https://cible.test/m/1?a=1&amp;b=2' });
    expect(mail.html).toContain('<a href="https://cible.test/m/1?a=1&amp;b=2">Voir en ligne</a> Zoé');
    expect(mail.html).not.toContain('SLOT-MIRROR');
    expect(mail.text).toContain('https://cible.test/m/1?a=1&b=2');
    expect(mail.html).toContain('<title>Lettre</title>');
  });
});
