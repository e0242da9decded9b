import type { CatalogueEntry } from './catalogue-entry';
import { numberedCatalogue } from './catalogue-entry';

/** Start-up technology ids, 1 to 6 (ids designed here, in the spec's order). */
export type StartupTechId = 1 | 2 | 3 | 4 | 5 | 6;

/**
 * Start-up technology fields.
 * @rule prospecting §3 · start-up techs FinTech, GreenTech, HealthTech, DeepTech, EdTech, FoodAgritech
 */
export const STARTUP_TECHS: readonly CatalogueEntry<StartupTechId>[] = numberedCatalogue<StartupTechId>('startupTechs', 6);
