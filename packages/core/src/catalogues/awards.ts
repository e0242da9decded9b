import type { CatalogueEntry } from './catalogue-entry';

/** Award id, 1 to 16. */
export type AwardId = number;

/** What kind of distinction an award is. */
export type AwardKind = 'ranking' | 'label' | 'programme';

export interface Award extends CatalogueEntry<AwardId> {
  readonly kind: AwardKind;
}

/**
 * The 16 awards, labels and rankings a company can hold (the "awards" company criterion): French and international
 * distinctions commonly held by companies in France (prospecting §3 gives the count; the list is designed here).
 * @rule prospecting §3 · 16 awards
 */
export const AWARDS: readonly Award[] = [
  { id: 1, kind: 'programme', label: 'French Tech Next40', labelEn: 'French Tech Next40' },
  { id: 2, kind: 'programme', label: 'French Tech 120', labelEn: 'French Tech 120' },
  { id: 3, kind: 'programme', label: 'Bpifrance Excellence', labelEn: 'Bpifrance Excellence' },
  { id: 4, kind: 'ranking', label: 'Champions de la croissance (Les Echos)', labelEn: 'Growth Champions (Les Echos)' },
  { id: 5, kind: 'ranking', label: 'Deloitte Technology Fast 50', labelEn: 'Deloitte Technology Fast 50' },
  { id: 6, kind: 'label', label: 'Great Place To Work', labelEn: 'Great Place To Work' },
  { id: 7, kind: 'label', label: 'Top Employer France', labelEn: 'Top Employer France' },
  { id: 8, kind: 'ranking', label: 'Meilleurs employeurs de France (Capital)', labelEn: 'France’s Best Employers (Capital)' },
  { id: 9, kind: 'label', label: 'Label Happy At Work', labelEn: 'Happy At Work label' },
  { id: 10, kind: 'label', label: 'Entreprise du patrimoine vivant (EPV)', labelEn: 'Living Heritage Company (EPV)' },
  { id: 11, kind: 'label', label: 'Origine France Garantie', labelEn: 'Origine France Garantie' },
  { id: 12, kind: 'label', label: 'Label Lucie (RSE)', labelEn: 'Lucie label (CSR)' },
  { id: 13, kind: 'label', label: 'Label Engagé RSE (AFNOR)', labelEn: 'Engagé RSE label (AFNOR)' },
  { id: 14, kind: 'label', label: 'Certification B Corp', labelEn: 'B Corp certification' },
  { id: 15, kind: 'label', label: 'Label Numérique Responsable', labelEn: 'Responsible Digital label' },
  {
    id: 16,
    kind: 'label',
    label: 'Label Relations fournisseurs et achats responsables',
    labelEn: 'Responsible Supplier Relations and Purchasing label',
  },
];
