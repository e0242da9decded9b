import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { fillTemplate } from './fill-template';
import { TEMPLATE_VARIABLE_IDS, type TemplateValues, type TemplateVariableId } from './template-variables';

const hostile = `<script>alert("x")</script> & 'O'Brien'`;

const values: TemplateValues = {
  'contact.civility': 'Mme',
  'contact.first_name': 'Élodie 😀',
  'contact.last_name': hostile,
  'company.name': 'Acme & Fils',
  'sender.signature': '<p><b>Paul</b></p>',
  unsubscribe_link: 'https://cible.test/u?token=a&b="c"',
};

describe('fillTemplate', () => {
  it('fills the body in HTML mode, escaping every text and URL value', () => {
    const filled = fillTemplate('<p>Bonjour {{contact.first_name}} {{ contact.last_name }} ({{company.name}})</p><a href="{{unsubscribe_link}}">x</a>', values, 'html');
    expect(filled.text).toBe(
      '<p>Bonjour Élodie 😀 &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;O&#39;Brien&#39; (Acme &amp; Fils)</p>' +
        '<a href="https://cible.test/u?token=a&amp;b=&quot;c&quot;">x</a>',
    );
    expect(filled.variables).toEqual(['contact.first_name', 'contact.last_name', 'company.name', 'unsubscribe_link']);
    expect(filled.emptyVariables).toEqual([]);
    expect(filled.unknownVariables).toEqual([]);
  });

  it('fills the subject in text mode without escaping anything', () => {
    expect(fillTemplate('{{contact.last_name}} & {{company.name}}', values, 'text').text).toBe(`${hostile} & Acme & Fils`);
  });

  it('puts the signature HTML in as it is in HTML mode (it was sanitised when saved)', () => {
    expect(fillTemplate('<p>Cordialement,</p>{{sender.signature}}', values, 'html').text).toBe('<p>Cordialement,</p><p><b>Paul</b></p>');
  });

  it('replaces a missing or blank value by an empty string and lists it once', () => {
    const filled = fillTemplate('Bonjour {{contact.first_name}}{{contact.job_title}} {{sender.first_name}}, {{contact.job_title}}!', { 'contact.first_name': 'Jo', 'sender.first_name': '  ', 'contact.job_title': null }, 'html');
    expect(filled.text).toBe('Bonjour Jo , !');
    expect(filled.emptyVariables).toEqual(['contact.job_title', 'sender.first_name']);
    expect(filled.variables).toEqual(['contact.first_name', 'contact.job_title', 'sender.first_name']);
  });

  it('leaves an unknown placeholder visible as written and lists its name', () => {
    const filled = fillTemplate('Bonjour {{ prenom }} {{contact.first_name}} {{}}', values, 'html');
    expect(filled.text).toBe('Bonjour {{ prenom }} Élodie 😀 {{}}');
    expect(filled.unknownVariables).toEqual(['prenom', '']);
  });

  it('fills in one pass: a value that looks like a placeholder stays as it is', () => {
    const sneaky: TemplateValues = { 'contact.first_name': '{{unsubscribe_link}}', 'contact.last_name': '{{sender.signature}}', unsubscribe_link: 'https://u', 'sender.signature': '<b>s</b>' };
    const filled = fillTemplate('{{contact.first_name}} {{contact.last_name}}', sneaky, 'html');
    expect(filled.text).toBe('{{unsubscribe_link}} {{sender.signature}}');
    expect(filled.variables).toEqual(['contact.first_name', 'contact.last_name']);
  });

  it('leaves a text without placeholders untouched', () => {
    const text = '<style>td { color: red }</style><p>Rien à remplacer &amp; 😀</p>';
    expect(fillTemplate(text, values, 'html')).toEqual({ text, variables: [], emptyVariables: [], unknownVariables: [] });
  });
});

