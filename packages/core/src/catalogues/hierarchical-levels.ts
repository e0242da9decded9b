import type { CatalogueEntry } from './catalogue-entry';
import { labelled } from './catalogue-entry';

/** Hierarchical level ids (docs/rules/catalogues-people-process.md "Catalogues"). */
export type HierarchicalLevelId = 1 | 2 | 3 | 4 | 5;
export type HierarchicalLevelCode = 'director' | 'manager' | 'executive_committee' | 'c_level' | 'operational_expert';

export interface HierarchicalLevel extends CatalogueEntry<HierarchicalLevelId> {
  readonly code: HierarchicalLevelCode;
}

/**
 * Hierarchical levels, with the spec's French labels verbatim (the "hierarchical level" tags of the contact criteria).
 * @rule prospecting §3 · hierarchical levels 1 Directeur, 2 Responsable, 3 Codir/Comex, 4 C-Level, 5 Opérationnel/Expert
 */
export const HIERARCHICAL_LEVELS: readonly HierarchicalLevel[] = labelled<HierarchicalLevel>('hierarchicalLevels', [
  { id: 1, code: 'director' },
  { id: 2, code: 'manager' },
  { id: 3, code: 'executive_committee' },
  { id: 4, code: 'c_level' },
  { id: 5, code: 'operational_expert' },
]);

/** Hierarchical level id by code. */
export const HIERARCHICAL_LEVEL = {
  director: 1,
  manager: 2,
  executive_committee: 3,
  c_level: 4,
  operational_expert: 5,
} as const satisfies Record<HierarchicalLevelCode, HierarchicalLevelId>;
