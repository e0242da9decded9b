import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { UNSUBSCRIBE_PLACEHOLDER } from '../campaigns/unsubscribe-token';
import { TEMPLATE_VARIABLE_IDS, TEMPLATE_VARIABLES, templateValuesFor, templateVariableByName, type TemplateSources } from './template-variables';

const sources: TemplateSources = {
  contact: { civility: 'Mme', first_name: 'Élodie', last_name: 'Durand', job_title: 'DSI', company_name: 'Acme & Fils' },
  sender: { first_name: 'Paul', last_name: 'Martin' },
  signature: { html_content: '<p><b>Paul Martin</b></p>', plain_content: 'Paul Martin' },
  unsubscribeUrl: 'https://cible.test/unsubscribe?token=abc',
};

describe('TEMPLATE_VARIABLES', () => {
  it('lists each id once, in the ids order, with {{id}} as its placeholder', () => {
    expect(TEMPLATE_VARIABLES.map((entry) => entry.id)).toEqual([...TEMPLATE_VARIABLE_IDS]);
    expect(new Set(TEMPLATE_VARIABLE_IDS).size).toBe(TEMPLATE_VARIABLE_IDS.length);
    for (const entry of TEMPLATE_VARIABLES) expect(entry.placeholder).toBe(`{{${entry.id}}}`);
    expect(TEMPLATE_VARIABLES.map((entry) => entry.placeholder)).toEqual([
      '{{contact.civility}}',
      '{{contact.first_name}}',
      '{{contact.last_name}}',
      '{{contact.job_title}}',
      '{{company.name}}',
      '{{sender.first_name}}',
      '{{sender.last_name}}',
      '{{sender.signature}}',
      '{{unsubscribe_link}}',
    ]);
  });

  it('keeps the campaigns unsubscribe token for the unsubscribe link, the one URL variable', () => {
    expect(templateVariableByName('unsubscribe_link')?.placeholder).toBe(UNSUBSCRIBE_PLACEHOLDER);
    expect(TEMPLATE_VARIABLES.filter((entry) => entry.kind === 'url').map((entry) => entry.id)).toEqual(['unsubscribe_link']);
  });

  it('has the signature as its only HTML variable; every other one is plain text', () => {
    expect(TEMPLATE_VARIABLES.filter((entry) => entry.kind === 'html').map((entry) => entry.id)).toEqual(['sender.signature']);
    expect(TEMPLATE_VARIABLES.filter((entry) => entry.kind === 'text')).toHaveLength(7);
  });

  it('says which field each variable reads', () => {
    expect(Object.fromEntries(TEMPLATE_VARIABLES.map((entry) => [entry.id, entry.reads]))).toEqual({
      'contact.civility': ['contact.civility'],
      'contact.first_name': ['contact.first_name'],
      'contact.last_name': ['contact.last_name'],
      'contact.job_title': ['contact.job_title'],
      'company.name': ['contact.company_name'],
      'sender.first_name': ['sender.first_name'],
      'sender.last_name': ['sender.last_name'],
      'sender.signature': ['signature.html_content', 'signature.plain_content'],
      unsubscribe_link: ['unsubscribeUrl'],
    });
  });
  it('reads the field it names: html mode its first path, text mode its last', () => {
    const sourcesWith = (path: string, marker: string): TemplateSources => {
      const [head, field] = path.split('.');
      return (field === undefined ? { [head!]: marker } : { [head!]: { [field]: marker } }) as TemplateSources;
    };
    for (const entry of TEMPLATE_VARIABLES) {
      expect(entry.read(sourcesWith(entry.reads[0]!, `html:${entry.id}`), 'html')).toBe(`html:${entry.id}`);
      expect(entry.read(sourcesWith(entry.reads.at(-1)!, `text:${entry.id}`), 'text')).toBe(`text:${entry.id}`);
    }
  });
});

describe('templateVariableByName', () => {
  it('finds a variable whatever the spaces around its name and the letter case', () => {
    expect(templateVariableByName('contact.first_name')?.id).toBe('contact.first_name');
    expect(templateVariableByName('  Contact.First_Name\t')?.id).toBe('contact.first_name');
    expect(templateVariableByName('COMPANY.NAME')?.id).toBe('company.name');
  });

  it('finds nothing for another name, a blank one or a name with inner spaces', () => {
    expect(templateVariableByName('contact.firstname')).toBeUndefined();
    expect(templateVariableByName('prenom')).toBeUndefined();
    expect(templateVariableByName('')).toBeUndefined();
    expect(templateVariableByName('contact. first_name')).toBeUndefined();
  });

  it('finds every id under any letter case and surrounding spaces', () => {
    const spaces = fc.string({ unit: fc.constantFrom(' ', '\t', '\n', '\u00a0'), maxLength: 3 });
    fc.assert(
      fc.property(fc.constantFrom(...TEMPLATE_VARIABLE_IDS), fc.array(fc.boolean(), { minLength: 20, maxLength: 20 }), spaces, spaces, (id, upper, before, after) => {
        const cased = [...id].map((char, index) => (upper[index % upper.length] ? char.toUpperCase() : char)).join('');
        expect(templateVariableByName(`${before}${cased}${after}`)?.id).toBe(id);
      }),
    );
  });
});

describe('templateValuesFor', () => {
  it('reads each variable from the contact, the sender, the signature and the unsubscribe URL', () => {
    expect(templateValuesFor(sources, 'html')).toEqual({
      'contact.civility': 'Mme',
      'contact.first_name': 'Élodie',
      'contact.last_name': 'Durand',
      'contact.job_title': 'DSI',
      'company.name': 'Acme & Fils',
      'sender.first_name': 'Paul',
      'sender.last_name': 'Martin',
      'sender.signature': '<p><b>Paul Martin</b></p>',
      unsubscribe_link: 'https://cible.test/unsubscribe?token=abc',
    });
  });

  it('reads the signature plain text in text mode', () => {
    expect(templateValuesFor(sources, 'text')['sender.signature']).toBe('Paul Martin');
    expect(templateValuesFor({ ...sources, signature: { html_content: '<p>x</p>', plain_content: null } }, 'text')['sender.signature']).toBeNull();
  });

  it('gives null for every variable whose source is missing', () => {
    const values = templateValuesFor({ contact: { first_name: 'Jo' } }, 'html');
    expect(values['contact.first_name']).toBe('Jo');
    for (const id of TEMPLATE_VARIABLE_IDS.filter((name) => name !== 'contact.first_name')) expect(values[id]).toBeNull();
    expect(Object.values(templateValuesFor({}, 'text')).every((value) => value === null)).toBe(true);
  });
});
