import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { PLACEHOLDER_MAX_INNER_LENGTH, findTemplateVariables } from './find-template-variables';
import { TEMPLATE_VARIABLE_IDS } from './template-variables';

/**
 * Oracle: scans the text by hand. At a `{{`, the placeholder ends at the next `}}` when what lies between holds no
 * brace and is at most 100 characters; otherwise the scan moves one character on.
 */
function oracleScan(text: string): { start: number; end: number; raw: string; name: string; variable: string | null }[] {
  const found = [];
  let index = 0;
  while (index < text.length) {
    if (text.startsWith('{{', index)) {
      const close = text.indexOf('}}', index + 2);
      const inner = close < 0 ? '' : text.slice(index + 2, close);
      if (close >= 0 && !inner.includes('{') && !inner.includes('}') && inner.length <= 100) {
        const name = inner.trim();
        const lower = name.toLowerCase();
        const variable = (TEMPLATE_VARIABLE_IDS as readonly string[]).includes(lower) ? lower : null;
        found.push({ start: index, end: close + 2, raw: text.slice(index, close + 2), name, variable });
        index = close + 2;
        continue;
      }
    }
    index += 1;
  }
  return found;
}

const unique = <T>(items: T[]): T[] => [...new Set(items)];

/** Texts rich in braces, spaces and names, with whole placeholders mixed in. */
const tricky = fc
  .array(
    fc.oneof(
      fc.string({ unit: fc.constantFrom('{', '}', ' ', 'a', '.', '_', '<', 'é', '😀'), maxLength: 8 }),
      fc.constantFrom(...TEMPLATE_VARIABLE_IDS).map((id) => `{{${id}}}`),
      fc.constantFrom(...TEMPLATE_VARIABLE_IDS).map((id) => `{{ ${id.toUpperCase()} }}`),
      fc.constantFrom('{{prenom}}', '{{}}', '{{ }}', '{{contact.firstname}}', '{{{contact.last_name}}}'),
    ),
    { maxLength: 12 },
  )
  .map((parts) => parts.join(''));

describe('findTemplateVariables', () => {
  it('finds the variables of a template, each once, in order of first appearance', () => {
    const scan = findTemplateVariables('<p>Bonjour {{contact.civility}} {{ contact.last_name }},</p><p>{{Contact.Last_Name}} chez {{company.name}}</p>');
    expect(scan.variables).toEqual(['contact.civility', 'contact.last_name', 'company.name']);
    expect(scan.unknownVariables).toEqual([]);
    expect(scan.occurrences.map((occurrence) => occurrence.raw)).toEqual([
      '{{contact.civility}}',
      '{{ contact.last_name }}',
      '{{Contact.Last_Name}}',
      '{{company.name}}',
    ]);
  });

  it('reports unknown names as written (trimmed), each once, a blank name included', () => {
    const scan = findTemplateVariables('{{prenom}} {{ Prenom }} {{prenom}} {{}} {{contact.first_name}} {{contact. first_name}}');
    expect(scan.unknownVariables).toEqual(['prenom', 'Prenom', '', 'contact. first_name']);
    expect(scan.variables).toEqual(['contact.first_name']);
  });

  it('gives the offsets of each placeholder, braces included', () => {
    const text = 'Hi {{ sender.first_name }}!';
    const [occurrence] = findTemplateVariables(text).occurrences;
    expect(occurrence).toEqual({ start: 3, end: 26, raw: '{{ sender.first_name }}', name: 'sender.first_name', variable: 'sender.first_name' });
    expect(text.slice(occurrence!.start, occurrence!.end)).toBe(occurrence!.raw);
  });

  it('reads no placeholder across braces, in single braces, or over 100 characters', () => {
    expect(findTemplateVariables('{ {contact.first_name} } {contact.first_name} {{contact.first_name}').occurrences).toEqual([]);
    expect(findTemplateVariables('{{contact.{first}_name}}').occurrences).toEqual([]);
    const longest = `{{${' '.repeat(PLACEHOLDER_MAX_INNER_LENGTH - 'company.name'.length)}company.name}}`;
    expect(findTemplateVariables(longest).variables).toEqual(['company.name']);
    expect(findTemplateVariables(`{{ ${longest.slice(2)}`).occurrences).toEqual([]);
    expect(PLACEHOLDER_MAX_INNER_LENGTH).toBe(100);
  });

  it('takes the innermost pair when braces pile up: {{{x}}} holds {{x}}', () => {
    const scan = findTemplateVariables('{{{contact.last_name}}}');
    expect(scan.occurrences).toEqual([{ start: 1, end: 22, raw: '{{contact.last_name}}', name: 'contact.last_name', variable: 'contact.last_name' }]);
  });

  it('finds nothing in a text without placeholders (CSS blocks included)', () => {
    expect(findTemplateVariables('td { color: red } @media (max-width: 600px) { .a { padding: 0 } }')).toEqual({
      occurrences: [],
      variables: [],
      unknownVariables: [],
    });
  });

  it('agrees with the hand scan on texts full of braces', () => {
    fc.assert(
      fc.property(tricky, (text) => {
        const expected = oracleScan(text);
        const scan = findTemplateVariables(text);
        expect(scan.occurrences).toEqual(expected);
        expect(scan.variables).toEqual(unique(expected.flatMap((occurrence) => (occurrence.variable === null ? [] : [occurrence.variable]))));
        expect(scan.unknownVariables).toEqual(unique(expected.filter((occurrence) => occurrence.variable === null).map((occurrence) => occurrence.name)));
      }),
      { numRuns: 500 },
    );
  });

  it('agrees with the hand scan on any printable text, long names included', () => {
    const unit = fc.oneof(fc.constantFrom('{', '}'), fc.string({ minLength: 1, maxLength: 1 }));
    fc.assert(
      fc.property(fc.string({ unit, maxLength: 160 }), (text) => {
        expect(findTemplateVariables(text).occurrences).toEqual(oracleScan(text));
      }),
    );
  });
});
