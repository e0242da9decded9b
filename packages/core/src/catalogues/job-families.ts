import type { CatalogueEntry } from './catalogue-entry';
import type { JobClassId } from './job-classes';

/** Job family ids 1 to 25 (prospecting §3: "25 job families (id, name, order, job_class)"). */
export type JobFamilyId =
  | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13
  | 14 | 15 | 16 | 17 | 18 | 19 | 20 | 21 | 22 | 23 | 24 | 25;

export interface JobFamily extends CatalogueEntry<JobFamilyId> {
  /** Display order (1 first), unique across the catalogue. */
  readonly order: number;
  /** The job class the family belongs to. */
  readonly jobClassId: JobClassId;
}

/**
 * The 25 job families, each in one job class, listed in display order: classes 1 to 6 in class order,
 * the "other" class last. The spec gives the shape, not the contents: the names are designed here
 * (docs/rules/catalogues-people-process.md).
 * @rule prospecting §3 · 25 job families with order and job class
 */
export const JOB_FAMILIES: readonly JobFamily[] = [
  { id: 1, order: 1, jobClassId: 1, label: 'Gouvernance et mandats sociaux', labelEn: 'Governance and board offices' },
  { id: 2, order: 2, jobClassId: 2, label: 'Direction générale', labelEn: 'General management' },
  { id: 3, order: 3, jobClassId: 2, label: 'Direction de filiale et de business unit', labelEn: 'Subsidiary and business unit management' },
  { id: 4, order: 4, jobClassId: 3, label: 'Finance et comptabilité', labelEn: 'Finance and accounting' },
  { id: 5, order: 5, jobClassId: 3, label: 'Ressources humaines', labelEn: 'Human resources' },
  { id: 6, order: 6, jobClassId: 3, label: 'Juridique et conformité', labelEn: 'Legal and compliance' },
  { id: 7, order: 7, jobClassId: 3, label: 'Achats', labelEn: 'Purchasing' },
  { id: 8, order: 8, jobClassId: 3, label: 'Services généraux et immobilier', labelEn: 'Facilities and real estate' },
  { id: 9, order: 9, jobClassId: 3, label: 'Administration et assistanat', labelEn: 'Administration and office support' },
  { id: 10, order: 10, jobClassId: 4, label: 'Marketing', labelEn: 'Marketing' },
  { id: 11, order: 11, jobClassId: 4, label: 'Commercial et ventes', labelEn: 'Sales' },
  { id: 12, order: 12, jobClassId: 4, label: 'Communication et relations publiques', labelEn: 'Communication and public relations' },
  { id: 13, order: 13, jobClassId: 4, label: 'Digital et e-commerce', labelEn: 'Digital and e-commerce' },
  { id: 14, order: 14, jobClassId: 4, label: 'Relation client', labelEn: 'Customer relations' },
  { id: 15, order: 15, jobClassId: 5, label: 'Systèmes d’information', labelEn: 'Information systems' },
  { id: 16, order: 16, jobClassId: 5, label: 'Production et industrie', labelEn: 'Production and manufacturing' },
  { id: 17, order: 17, jobClassId: 5, label: 'Logistique et supply chain', labelEn: 'Logistics and supply chain' },
  { id: 18, order: 18, jobClassId: 5, label: 'Recherche et développement', labelEn: 'Research and development' },
  { id: 19, order: 19, jobClassId: 5, label: 'Ingénierie et travaux', labelEn: 'Engineering and works' },
  { id: 20, order: 20, jobClassId: 5, label: 'Qualité, hygiène, sécurité, environnement', labelEn: 'Quality, health, safety, environment' },
  { id: 21, order: 21, jobClassId: 6, label: 'Santé et médical', labelEn: 'Health and medical' },
  { id: 22, order: 22, jobClassId: 6, label: 'Enseignement et formation', labelEn: 'Education and training' },
  { id: 23, order: 23, jobClassId: 6, label: 'Distribution et points de vente', labelEn: 'Retail and stores' },
  { id: 24, order: 24, jobClassId: 6, label: 'Secteur public et collectivités', labelEn: 'Public sector and local authorities' },
  { id: 25, order: 25, jobClassId: 0, label: 'Autres fonctions', labelEn: 'Other functions' },
];

/** The families of a job class, in display order. */
export function jobFamiliesOfClass(jobClassId: JobClassId): JobFamily[] {
  return JOB_FAMILIES.filter((family) => family.jobClassId === jobClassId).sort((a, b) => a.order - b.order);
}
