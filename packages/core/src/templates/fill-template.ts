import { escapeHtml } from '../shared/escape-html';
import { findTemplateVariables } from './find-template-variables';
import { templateVariableByName, type TemplateFillMode, type TemplateValues, type TemplateVariableId } from './template-variables';

/** A filled text and what the caller must know to warn or refuse. */
export interface FilledTemplate {
  readonly text: string;
  /** The catalogue's variables the text holds, each once, in order of first appearance. */
  readonly variables: readonly TemplateVariableId[];
  /** Variables the text holds whose value is missing or blank: each placeholder was replaced by an empty string. */
  readonly emptyVariables: readonly TemplateVariableId[];
  /** Names inside braces that are no variable: their placeholders are left as written. */
  readonly unknownVariables: readonly string[];
}

/**
 * Replaces each placeholder of `text` by its variable's value, in one pass (a value is never read again for
 * placeholders). In `html` mode a text or URL value is HTML-escaped (`& < > " '`, safe in element text and quoted
 * attributes) and the signature's HTML goes in as it is (sanitised when saved); in `text` mode every value goes in as
 * it is. A missing or blank value gives an empty string and is listed in `emptyVariables`; an unknown name stays
 * visible as written and is listed in `unknownVariables`.
 * @rule prospecting §2, §3, §5 · filling a template: values escaped in HTML, empty values listed, unknown placeholders kept and listed (designed, see docs/rules/templates.md)
 */
export function fillTemplate(text: string, values: TemplateValues, mode: TemplateFillMode): FilledTemplate {
  const scan = findTemplateVariables(text);
  const emptyVariables: TemplateVariableId[] = [];
  let filled = '';
  let cursor = 0;
  for (const occurrence of scan.occurrences) {
    filled += text.slice(cursor, occurrence.start);
    cursor = occurrence.end;
    if (occurrence.variable === null) {
      filled += occurrence.raw;
      continue;
    }
    const value = values[occurrence.variable];
    if (value === null || value === undefined || value.trim() === '') {
      if (!emptyVariables.includes(occurrence.variable)) emptyVariables.push(occurrence.variable);
      continue;
    }
    const escape = mode === 'html' && templateVariableByName(occurrence.variable)?.kind !== 'html';
    filled += escape ? escapeHtml(value) : value;
  }
  filled += text.slice(cursor);
  return { text: filled, variables: scan.variables, emptyVariables, unknownVariables: scan.unknownVariables };
}
