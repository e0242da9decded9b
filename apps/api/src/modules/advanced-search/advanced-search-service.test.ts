import { abilityFor, statusOfErrorCode } from '@cible/core';
import { describe, expect, it } from 'vitest';
import type { AuthContext } from '../../security/auth-context';
import type { AdvancedSearchRepository, SearchPage } from './advanced-search-repository';
import { createAdvancedSearchService } from './advanced-search-service';
import type { ContactRow } from '../quick-search/quick-search-repository';

const auth = (() => {
  const ability = abilityFor({ licenceId: 1 as never, testerLevel: null, isOrganizationManager: false, canExport: false, canExportLocation: false });
  return { user: { id: 1, organizationId: 1, access: ability.user }, ability } as unknown as AuthContext;
})();

/** A repository whose contact searches end when the test says so. */
function slowRepository() {
  const pending: ((page: SearchPage<ContactRow>) => void)[] = [];
  const repository: AdvancedSearchRepository = {
    accounts: async () => ({ rows: [], total: 0 }),
    contacts: () => new Promise((resolve) => pending.push(resolve)),
    savedQueries: async () => [],
    ids: async () => [],
  };
  return { repository, pending };
}

const body = { criteria: {}, sort: 'name_asc' as const, limit: 20, offset: 0 };

describe('advanced search service: the time-out guard', () => {
  it('answers SEARCH.TIMEOUT (422) at the time-out, refuses new searches while the stopped one still runs, then searches again', async () => {
    const { repository, pending } = slowRepository();
    const service = createAdvancedSearchService(repository, { timeoutMs: 5 });
    await expect(service.searchContacts(auth, body)).rejects.toMatchObject({ code: 'SEARCH.TIMEOUT', details: { timeout_ms: 5 } });
    expect(statusOfErrorCode('SEARCH.TIMEOUT')).toBe(422);
    await expect(service.searchContacts(auth, body)).rejects.toMatchObject({ code: 'SEARCH.TIMEOUT', details: { previous_search_running: true } });
    expect(pending).toHaveLength(1);
    pending[0]!({ rows: [], total: 0 });
    await new Promise((resolve) => setTimeout(resolve, 0));
    const next = service.searchContacts(auth, body);
    await new Promise((resolve) => setTimeout(resolve, 0));
    pending[1]!({ rows: [], total: 3 });
    await expect(next).resolves.toEqual({ contact_list: [], contact_count: 3 });
  });

  it('maps PostgreSQL\'s statement time-out (57014) to SEARCH.TIMEOUT and passes other errors through', async () => {
    const failing = (error: unknown): AdvancedSearchRepository => ({
      accounts: async () => Promise.reject(error),
      contacts: async () => Promise.reject(error),
      savedQueries: async () => [],
      ids: async () => [],
    });
    await expect(createAdvancedSearchService(failing(Object.assign(new Error('canceling statement'), { code: '57014' }))).searchAccounts(auth, { ...body, sort: 'name_asc' })).rejects.toMatchObject({ code: 'SEARCH.TIMEOUT' });
    await expect(createAdvancedSearchService(failing(new Error('boom'))).searchAccounts(auth, { ...body, sort: 'name_asc' })).rejects.toThrow('boom');
  });

  it('counts up to the cap, then answers the cap and account_count_capped', async () => {
    const repository: AdvancedSearchRepository = {
      accounts: async (request) => ({ rows: [], total: request.countCap + 1 }),
      contacts: async () => ({ rows: [], total: 0 }),
      savedQueries: async () => [],
      ids: async () => [],
    };
    await expect(createAdvancedSearchService(repository, { countCap: 7 }).searchAccounts(auth, body)).resolves.toEqual({ account_list: [], account_count: 7, account_count_capped: true });
  });
});
