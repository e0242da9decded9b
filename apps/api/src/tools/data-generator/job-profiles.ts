/**
 * How each job title of core's JOB_TITLES behaves in the generated data: its hierarchical level, job type, main
 * and secondary job functions (all core catalogues), how often it appears, and in which trades it exists at all
 * (a "Médecin" works in health care, a "Maire" in a local authority). Plus the feminine forms of the titles.
 */
import { HIERARCHICAL_LEVEL, JOB_TITLES } from '@cible/core';

/** Trades a title is limited to (absent: any company). */
export type TitleScope = 'health' | 'education' | 'retail' | 'public' | 'consulting' | 'manufacturing' | 'construction' | 'research';

export interface JobProfile {
  readonly hierarchicalLevelId: number;
  readonly jobTypeId: number;
  readonly mainFunctionId: number;
  readonly otherFunctionIds: readonly number[];
  /** Relative frequency among the staff of a company. */
  readonly weight: number;
  readonly scope?: TitleScope;
}

const { director: D, manager: R, executive_committee: X, c_level: C, operational_expert: E } = HIERARCHICAL_LEVEL;

type Row = readonly [level: number, jobType: number, mainFunction: number, others: readonly number[], weight: number, scope?: TitleScope];

const ROWS: Readonly<Record<number, Row>> = {
  1: [C, 1, 1, [], 2], 2: [C, 1, 1, [2], 0.6], 3: [X, 1, 3, [], 0.3], 4: [X, 1, 2, [], 0.8], 5: [C, 1, 4, [6], 1],
  6: [C, 2, 6, [1], 1], 7: [C, 2, 6, [], 1.5], 8: [X, 2, 7, [], 0.8], 9: [X, 2, 7, [15], 1.2], 10: [C, 2, 6, [], 0.2],
  11: [X, 2, 7, [], 0.4], 12: [X, 2, 9, [37, 18], 1], 13: [C, 2, 8, [16], 1.5], 14: [D, 2, 10, [], 1], 15: [D, 2, 11, [], 1.5],
  16: [D, 2, 12, [], 1.5], 17: [D, 2, 14, [], 3], 18: [D, 2, 13, [], 2],
  19: [C, 3, 18, [19, 20], 4], 20: [X, 3, 18, [21], 2.5], 21: [R, 3, 19, [], 4], 22: [E, 3, 20, [], 3], 23: [R, 3, 20, [24], 1.5],
  24: [E, 3, 21, [], 0.7], 25: [R, 3, 22, [], 0.7], 26: [D, 3, 23, [27], 0.5], 27: [R, 3, 24, [], 0.5],
  28: [X, 4, 28, [32], 4], 29: [R, 4, 28, [29, 31], 4], 30: [R, 4, 29, [36], 2], 31: [R, 4, 30, [33], 1.5], 32: [R, 4, 31, [34], 1.2],
  33: [R, 4, 32, [39], 0.7], 34: [R, 4, 33, [36], 0.7],
  35: [X, 5, 37, [38], 1.5], 36: [E, 5, 38, [39, 44], 2], 37: [R, 5, 41, [27], 0.8], 38: [E, 5, 42, [], 0.6], 39: [R, 5, 43, [], 0.4],
  40: [D, 6, 45, [47], 1.5], 41: [R, 6, 45, [46], 2.5], 42: [E, 6, 45, [47], 2.5], 43: [R, 6, 46, [], 0.6],
  44: [D, 7, 48, [49], 0.8], 45: [R, 7, 48, [50, 51], 1.5], 46: [D, 7, 49, [], 0.5],
  47: [E, 8, 53, [], 3], 48: [E, 8, 54, [55], 1.5], 49: [R, 8, 54, [], 2],
  50: [X, 9, 56, [57], 2.5], 51: [R, 9, 57, [58], 3], 52: [E, 9, 59, [], 2], 53: [R, 9, 58, [63], 1.2], 54: [E, 9, 58, [], 1.2],
  55: [R, 9, 60, [], 0.6], 56: [R, 9, 61, [], 0.8], 57: [D, 9, 62, [], 0.5],
  58: [X, 10, 69, [72], 6], 59: [R, 10, 69, [71], 5], 60: [D, 10, 69, [70], 2], 61: [E, 10, 70, [75], 4], 62: [E, 10, 70, [], 2.5],
  63: [D, 10, 73, [], 1], 64: [E, 10, 72, [76], 2.5], 65: [D, 10, 72, [17], 2], 66: [R, 10, 74, [], 1.5],
  67: [X, 11, 77, [79], 1.5], 68: [R, 11, 79, [78], 2.5], 69: [R, 11, 80, [], 0.7], 70: [R, 11, 78, [], 0.7], 71: [R, 11, 81, [83], 0.8],
  72: [C, 12, 64, [16], 1], 73: [R, 12, 65, [], 1.2], 74: [R, 12, 64, [66, 67], 1.5], 75: [E, 12, 67, [68], 1], 76: [R, 12, 66, [], 0.7],
  77: [D, 13, 84, [85], 1], 78: [R, 13, 85, [87], 1.5], 79: [E, 13, 86, [], 1],
  80: [C, 14, 88, [92], 3], 81: [C, 14, 90, [92, 95], 2], 82: [R, 14, 88, [96, 89], 3], 83: [R, 14, 91, [], 1], 84: [R, 14, 89, [95], 1],
  85: [E, 14, 97, [98], 2], 86: [R, 14, 90, [], 1], 87: [C, 15, 93, [94], 0.7],
  88: [X, 16, 100, [101, 104], 1.2, 'manufacturing'], 89: [D, 16, 100, [], 1.5, 'manufacturing'], 90: [R, 16, 100, [101], 2.5, 'manufacturing'],
  91: [D, 16, 100, [12], 1.2, 'manufacturing'], 92: [R, 16, 102, [103], 1.5, 'manufacturing'],
  93: [D, 17, 105, [106], 1.2], 94: [R, 17, 106, [108], 1.5], 95: [R, 17, 107, [], 1],
  96: [D, 18, 110, [111], 1, 'research'], 97: [R, 18, 111, [], 0.8], 98: [D, 18, 112, [113], 0.4, 'research'],
  99: [D, 19, 114, [], 0.8, 'construction'], 100: [R, 19, 115, [], 1.2, 'construction'], 101: [E, 19, 116, [], 1.5, 'construction'],
  102: [R, 20, 118, [], 2], 103: [R, 20, 119, [118, 120], 1.5], 104: [R, 21, 120, [], 1],
  105: [D, 22, 125, [], 1, 'health'], 106: [E, 22, 122, [], 1, 'health'], 107: [E, 22, 123, [], 0.6, 'health'],
  108: [D, 23, 126, [128], 1, 'education'], 109: [E, 23, 127, [126], 0.6, 'education'],
  110: [D, 24, 129, [], 2, 'retail'], 111: [R, 24, 130, [], 1.5, 'retail'],
  112: [C, 27, 145, [], 1, 'public'], 113: [C, 27, 146, [], 0.5, 'public'],
  114: [E, 26, 140, [], 2, 'consulting'], 115: [E, 29, 149, [], 1],
};

