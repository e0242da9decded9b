import type { CatalogueEntry } from './catalogue-entry';

/** Start-up technology ids, 1 to 6 (ids designed here, in the spec's order). */
export type StartupTechId = 1 | 2 | 3 | 4 | 5 | 6;

/**
 * Start-up technology fields.
 * @rule prospecting §3 · start-up techs FinTech, GreenTech, HealthTech, DeepTech, EdTech, FoodAgritech
 */
export const STARTUP_TECHS: readonly CatalogueEntry<StartupTechId>[] = [
  { id: 1, label: 'FinTech', labelEn: 'FinTech' },
  { id: 2, label: 'GreenTech', labelEn: 'GreenTech' },
  { id: 3, label: 'HealthTech', labelEn: 'HealthTech' },
  { id: 4, label: 'DeepTech', labelEn: 'DeepTech' },
  { id: 5, label: 'EdTech', labelEn: 'EdTech' },
  { id: 6, label: 'FoodTech / AgriTech', labelEn: 'FoodTech / AgriTech' },
];
