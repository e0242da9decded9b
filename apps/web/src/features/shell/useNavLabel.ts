import { useTranslation } from 'react-i18next';
import type { BilingualLabel } from '@cible/core';

/** The label of a core navigation entry in the UI language (core carries French and English labels). */
export function useNavLabel(): (entry: BilingualLabel) => string {
  const { i18n } = useTranslation();
  const english = i18n.language.startsWith('en');
  return (entry) => (english ? entry.labelEn : entry.label);
}
