import type { SequenceSetting } from '@cible/core';

/** How an owner is named on the sequence screens: "Prénom Nom" (trimmed), the e-mail when both names are empty. */
export function sequenceOwnerLabel(setting: Pick<SequenceSetting, 'email' | 'first_name' | 'last_name'>): string {
  const name = [setting.first_name.trim(), setting.last_name.trim()].filter((part) => part !== '').join(' ');
  return name === '' ? setting.email : name;
}
