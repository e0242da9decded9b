import type { Text } from '@cible/core';
import { useCoreText } from '../../i18n/coreText';

/** The label of a core navigation entry (a text of core's i18n files) in the UI language. */
export function useNavLabel(): (entry: { readonly label: Text }) => string {
  const text = useCoreText();
  return (entry) => text(entry.label);
}
