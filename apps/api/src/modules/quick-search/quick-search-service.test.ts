import { abilityFor, statusOfErrorCode } from '@cible/core';
import type { Ability } from '@cible/core';
import { describe, expect, it } from 'vitest';
import type { AuthContext } from '../../security/auth-context';
import type { QuickSearchPage, QuickSearchRepository } from './quick-search-repository';
import { QUICK_SEARCH_MAX_WORDS, createQuickSearchService, searchWords } from './quick-search-service';
import { COMMON_WORDS, onlyCommonWords } from './search-words';

const company = {
  id: '7' as unknown as number,
  name: 'Lumière SA',
  group_id: null,
  group_name: null,
  contact_count: 3,
  city: 'Lyon',
  zip_code: '69002',
  country_id: 72,
  is_visible_pme: false,
};

function fakeRepository(calls: string[], pages: QuickSearchPage[] = []): QuickSearchRepository {
  return {
    companies: async (_terms, page) => (calls.push('companies'), pages.push(page), { rows: [company], total: 1 }),
    contacts: async () => (calls.push('contacts'), { rows: [], total: 1001 }),
    news: async () => (calls.push('news'), { rows: [], total: 0 }),
    conferences: async () => (calls.push('conferences'), { rows: [], total: 0 }),
  };
}

function authOf(licenceId: number, withoutSubjects: string[] = []): AuthContext {
  const ability = abilityFor({ licenceId: licenceId as never, testerLevel: null, isOrganizationManager: false, canExport: false, canExportLocation: false });
  const grants = Object.fromEntries(Object.entries(ability.grants).filter(([subject]) => !withoutSubjects.includes(subject)));
  return { user: { access: ability.user }, ability: { ...ability, grants } as Ability } as unknown as AuthContext;
}

describe('searchWords', () => {
  it('keeps runs of letters and digits only, lower case, without duplicates, bounded', () => {
    expect(searchWords("Société Générale & l'Oréal")).toEqual(['société', 'générale', 'l', 'oréal']);
    expect(searchWords("'; DROP TABLE companies; --")).toEqual(['drop', 'table', 'companies']);
    expect(searchWords('.*(a|b)+$')).toEqual(['a', 'b']);
    expect(searchWords('😀🚀 :* & | ! <-> ()')).toEqual([]);
    expect(searchWords('a b c d e f g h i j k')).toHaveLength(QUICK_SEARCH_MAX_WORDS);
    expect(searchWords('Jean JEAN jean-pierre')).toEqual(['jean', 'jean-pierre']);
  });

  it('keeps compound words whole (Jean-Pierre, Saint-Étienne, Covid-19) and splits hyphens that join no such word', () => {
    expect(searchWords('Marie-Claire  Île-de-France covid-19')).toEqual(['marie-claire', 'île-de-france', 'covid-19']);
    expect(searchWords('-jean--pierre- 2024-2025 a-')).toEqual(['jean', 'pierre', '2024', '2025', 'a']);
    expect(searchWords('jean-pierre:* & !marie-')).toEqual(['jean-pierre', 'marie']);
  });
});

describe('onlyCommonWords', () => {
  it('is true for several words that are all short common French words, never for one word', () => {
    expect(['de la', 'le la', 'à la', 'de l', 'les de la', 'du  le'].map((text) => onlyCommonWords(searchWords(text)))).toEqual([true, true, true, true, true, true]);
    expect(['de', 'le', 'de la rue', 'hôtel de la gare', 'sa de', 'jean-pierre'].map((text) => onlyCommonWords(searchWords(text)))).toEqual([false, false, false, false, false, false]);
    for (const word of COMMON_WORDS) expect(word.length, word).toBeLessThanOrEqual(4);
  });
});

describe('quick-search service', () => {
  it('answers an empty column, without querying it, when the licence lacks its sub-subject', async () => {
    const calls: string[] = [];
    const answer = await createQuickSearchService(fakeRepository(calls)).search(authOf(1, ['QUICK_SEARCH_NEWS']), { text: 'lumi', limit: 6, offset: 0 });
    expect(calls.sort()).toEqual(['companies', 'conferences', 'contacts']);
    expect(answer.news).toEqual({ total: 0, data: [] });
    expect(answer.personsActive).toEqual({ total: 1001, data: [], total_capped: true });
    expect(answer.companies.data[0]).toMatchObject({ id: 7, name: 'Lumière SA' });
    expect(answer.companies.data[0]).not.toHaveProperty('blurred');
  });

  it('asks one column only, with its page, when the query names a column', async () => {
    const calls: string[] = [];
    const pages: QuickSearchPage[] = [];
    const answer = await createQuickSearchService(fakeRepository(calls, pages)).search(authOf(1), { text: 'lumi', limit: 20, offset: 40, column: 'companies' });
    expect(calls).toEqual(['companies']);
    expect(pages).toEqual([{ limit: 20, offset: 40 }]);
    expect(answer.personsActive).toEqual({ total: 0, data: [] });
    expect(answer.companies.total).toBe(1);
  });

  it('redacts the cards a sales PME user may not see', async () => {
    const answer = await createQuickSearchService(fakeRepository([])).search(authOf(8), { text: 'lumi', limit: 6, offset: 0 });
    expect(answer.companies.data[0]).toEqual({
      id: 7, name: null, group_company: null, group_name: null, nb_contacts: 3, city_name: null, zip_code: null, country_id: 72,
      is_visible_pme: false, blurred: true,
    });
  });

  it('does not query the database for a text without words', async () => {
    const calls: string[] = [];
    const repository = fakeRepository(calls);
    const answer = await createQuickSearchService(repository).search(authOf(1), { text: '   ', limit: 6, offset: 0 }).catch((error: unknown) => error);
    expect(answer).toMatchObject({ code: 'QUICK_SEARCH.TEXT_REQUIRED' });
    expect(statusOfErrorCode((answer as { code: string }).code)).toBe(400);
    expect(calls).toEqual([]);
  });
});
