import { ADVANCED_SEARCH_COUNT_CAP, ADVANCED_SEARCH_TIMEOUT_MS, DomainFailure, SEARCH_TIMEOUT_CODE } from '@cible/core';
import type { AccountSearchBody, AccountSearchResponse, ContactSearchResponse, DataSearchBody, LicenceId, SearchCriteria } from '@cible/core';
import type { AuthContext } from '../../security/auth-context';
import { companyCard, contactCard } from '../quick-search/quick-search-service';
import type { AdvancedSearchRepository, QueryOwner, SearchPage, SearchRequest } from './advanced-search-repository';
import { resolveSavedQueries } from './resolve-saved-queries';

export interface AdvancedSearchService {
  searchAccounts(auth: AuthContext, body: AccountSearchBody): Promise<AccountSearchResponse>;
  searchContacts(auth: AuthContext, body: DataSearchBody): Promise<ContactSearchResponse>;
}

export interface AdvancedSearchServiceOptions {
  /** The search time-out (default core's ADVANCED_SEARCH_TIMEOUT_MS); tests inject a tiny one. */
  readonly timeoutMs?: number;
  /** Counts are exact up to this cap (default core's ADVANCED_SEARCH_COUNT_CAP); tests inject a small one. */
  readonly countCap?: number;
}

/** PostgreSQL's "canceling statement due to statement timeout". */
const QUERY_CANCELED = '57014';

/** A search stopped by the time-out (core's i18n `criteria.error.searchTimeout`: narrow the criteria). */
export function searchTimeout(timeoutMs: number): DomainFailure {
  return new DomainFailure(SEARCH_TIMEOUT_CODE, `The search took more than ${timeoutMs} ms; narrow the criteria.`, { details: { timeout_ms: timeoutMs } });
}

/**
 * Advanced search (docs/api.md "Advanced search"): criteria translated into SQL by criteria-to-sql.ts, saved queries
 * of the caller resolved first (another user's or organisation's: 404), counts capped, cards as quick search makes
 * them (blurred for sales PME), and the time-out: PostgreSQL's `statement_timeout` in the transaction, plus a guard
 * here that answers in time on the embedded database too (PGlite ignores `statement_timeout`; the statement then
 * runs on to its end in the background, holding the embedded database's one session meanwhile).
 */
export function createAdvancedSearchService(repository: AdvancedSearchRepository, options: AdvancedSearchServiceOptions = {}): AdvancedSearchService {
  const timeoutMs = options.timeoutMs ?? ADVANCED_SEARCH_TIMEOUT_MS;
  const countCap = options.countCap ?? ADVANCED_SEARCH_COUNT_CAP;

  /**
   * A search the guard stopped whose statement still runs (PGlite cannot cancel it; on PostgreSQL the statement time-out
   * ends it at the same moment). While it runs, new searches are refused at once instead of queueing behind it on the
   * embedded database's one session: at most one stopped statement is ever pending.
   */
  let stoppedStillRunning: Promise<unknown> | null = null;

  async function guarded<T>(work: () => Promise<T>): Promise<T> {
    if (stoppedStillRunning !== null) {
      throw new DomainFailure(SEARCH_TIMEOUT_CODE, 'A search stopped by the time-out is still running; narrow the criteria.', {
        details: { timeout_ms: timeoutMs, previous_search_running: true },
      });
    }
    let timer: NodeJS.Timeout | undefined;
    let stopped = false;
    const running = work();
    const expired = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        stopped = true;
        // When the guard answers first, the statement ends later: its outcome is dropped.
        const ending = running.then(
          () => undefined,
          () => undefined,
        );
        stoppedStillRunning = ending;
        void ending.then(() => {
          if (stoppedStillRunning === ending) stoppedStillRunning = null;
        });
        reject(searchTimeout(timeoutMs));
      }, timeoutMs);
    });
    running.catch(() => undefined);
    try {
      return await Promise.race([running, expired]);
    } catch (error) {
      if (stopped) throw searchTimeout(timeoutMs);
      if ((error as { code?: unknown }).code === QUERY_CANCELED) throw searchTimeout(timeoutMs);
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }

  const ownerOf = (auth: AuthContext): QueryOwner => ({ userId: auth.user.id, organizationId: auth.user.organizationId });

  /**
   * One search: the caller's saved queries resolved, the page fetched under the time-out guard, each row made a card
   * for the caller's licence, the count capped.
   */
  async function search<Sort, Row, Card>(
    auth: AuthContext,
    body: { readonly criteria: SearchCriteria; readonly sort: Sort; readonly limit: number; readonly offset: number },
    fetch: (request: SearchRequest<Sort>) => Promise<SearchPage<Row>>,
    card: (row: Row, licenceId: LicenceId) => Card,
  ): Promise<{ readonly cards: Card[]; readonly count: number; readonly capped: boolean }> {
    const queries = await resolveSavedQueries((owner, ids) => repository.savedQueries(owner, ids), ownerOf(auth), body.criteria);
    const licenceId = auth.user.access.licenceId;
    const page = await guarded(() => fetch({ criteria: body.criteria, queries, sort: body.sort, limit: body.limit, offset: body.offset, countCap, timeoutMs }));
    const capped = page.total > countCap;
    return { cards: page.rows.map((row) => card(row, licenceId)), count: capped ? countCap : page.total, capped };
  }

  return {
    async searchAccounts(auth, body) {
      const found = await search(auth, body, (request) => repository.accounts(request), companyCard);
      return { account_list: found.cards, account_count: found.count, ...(found.capped ? { account_count_capped: true } : {}) };
    },
    async searchContacts(auth, body) {
      const found = await search(auth, body, (request) => repository.contacts(request), contactCard);
      return { contact_list: found.cards, contact_count: found.count, ...(found.capped ? { contact_count_capped: true } : {}) };
    },
  };
}
