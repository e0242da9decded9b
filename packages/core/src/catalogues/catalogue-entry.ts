/**
 * One entry of a reference catalogue: a stable numeric id, its French label (the UI default)
 * and an English label (fallback language).
 */
export interface CatalogueEntry<Id extends number = number> {
  readonly id: Id;
  readonly label: string;
  readonly labelEn: string;
}

/** Looks an entry up by id; `undefined` when the id is not in the catalogue. */
export function findEntry<Id extends number, E extends CatalogueEntry<Id>>(
  catalogue: readonly E[],
  id: number,
): E | undefined {
  return catalogue.find((entry) => entry.id === id);
}

/** The label of an id in the given language (French by default); `undefined` for an unknown id. */
export function labelOf(
  catalogue: readonly CatalogueEntry[],
  id: number,
  language: 'fr' | 'en' = 'fr',
): string | undefined {
  const entry = findEntry(catalogue, id);
  if (!entry) return undefined;
  return language === 'en' ? entry.labelEn : entry.label;
}

/** The ids of a catalogue, in catalogue order. */
export function idsOf<Id extends number>(catalogue: readonly CatalogueEntry<Id>[]): Id[] {
  return catalogue.map((entry) => entry.id);
}
