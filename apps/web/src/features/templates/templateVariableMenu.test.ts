import { describe, expect, it } from 'vitest';
import { TEMPLATE_VARIABLES } from '@cible/core';
import fr from '../../i18n/fr.pages.json';
import en from '../../i18n/en.pages.json';
import { insertAtSelection, templateVariableMenu } from './templateVariableMenu';

const labelOf = (texts: { templates: { variables: Record<string, string> } }, key: string) => texts.templates.variables[key.replace('templates.variables.', '')];

describe('templateVariableMenu', () => {
  it("offers core's placeholders, each once, each with a French and an English label; the subject the text ones only", () => {
    const menu = templateVariableMenu('body');
    expect(menu.map((variable) => variable.placeholder)).toEqual(TEMPLATE_VARIABLES.map((variable) => variable.placeholder));
    const subject = templateVariableMenu('subject').map((variable) => variable.placeholder);
    expect(subject).toContain('{{contact.first_name}}');
    expect(subject).not.toContain('{{sender.signature}}');
    expect(subject).not.toContain('{{unsubscribe_link}}');
    expect(new Set(menu.map((variable) => variable.placeholder)).size).toBe(menu.length);
    for (const variable of menu) {
      expect(labelOf(fr, variable.labelKey), variable.labelKey).toBeTruthy();
      expect(labelOf(en, variable.labelKey), variable.labelKey).toBeTruthy();
    }
  });
});

describe('insertAtSelection', () => {
  it('replaces the selection and puts the caret after the piece', () => {
    expect(insertAtSelection('Bonjour !', '{{x}}', 8)).toEqual({ text: 'Bonjour {{x}}!', caret: 13 });
    expect(insertAtSelection('Bonjour Léa', '{{x}}', 8, 11)).toEqual({ text: 'Bonjour {{x}}', caret: 13 });
    expect(insertAtSelection('abc', 'X')).toEqual({ text: 'abcX', caret: 4 });
  });

  it('keeps the text around the selection, whatever the bounds (every bound from -2 to length + 2; oracle: clamp then slice)', () => {
    for (const text of ['', 'a', 'Bonjour Léa']) {
      for (let a = -2; a <= text.length + 2; a++) {
        for (let b = -2; b <= text.length + 2; b++) {
          const from = Math.min(Math.max(0, Math.min(a, b)), text.length);
          const to = Math.min(Math.max(from, Math.max(a, b)), text.length);
          const result = insertAtSelection(text, '{{v}}', a, b);
          expect(result.text).toBe(text.slice(0, from) + '{{v}}' + text.slice(to));
          expect(result.text.slice(0, result.caret)).toBe(text.slice(0, from) + '{{v}}');
        }
      }
    }
  });
});
