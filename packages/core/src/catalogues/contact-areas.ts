import type { CatalogueEntry } from './catalogue-entry';

/** Contact-area category id, 1 to 36. */
export type ContactAreaCategoryId = number;

/**
 * The 36 contact-area categories: the functional area a contact works in within the company (prospecting §3 gives
 * the count; ids and names are designed here, documented in docs/rules/catalogues-places-companies.md).
 * @rule prospecting §3 · 36 contact-area categories
 */
export const CONTACT_AREA_CATEGORIES: readonly CatalogueEntry<ContactAreaCategoryId>[] = [
  { id: 1, label: 'Direction générale', labelEn: 'General management' },
  { id: 2, label: 'Stratégie et développement', labelEn: 'Strategy and corporate development' },
  { id: 3, label: 'Finance', labelEn: 'Finance' },
  { id: 4, label: 'Comptabilité', labelEn: 'Accounting' },
  { id: 5, label: 'Contrôle de gestion', labelEn: 'Management control' },
  { id: 6, label: 'Trésorerie et financement', labelEn: 'Treasury and financing' },
  { id: 7, label: 'Audit interne', labelEn: 'Internal audit' },
  { id: 8, label: 'Risques et conformité', labelEn: 'Risk and compliance' },
  { id: 9, label: 'Juridique', labelEn: 'Legal' },
  { id: 10, label: 'Fiscalité', labelEn: 'Tax' },
  { id: 11, label: 'Relations investisseurs', labelEn: 'Investor relations' },
  { id: 12, label: 'Ressources humaines', labelEn: 'Human resources' },
  { id: 13, label: 'Recrutement', labelEn: 'Recruitment' },
  { id: 14, label: 'Formation', labelEn: 'Training' },
  { id: 15, label: 'Paie et administration du personnel', labelEn: 'Payroll and HR administration' },
  { id: 16, label: 'Marketing', labelEn: 'Marketing' },
  { id: 17, label: 'Communication', labelEn: 'Communication' },
  { id: 18, label: 'Marketing digital', labelEn: 'Digital marketing' },
  { id: 19, label: 'Commercial', labelEn: 'Sales' },
  { id: 20, label: 'Export et international', labelEn: 'Export and international' },
  { id: 21, label: 'Service client', labelEn: 'Customer service' },
  { id: 22, label: 'Achats', labelEn: 'Purchasing' },
  { id: 23, label: 'Logistique et supply chain', labelEn: 'Logistics and supply chain' },
  { id: 24, label: 'Production', labelEn: 'Production' },
  { id: 25, label: 'Maintenance et travaux', labelEn: 'Maintenance and works' },
  { id: 26, label: 'Qualité', labelEn: 'Quality' },
  { id: 27, label: 'Hygiène, sécurité et environnement (HSE)', labelEn: 'Health, safety and environment (HSE)' },
  { id: 28, label: 'Recherche et développement', labelEn: 'Research and development' },
  { id: 29, label: 'Innovation', labelEn: 'Innovation' },
  { id: 30, label: 'Informatique (DSI)', labelEn: 'Information technology' },
  { id: 31, label: 'Sécurité des systèmes d’information', labelEn: 'Information security' },
  { id: 32, label: 'Data et intelligence artificielle', labelEn: 'Data and artificial intelligence' },
  { id: 33, label: 'Transformation digitale', labelEn: 'Digital transformation' },
  { id: 34, label: 'Services généraux et immobilier', labelEn: 'Facilities and real estate' },
  { id: 35, label: 'RSE et développement durable', labelEn: 'CSR and sustainability' },
  { id: 36, label: 'Affaires publiques et institutionnelles', labelEn: 'Public affairs' },
];