/** The profile of every title of core's JOB_TITLES (a test checks that none is missing). */
export const JOB_PROFILES: ReadonlyMap<number, JobProfile> = new Map(
  JOB_TITLES.map((title) => {
    const row = ROWS[title.id];
    if (!row) throw new Error(`job-profiles: no profile for job title ${title.id}`);
    const [hierarchicalLevelId, jobTypeId, mainFunctionId, otherFunctionIds, weight, scope] = row;
    return [title.id, { hierarchicalLevelId, jobTypeId, mainFunctionId, otherFunctionIds, weight, scope }] as const;
  }),
);

/** Whether a title limited to `scope` exists in a company of this industry type / class. */
export function titleFitsCompany(scope: TitleScope | undefined, industryTypeId: number, industryClassId: number): boolean {
  switch (scope) {
    case undefined:
      return true;
    case 'health':
      return industryClassId === 10 || industryTypeId === 7;
    case 'education':
      return industryTypeId === 80;
    case 'retail':
      return [33, 35, 37].includes(industryTypeId);
    case 'public':
      return industryTypeId === 79;
    case 'consulting':
      return [54, 73, 74, 78].includes(industryTypeId);
    case 'manufacturing':
      return [1, 2, 3].includes(industryClassId) || [24, 25, 29, 70].includes(industryTypeId);
    case 'construction':
      return industryClassId === 4 || [78, 23, 19].includes(industryTypeId);
    case 'research':
      return industryClassId === 2 || [53, 70, 71, 23].includes(industryTypeId);
  }
}

/** Top-executive titles by kind of company (the first contact of every company). */
export const TOP_TITLES = {
  large: [6, 7, 10],
  medium: [6, 7, 1],
  small: [5, 1],
  startup: [1, 7],
  subsidiary: [7, 14],
  publicBody: [112, 113],
  nonProfit: [1, 7],
} as const;

/** Masculine → feminine word forms of the titles (a word of a title not listed here has one form). */
const FEMININE_WORDS: Readonly<Record<string, string>> = {
  Directeur: 'Directrice',
  Président: 'Présidente',
  'Président-directeur': 'Présidente-directrice',
  général: 'générale',
  financier: 'financière',
  commercial: 'commerciale',
  industriel: 'industrielle',
  immobilier: 'immobilière',
  régional: 'régionale',
  digital: 'digitale',
  délégué: 'déléguée',
  Délégué: 'Déléguée',
  adjoint: 'adjointe',
  Acheteur: 'Acheteuse',
  Contrôleur: 'Contrôleuse',
  Trésorier: 'Trésorière',
  Ingénieur: 'Ingénieure',
  Conducteur: 'Conductrice',
  Administrateur: 'Administratrice',
  Gérant: 'Gérante',
  Consultant: 'Consultante',
  Pharmacien: 'Pharmacienne',
  'Enseignant-chercheur': 'Enseignante-chercheuse',
  'Assistant(e)': 'Assistante',
};
const MASCULINE_WORDS: Readonly<Record<string, string>> = { 'Assistant(e)': 'Assistant' };

/** A title as worn by a woman (`feminine`) or a man: "Directrice financière", "Assistant de direction". */
export function genderedTitle(label: string, feminine: boolean): string {
  const forms = feminine ? FEMININE_WORDS : MASCULINE_WORDS;
  return label
    .split(' ')
    .map((word) => forms[word] ?? word)
    .join(' ');
}
