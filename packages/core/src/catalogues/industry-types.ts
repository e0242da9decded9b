import type { CatalogueEntry } from './catalogue-entry';
import type { IndustryClassId } from './industry-classes';

/** Industry type id, within 1 to 81 (ids 20, 26, 32, 38, 51 and 52 are reserved and unused). */
export type IndustryTypeId = number;

export interface IndustryType extends CatalogueEntry<IndustryTypeId> {
  readonly industryClassId: IndustryClassId;
}

/**
 * The 75 industry types (company_industry_type_id_list and its negated form), each in one industry class.
 * Ids run from 1 to 81 with six reserved, unused ids; an id is never reassigned to another sector.
 * @rule prospecting §3 · about 75 industry types (ids 1 to 81), each in an industry class
 */
export const INDUSTRY_TYPES: readonly IndustryType[] = [
  // 1 Agriculture et agroalimentaire
  { id: 1, industryClassId: 1, label: 'Agriculture, élevage et pêche', labelEn: 'Agriculture, livestock and fishing' },
  { id: 2, industryClassId: 1, label: 'Industrie agroalimentaire', labelEn: 'Food processing' },
  { id: 3, industryClassId: 1, label: 'Vins, spiritueux et boissons', labelEn: 'Wines, spirits and beverages' },
  // 2 Industrie manufacturière
  { id: 4, industryClassId: 2, label: 'Aéronautique, spatial et défense', labelEn: 'Aerospace and defence' },
  { id: 5, industryClassId: 2, label: 'Automobile et équipementiers', labelEn: 'Automotive and suppliers' },
  { id: 6, industryClassId: 2, label: 'Chimie', labelEn: 'Chemicals' },
  { id: 7, industryClassId: 2, label: 'Industrie pharmaceutique', labelEn: 'Pharmaceuticals' },
  { id: 8, industryClassId: 2, label: 'Cosmétiques et parfums', labelEn: 'Cosmetics and fragrances' },
  { id: 9, industryClassId: 2, label: 'Textile et habillement', labelEn: 'Textiles and clothing' },
  { id: 10, industryClassId: 2, label: 'Luxe', labelEn: 'Luxury goods' },
  { id: 11, industryClassId: 2, label: 'Métallurgie et sidérurgie', labelEn: 'Metals and steel' },
  { id: 12, industryClassId: 2, label: 'Mécanique et équipements industriels', labelEn: 'Mechanical and industrial equipment' },
  { id: 13, industryClassId: 2, label: 'Électronique et composants', labelEn: 'Electronics and components' },
  { id: 14, industryClassId: 2, label: 'Matériel électrique', labelEn: 'Electrical equipment' },
  { id: 15, industryClassId: 2, label: 'Plasturgie et caoutchouc', labelEn: 'Plastics and rubber' },
  { id: 16, industryClassId: 2, label: 'Papier, carton et emballage', labelEn: 'Paper, board and packaging' },
  { id: 17, industryClassId: 2, label: 'Bois et ameublement', labelEn: 'Wood and furniture' },
  { id: 18, industryClassId: 2, label: 'Verre, céramique et matériaux', labelEn: 'Glass, ceramics and materials' },
  { id: 19, industryClassId: 2, label: 'Construction ferroviaire et navale', labelEn: 'Rolling stock and shipbuilding' },
  // 3 Énergie et environnement
  { id: 21, industryClassId: 3, label: 'Production et distribution d’énergie', labelEn: 'Energy production and distribution' },
  { id: 22, industryClassId: 3, label: 'Pétrole et gaz', labelEn: 'Oil and gas' },
  { id: 23, industryClassId: 3, label: 'Énergies renouvelables', labelEn: 'Renewable energy' },
  { id: 24, industryClassId: 3, label: 'Eau, assainissement et déchets', labelEn: 'Water, sanitation and waste' },
  { id: 25, industryClassId: 3, label: 'Industries extractives', labelEn: 'Mining and quarrying' },
  // 4 BTP et immobilier
  { id: 27, industryClassId: 4, label: 'Bâtiment', labelEn: 'Building construction' },
  { id: 28, industryClassId: 4, label: 'Travaux publics et génie civil', labelEn: 'Civil engineering' },
  { id: 29, industryClassId: 4, label: 'Matériaux de construction', labelEn: 'Building materials' },
  { id: 30, industryClassId: 4, label: 'Promotion immobilière', labelEn: 'Property development' },
  { id: 31, industryClassId: 4, label: 'Gestion et services immobiliers', labelEn: 'Property management and services' },
  // 5 Commerce et distribution
  { id: 33, industryClassId: 5, label: 'Grande distribution', labelEn: 'Mass retail' },
  { id: 34, industryClassId: 5, label: 'Commerce de gros et négoce', labelEn: 'Wholesale trade' },
  { id: 35, industryClassId: 5, label: 'Commerce spécialisé', labelEn: 'Specialist retail' },
  { id: 36, industryClassId: 5, label: 'E-commerce', labelEn: 'E-commerce' },
  { id: 37, industryClassId: 5, label: 'Distribution automobile', labelEn: 'Car dealerships' },
  // 6 Transport et logistique
  { id: 39, industryClassId: 6, label: 'Transport routier de marchandises', labelEn: 'Road freight' },
  { id: 40, industryClassId: 6, label: 'Transport aérien', labelEn: 'Air transport' },
  { id: 41, industryClassId: 6, label: 'Transport ferroviaire', labelEn: 'Rail transport' },
  { id: 42, industryClassId: 6, label: 'Transport maritime et fluvial', labelEn: 'Shipping and inland waterways' },
  { id: 43, industryClassId: 6, label: 'Transport de voyageurs', labelEn: 'Passenger transport' },
  { id: 44, industryClassId: 6, label: 'Logistique et entreposage', labelEn: 'Logistics and warehousing' },
  { id: 45, industryClassId: 6, label: 'Courrier, colis et messagerie', labelEn: 'Postal and parcel services' },
  // 7 Banque, finance et assurance
  { id: 46, industryClassId: 7, label: 'Banque', labelEn: 'Banking' },
  { id: 47, industryClassId: 7, label: 'Assurance', labelEn: 'Insurance' },
  { id: 48, industryClassId: 7, label: 'Mutuelles et prévoyance', labelEn: 'Mutual and provident insurance' },
  { id: 49, industryClassId: 7, label: 'Gestion d’actifs et capital-investissement', labelEn: 'Asset management and private equity' },
  { id: 50, industryClassId: 7, label: 'Services financiers et paiement', labelEn: 'Financial services and payments' },
  // 8 Numérique et télécommunications
  { id: 53, industryClassId: 8, label: 'Éditeurs de logiciels', labelEn: 'Software publishers' },
  { id: 54, industryClassId: 8, label: 'Entreprises de services du numérique (ESN)', labelEn: 'IT services companies' },
  { id: 55, industryClassId: 8, label: 'Télécommunications', labelEn: 'Telecommunications' },
  { id: 56, industryClassId: 8, label: 'Matériel informatique et réseaux', labelEn: 'Computer hardware and networks' },
  { id: 57, industryClassId: 8, label: 'Internet et plateformes numériques', labelEn: 'Internet and digital platforms' },
  { id: 58, industryClassId: 8, label: 'Cybersécurité', labelEn: 'Cybersecurity' },
  // 9 Médias, loisirs et tourisme
  { id: 59, industryClassId: 9, label: 'Médias et presse', labelEn: 'Media and press' },
  { id: 60, industryClassId: 9, label: 'Audiovisuel et cinéma', labelEn: 'Broadcasting and film' },
  { id: 61, industryClassId: 9, label: 'Édition', labelEn: 'Publishing' },
  { id: 62, industryClassId: 9, label: 'Publicité et marketing', labelEn: 'Advertising and marketing' },
  { id: 63, industryClassId: 9, label: 'Événementiel', labelEn: 'Events' },
  { id: 64, industryClassId: 9, label: 'Hôtellerie', labelEn: 'Hotels' },
  { id: 65, industryClassId: 9, label: 'Restauration', labelEn: 'Restaurants and catering' },
  { id: 66, industryClassId: 9, label: 'Tourisme et voyages', labelEn: 'Tourism and travel' },
  { id: 67, industryClassId: 9, label: 'Sport et loisirs', labelEn: 'Sport and leisure' },
  { id: 68, industryClassId: 9, label: 'Jeux vidéo', labelEn: 'Video games' },
  // 10 Santé et action sociale
  { id: 69, industryClassId: 10, label: 'Hôpitaux et cliniques', labelEn: 'Hospitals and clinics' },
  { id: 70, industryClassId: 10, label: 'Dispositifs médicaux', labelEn: 'Medical devices' },
  { id: 71, industryClassId: 10, label: 'Biotechnologies', labelEn: 'Biotechnology' },
  { id: 72, industryClassId: 10, label: 'Action sociale et médico-social', labelEn: 'Social and medico-social care' },
  // 11 Services aux entreprises
  { id: 73, industryClassId: 11, label: 'Conseil en stratégie et management', labelEn: 'Strategy and management consulting' },
  { id: 74, industryClassId: 11, label: 'Audit et expertise comptable', labelEn: 'Audit and accounting' },
  { id: 75, industryClassId: 11, label: 'Services juridiques', labelEn: 'Legal services' },
  { id: 76, industryClassId: 11, label: 'Recrutement et travail temporaire', labelEn: 'Recruitment and temporary work' },
  { id: 77, industryClassId: 11, label: 'Propreté, sécurité et services aux bâtiments', labelEn: 'Cleaning, security and facility services' },
  { id: 78, industryClassId: 11, label: 'Ingénierie, architecture et bureaux d’études', labelEn: 'Engineering and architecture' },
  // 12 Secteur public, enseignement et associations
  { id: 79, industryClassId: 12, label: 'Administration publique', labelEn: 'Public administration' },
  { id: 80, industryClassId: 12, label: 'Enseignement et formation', labelEn: 'Education and training' },
  { id: 81, industryClassId: 12, label: 'Associations et organisations professionnelles', labelEn: 'Non-profits and trade bodies' },
];

/**
 * Industry type ids that are reserved and never used (never reassigned).
 * @rule prospecting §3 · industry type ids 1 to 81 with gaps
 */
export const RESERVED_INDUSTRY_TYPE_IDS: readonly number[] = [20, 26, 32, 38, 51, 52];

/** The industry types of an industry class, in catalogue order; empty for an unknown class. */
export function industryTypesOfClass(industryClassId: number): readonly IndustryType[] {
  return INDUSTRY_TYPES.filter((type) => type.industryClassId === industryClassId);
}
