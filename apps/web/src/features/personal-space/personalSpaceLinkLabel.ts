import { PERSONAL_SPACE_LINKS } from '@cible/core';
import type { PersonalSpaceLinkKey } from '@cible/core';
import { coreText, textLanguageOf } from '../../i18n/coreText';

/** The label core gives a personal-space link ("Profil et IA", "Mon contrat"…), in the UI language. */
export function personalSpaceLinkLabel(key: PersonalSpaceLinkKey, language: string): string {
  const link = PERSONAL_SPACE_LINKS.find((candidate) => candidate.key === key);
  if (!link) return key;
  return coreText(link.label, textLanguageOf(language));
}
