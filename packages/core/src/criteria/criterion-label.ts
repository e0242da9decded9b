import type { Text } from '../i18n/text';
import { CRITERIA_TAG_DEFINITIONS, type CriteriaTagDefinition } from './criteria-tags';
import type { SearchCriteriaField } from './search-criteria.schema';

function fieldsOf(definition: CriteriaTagDefinition): readonly SearchCriteriaField[] {
  switch (definition.type) {
    case 'field':
      return [definition.field];
    case 'range':
      return [definition.lowerMin, definition.lowerMax, definition.upperMin, definition.upperMax].filter((field): field is SearchCriteriaField => field !== undefined);
    case 'period':
      return [definition.min, definition.max];
  }
}

const LABELS = new Map<string, Text>(CRITERIA_TAG_DEFINITIONS.flatMap((definition) => fieldsOf(definition).map((field) => [field, definition.label] as const)));

/**
 * The label users know a criterion by (its tag's: "Effectif" for every bound of the workforce bracket), to name it in a
 * message (a criterion refused, left out of a link); undefined for a name that is no criterion.
 * @rule prospecting §3 · a criterion is named by its tag's label in messages
 */
export function criterionLabelOf(field: string): Text | undefined {
  return LABELS.get(field);
}