// Property tests: templates built from literal pieces and placeholders, filled by a split-based oracle.

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const oracleEscape = (text: string): string => [...text].map((char) => ESCAPES[char] ?? char).join('');
const oracleUnescape = (text: string): string => text.replace(/&(amp|lt|gt|quot|#39);/g, (entity) => Object.entries(ESCAPES).find(([, escaped]) => escaped === entity)![0]);

type Piece = { literal: string } | { id: TemplateVariableId; raw: string } | { unknown: string };

/** A literal piece holds no brace, so the pieces never join into another placeholder. */
const literal = (unit: fc.Arbitrary<string>) => fc.string({ unit, maxLength: 10 }).map((text): Piece => ({ literal: text }));
const anyChar = fc.string({ minLength: 1, maxLength: 1 }).filter((char) => char !== '{' && char !== '}');
const known = fc
  .tuple(fc.constantFrom(...TEMPLATE_VARIABLE_IDS), fc.constantFrom('', ' ', '  '), fc.constantFrom('', ' '), fc.boolean())
  .map(([id, before, after, upper]): Piece => ({ id, raw: `{{${before}${upper ? id.toUpperCase() : id}${after}}}` }));
const unknown = fc.constantFrom('prenom', 'contact.firstname', 'nom', 'Société').map((name): Piece => ({ unknown: name }));
const pieces = (unit: fc.Arbitrary<string>) => fc.array(fc.oneof(literal(unit), known, unknown), { maxLength: 10 });

const value = fc.oneof(fc.constant(null), fc.constant(''), fc.constant('  '), fc.string({ maxLength: 12 }), fc.constantFrom(hostile, 'Zoë 😀', '{{contact.first_name}}', '&amp;'));
const valuesModel = Object.fromEntries(TEMPLATE_VARIABLE_IDS.map((id) => [id, value])) as Record<TemplateVariableId, fc.Arbitrary<string | null>>;
const valuesArb = fc.record(valuesModel);

const blank = (text: string | null | undefined): boolean => text === null || text === undefined || text.trim() === '';

function oracleFill(parts: Piece[], given: TemplateValues, mode: 'html' | 'text'): { text: string; empty: string[]; unknown: string[]; variables: string[] } {
  const empty: string[] = [];
  const unknownNames: string[] = [];
  const variables: string[] = [];
  const text = parts
    .map((part) => {
      if ('literal' in part) return part.literal;
      if ('unknown' in part) {
        if (!unknownNames.includes(part.unknown)) unknownNames.push(part.unknown);
        return `{{${part.unknown}}}`;
      }
      if (!variables.includes(part.id)) variables.push(part.id);
      const current = given[part.id];
      if (blank(current)) {
        if (!empty.includes(part.id)) empty.push(part.id);
        return '';
      }
      return mode === 'html' && part.id !== 'sender.signature' ? oracleEscape(current!) : current!;
    })
    .join('');
  return { text, empty, unknown: unknownNames, variables };
}

const templateOf = (parts: Piece[]): string => parts.map((part) => ('literal' in part ? part.literal : 'unknown' in part ? `{{${part.unknown}}}` : part.raw)).join('');

describe('fillTemplate against the oracle', () => {
  it('fills, lists empty, unknown and used variables as the oracle does, in both modes', () => {
    fc.assert(
      fc.property(pieces(anyChar), valuesArb, fc.constantFrom('html' as const, 'text' as const), (parts, given, mode) => {
        const expected = oracleFill(parts, given, mode);
        const filled = fillTemplate(templateOf(parts), given, mode);
        expect(filled.text).toBe(expected.text);
        expect(filled.emptyVariables).toEqual(expected.empty);
        expect(filled.unknownVariables).toEqual(expected.unknown);
        expect(filled.variables).toEqual(expected.variables);
      }),
      { numRuns: 400 },
    );
  });

  it('lets no text or URL value add markup in HTML mode: no < > " \' and every & starts one of the five escapes', () => {
    const safeLiteral = anyChar.filter((char) => !'<>"\'&'.includes(char));
    const withoutSignature = { ...valuesModel, 'sender.signature': fc.constant(null) };
    fc.assert(
      fc.property(pieces(safeLiteral), fc.record(withoutSignature), (parts, given) => {
        const html = fillTemplate(templateOf(parts), given, 'html').text;
        expect(html).not.toMatch(/[<>"']/);
        expect(html.replace(/&(amp|lt|gt|quot|#39);/g, '')).not.toContain('&');
      }),
      { numRuns: 400 },
    );
  });

  it('HTML mode is text mode escaped: unescaping the HTML gives back the text-mode result', () => {
    const safeLiteral = anyChar.filter((char) => char !== '&');
    fc.assert(
      fc.property(pieces(safeLiteral), valuesArb, (parts, given) => {
        const noSignature = { ...given, 'sender.signature': null };
        const template = templateOf(parts);
        const html = fillTemplate(template, noSignature, 'html').text;
        const text = fillTemplate(template, noSignature, 'text').text;
        expect(oracleUnescape(html)).toBe(text);
      }),
      { numRuns: 300 },
    );
  });
});
