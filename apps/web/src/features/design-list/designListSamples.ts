import type { SelectOption } from '@cible/core';

/** Sample data of the catalogue: proper names and figures, not interface text. */
export const REGIONS: SelectOption[] = [
  { value: 11, name: 'Île-de-France', full_name: 'Île-de-France (IDF)' },
  { value: 84, name: 'Auvergne-Rhône-Alpes', full_name: 'Auvergne-Rhône-Alpes (ARA)' },
  { value: 93, name: 'Provence-Alpes-Côte d’Azur', full_name: 'Provence-Alpes-Côte d’Azur (PACA)' },
  { value: 75, name: 'Nouvelle-Aquitaine', full_name: 'Nouvelle-Aquitaine (NAQ)' },
  { value: 32, name: 'Hauts-de-France', full_name: 'Hauts-de-France (HDF)', disabled: true },
  { value: 53, name: 'Bretagne', full_name: 'Bretagne (BRE)' },
];

export interface SampleCompany {
  id: number;
  name: string;
  city: string;
  zip: string;
  contacts: number;
  sector: 'industry' | 'services' | 'retail' | 'tech';
  status: 'success' | 'warning' | 'neutral';
}

export const COMPANIES: SampleCompany[] = [
  { id: 1, name: 'Aéroline Systèmes', city: 'Toulouse', zip: '31', contacts: 48, sector: 'industry', status: 'success' },
  { id: 2, name: 'Batiplus Rénovation', city: 'Lyon', zip: '69', contacts: 12, sector: 'services', status: 'warning' },
  { id: 3, name: 'Cap Atlantique Logistique', city: 'Nantes', zip: '44', contacts: 27, sector: 'services', status: 'neutral' },
  { id: 4, name: 'Datavista', city: 'Paris', zip: '75', contacts: 96, sector: 'tech', status: 'success' },
  { id: 5, name: 'Épicerie des Halles', city: 'Lille', zip: '59', contacts: 5, sector: 'retail', status: 'neutral' },
  { id: 6, name: 'Forges de l’Est', city: 'Metz', zip: '57', contacts: 33, sector: 'industry', status: 'warning' },
];

export const PEOPLE = [
  { name: 'Camille Laurent', src: null },
  { name: 'Hugo Martin', src: '/missing-portrait.jpg' },
  { name: 'Léa Bernard', src: null },
  { name: 'Nicolas Petit', src: null },
] as const;
