import type { Text } from '../i18n/text';
import type { CatalogueTextName, TextKey } from '../i18n/text-key';

/**
 * One entry of a reference catalogue: a stable numeric id and its label, a text of core's i18n files
 * (`catalogue.<catalogue>.<id>`: French, the UI default, and English).
 */
export interface CatalogueEntry<Id extends number = number> {
  readonly id: Id;
  readonly label: Text;
}

/**
 * A catalogue's entries with their labels: each entry's label is the text `catalogue.<name>.<id>` (or `.<key>` for
 * the entries named by a string key) of core's i18n files, where a test checks that every entry has both languages.
 */
export function labelled<E extends { readonly label: Text }>(
  name: CatalogueTextName,
  entries: readonly (Omit<E, 'label'> & ({ readonly id: number } | { readonly key: string }))[],
): readonly E[] {
  return entries.map((entry) => {
    const id = 'id' in entry ? entry.id : entry.key;
    return { ...entry, label: { key: `catalogue.${name}.${id}` as TextKey } } as unknown as E;
  });
}

/** A catalogue whose entries are the ids 1 to `count` with their labels (`catalogue.<name>.<id>`), nothing else. */
export function numberedCatalogue<Id extends number>(name: CatalogueTextName, count: number): readonly CatalogueEntry<Id>[] {
  return labelled<CatalogueEntry<Id>>(
    name,
    Array.from({ length: count }, (_, index) => ({ id: (index + 1) as Id })),
  );
}

/** Looks an entry up by id; `undefined` when the id is not in the catalogue. */
export function findEntry<Id extends number, E extends CatalogueEntry<Id>>(
  catalogue: readonly E[],
  id: number,
): E | undefined {
  return catalogue.find((entry) => entry.id === id);
}

/** The label of an id (a text of core's i18n files); `undefined` for an unknown id. */
export function labelOf(catalogue: readonly CatalogueEntry[], id: number): Text | undefined {
  return findEntry(catalogue, id)?.label;
}

/** The ids of a catalogue, in catalogue order. */
export function idsOf<Id extends number>(catalogue: readonly CatalogueEntry<Id>[]): Id[] {
  return catalogue.map((entry) => entry.id);
}
