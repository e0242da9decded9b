import { templateVariableByName, type TemplateVariableId } from './template-variables';

/** The longest text between `{{` and `}}` read as a placeholder; a longer one is left as ordinary text. */
export const PLACEHOLDER_MAX_INNER_LENGTH = 100;

/** One placeholder found in a text. */
export interface PlaceholderOccurrence {
  /** Offset of its `{{` and just after its `}}`, in UTF-16 code units. */
  readonly start: number;
  readonly end: number;
  /** The placeholder as written, braces included. */
  readonly raw: string;
  /** The name inside the braces, spaces around it removed, as written (case kept). */
  readonly name: string;
  /** The catalogue's variable, or null for an unknown name. */
  readonly variable: TemplateVariableId | null;
}

/** The placeholders of a text, and the variables they name (each once, in order of first appearance). */
export interface TemplateVariableScan {
  readonly occurrences: readonly PlaceholderOccurrence[];
  readonly variables: readonly TemplateVariableId[];
  /** Names inside braces that are no variable of the catalogue, as written (trimmed), each once. */
  readonly unknownVariables: readonly string[];
}

const placeholderPattern = (): RegExp => new RegExp(`\\{\\{([^{}]{0,${PLACEHOLDER_MAX_INNER_LENGTH}})\\}\\}`, 'g');

/**
 * Every placeholder of a text: `{{`, at most 100 characters without braces, `}}`. The name inside is matched to the
 * catalogue (spaces around it and letter case ignored); any other name, a blank one included, is an unknown variable.
 * @rule prospecting §2, §5 · a placeholder is {{name}}; the variables it names and the unknown ones are reported (designed, see docs/rules/templates.md)
 */
export function findTemplateVariables(text: string): TemplateVariableScan {
  const occurrences: PlaceholderOccurrence[] = [];
  const variables: TemplateVariableId[] = [];
  const unknownVariables: string[] = [];
  for (const match of text.matchAll(placeholderPattern())) {
    const name = (match[1] ?? '').trim();
    const variable = templateVariableByName(name)?.id ?? null;
    occurrences.push({ start: match.index, end: match.index + match[0].length, raw: match[0], name, variable });
    if (variable === null) {
      if (!unknownVariables.includes(name)) unknownVariables.push(name);
    } else if (!variables.includes(variable)) variables.push(variable);
  }
  return { occurrences, variables, unknownVariables };
}
