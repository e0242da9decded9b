import type { CatalogueEntry } from './catalogue-entry';
import type { JobClassId } from './job-classes';

const JOB_TYPE_ROWS = [
  { id: 1, jobClassId: 1, label: 'Gouvernance', labelEn: 'Governance' },
  { id: 2, jobClassId: 2, label: 'Direction générale', labelEn: 'General management' },
  { id: 3, jobClassId: 3, label: 'Finance', labelEn: 'Finance' },
  { id: 4, jobClassId: 3, label: 'Ressources humaines', labelEn: 'Human resources' },
  { id: 5, jobClassId: 3, label: 'Juridique', labelEn: 'Legal' },
  { id: 6, jobClassId: 3, label: 'Achats', labelEn: 'Purchasing' },
  { id: 7, jobClassId: 3, label: 'Services généraux', labelEn: 'Facilities' },
  { id: 8, jobClassId: 3, label: 'Administration', labelEn: 'Administration' },
  { id: 9, jobClassId: 4, label: 'Marketing', labelEn: 'Marketing' },
  { id: 10, jobClassId: 4, label: 'Commercial', labelEn: 'Sales' },
  { id: 11, jobClassId: 4, label: 'Communication', labelEn: 'Communication' },
  { id: 12, jobClassId: 4, label: 'Digital', labelEn: 'Digital' },
  { id: 13, jobClassId: 4, label: 'Relation client', labelEn: 'Customer relations' },
  { id: 14, jobClassId: 5, label: 'Informatique', labelEn: 'IT' },
  { id: 15, jobClassId: 5, label: 'Data', labelEn: 'Data' },
  { id: 16, jobClassId: 5, label: 'Production', labelEn: 'Production' },
  { id: 17, jobClassId: 5, label: 'Logistique', labelEn: 'Logistics' },
  { id: 18, jobClassId: 5, label: 'Recherche et développement', labelEn: 'Research and development' },
  { id: 19, jobClassId: 5, label: 'Ingénierie', labelEn: 'Engineering' },
  { id: 20, jobClassId: 5, label: 'Qualité', labelEn: 'Quality' },
  { id: 21, jobClassId: 5, label: 'Environnement et RSE', labelEn: 'Environment and CSR' },
  { id: 22, jobClassId: 6, label: 'Santé', labelEn: 'Health' },
  { id: 23, jobClassId: 6, label: 'Enseignement', labelEn: 'Education' },
  { id: 24, jobClassId: 6, label: 'Distribution', labelEn: 'Retail' },
  { id: 25, jobClassId: 6, label: 'Banque et assurance', labelEn: 'Banking and insurance' },
  { id: 26, jobClassId: 6, label: 'Conseil et professions libérales', labelEn: 'Consulting and liberal professions' },
  { id: 27, jobClassId: 6, label: 'Secteur public', labelEn: 'Public sector' },
  { id: 28, jobClassId: 6, label: 'Hôtellerie et restauration', labelEn: 'Hospitality and catering' },
  { id: 29, jobClassId: 0, label: 'Autre', labelEn: 'Other' },
] as const satisfies readonly { id: number; jobClassId: JobClassId; label: string; labelEn: string }[];

/** Job type ids, 1 to 29 (prospecting §3: "about 29 job types"). */
export type JobTypeId = (typeof JOB_TYPE_ROWS)[number]['id'];

export interface JobType extends CatalogueEntry<JobTypeId> {
  /** The job class the domain belongs to. */
  readonly jobClassId: JobClassId;
}

/**
 * Job types: the functional domain of a position (criterion job_type_id_list; the "job type" of a news item).
 * Coarser than job functions, finer than job classes; each type is in one job class. Contents designed here.
 * @rule prospecting §3 · 29 job types (functional domains), each in an existing job class
 */
export const JOB_TYPES: readonly JobType[] = JOB_TYPE_ROWS;
