import type { CatalogueEntry } from './catalogue-entry';
import { labelled } from './catalogue-entry';
import type { SchoolTypeId } from './school-types';

/** School id. */
export type SchoolId = number;

export interface School extends CatalogueEntry<SchoolId> {
  readonly schoolTypeId: SchoolTypeId;
}

/** A school of a type (its name, a proper name, is the same in both languages of core's i18n files). */
function school(id: SchoolId, schoolTypeId: SchoolTypeId): Omit<School, 'label'> {
  return { id, schoolTypeId };
}

/**
 * Reference schools (person_school_id_list): the main French business schools, engineering schools, universities,
 * political-studies institutes, civil-service, journalism and art schools, under their current official names.
 * @rule prospecting §3 · schools, each of a school type
 */
export const SCHOOLS: readonly School[] = labelled<School>('schools', [
  // 1 École de commerce
  school(1, 1), // HEC Paris
  school(2, 1), // ESSEC Business School
  school(3, 1), // ESCP Business School
  school(4, 1), // EDHEC Business School
  school(5, 1), // emlyon business school
  school(6, 1), // Grenoble École de Management
  school(7, 1), // SKEMA Business School
  school(8, 1), // Audencia
  school(9, 1), // NEOMA Business School
  school(10, 1), // TBS Education
  school(11, 1), // KEDGE Business School
  school(12, 1), // Rennes School of Business
  school(13, 1), // Montpellier Business School
  school(14, 1), // IÉSEG School of Management
  school(15, 1), // ICN Business School
  school(16, 1), // Burgundy School of Business
  school(17, 1), // EM Strasbourg Business School
  school(18, 1), // ESSCA School of Management
  school(19, 1), // EM Normandie
  // 2 École d’ingénieurs
  school(20, 2), // École polytechnique
  school(21, 2), // CentraleSupélec
  school(22, 2), // Mines Paris – PSL
  school(23, 2), // École des Ponts ParisTech
  school(24, 2), // Télécom Paris
  school(25, 2), // ENSTA Paris
  school(26, 2), // ISAE-SUPAERO
  school(27, 2), // Arts et Métiers
  school(28, 2), // INSA Lyon
  school(29, 2), // École centrale de Lyon
  school(30, 2), // Centrale Nantes
  school(31, 2), // Grenoble INP
  school(32, 2), // IMT Atlantique
  school(33, 2), // ESTP
  school(34, 2), // EPITA
  school(35, 2), // ENSAE Paris
  school(36, 2), // AgroParisTech
  school(37, 2), // ESPCI Paris – PSL
  school(38, 2), // Université de technologie de Compiègne (UTC)
  // 3 Université
  school(39, 3), // Université Paris 1 Panthéon-Sorbonne
  school(40, 3), // Sorbonne Université
  school(41, 3), // Université Paris Cité
  school(42, 3), // Université Paris-Saclay
  school(43, 3), // Université Paris Dauphine – PSL
  school(44, 3), // Université Paris-Panthéon-Assas
  school(45, 3), // Aix-Marseille Université
  school(46, 3), // Université de Bordeaux
  school(47, 3), // Université de Lille
  school(48, 3), // Université de Strasbourg
  school(49, 3), // Université Grenoble Alpes
  school(50, 3), // Université Claude Bernard Lyon 1
  school(51, 3), // Université Toulouse Capitole
  school(52, 3), // Université de Montpellier
  school(53, 3), // Nantes Université
  // 4 Institut d’études politiques
  school(54, 4), // Sciences Po
  school(55, 4), // Sciences Po Lyon
  school(56, 4), // Sciences Po Bordeaux
  school(57, 4), // Sciences Po Aix
  school(58, 4), // Sciences Po Lille
  // 5 École de la haute fonction publique
  school(59, 5), // Institut national du service public (INSP, ex-ENA)
  school(60, 5), // École nationale de la magistrature (ENM)
  // 6 École de journalisme et de communication
  school(61, 6), // CELSA Sorbonne Université
  school(62, 6), // École supérieure de journalisme de Lille (ESJ Lille)
  school(63, 6), // Centre de formation des journalistes (CFJ)
  // 7 École d’art, d’architecture et de design
  school(64, 7), // École nationale supérieure des Arts Décoratifs
  school(65, 7), // Beaux-Arts de Paris
  school(66, 7), // Strate École de design
]);

/** The schools of a school type, in catalogue order; empty for an unknown type. */
export function schoolsOfType(schoolTypeId: number): readonly School[] {
  return SCHOOLS.filter((entry) => entry.schoolTypeId === schoolTypeId);
}
