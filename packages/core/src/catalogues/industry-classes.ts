import type { CatalogueEntry } from './catalogue-entry';

/** Industry class ids, 1 to 12 (prospecting §3 gives the count; ids and names are designed here). */
export type IndustryClassId = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12;

/**
 * The 12 industry classes that group the industry types (company_industry_class_id_list).
 * @rule prospecting §3 · 12 industry classes
 */
export const INDUSTRY_CLASSES: readonly CatalogueEntry<IndustryClassId>[] = [
  { id: 1, label: 'Agriculture et agroalimentaire', labelEn: 'Agriculture and food' },
  { id: 2, label: 'Industrie manufacturière', labelEn: 'Manufacturing' },
  { id: 3, label: 'Énergie et environnement', labelEn: 'Energy and environment' },
  { id: 4, label: 'BTP et immobilier', labelEn: 'Construction and real estate' },
  { id: 5, label: 'Commerce et distribution', labelEn: 'Retail and wholesale' },
  { id: 6, label: 'Transport et logistique', labelEn: 'Transport and logistics' },
  { id: 7, label: 'Banque, finance et assurance', labelEn: 'Banking, finance and insurance' },
  { id: 8, label: 'Numérique et télécommunications', labelEn: 'Digital and telecommunications' },
  { id: 9, label: 'Médias, loisirs et tourisme', labelEn: 'Media, leisure and tourism' },
  { id: 10, label: 'Santé et action sociale', labelEn: 'Health and social care' },
  { id: 11, label: 'Services aux entreprises', labelEn: 'Business services' },
  { id: 12, label: 'Secteur public, enseignement et associations', labelEn: 'Public sector, education and non-profits' },
];
