import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { QUERY_TYPE, QUERY_TYPES } from '../catalogues/query-types';
import { translate } from '../i18n/core-texts';
import { QUERY_LIMITS } from './query-limits';
import type { QueryLimitKind } from './query-limits';
import { QUERY_LIMIT_KINDS, queryLimitCounts, queryLimitKinds, queryLimitReachedText, queryLimitRefusal, storedAlertFlag } from './query-limit-refusal';
import type { QueryLimitSubject } from './query-limit-refusal';

/** The oracle: a query's kinds read from the catalogue's codes, one by one. */
function oracleKinds(query: QueryLimitSubject): QueryLimitKind[] {
  const code = QUERY_TYPES.find((type) => type.id === query.query_type_id)?.code;
  const kinds: QueryLimitKind[] = [];
  if (code === 'search') kinds.push('saved_search');
  if (code === 'account_segment') kinds.push('account_segment');
  if (code === 'contact_segment') kinds.push('contact_segment');
  if (code === 'alert' || query.is_alert) kinds.push('alert');
  return kinds;
}

/** The oracle's counts: every query expanded, its kinds counted one by one. */
function oracleCounts(queries: readonly QueryLimitSubject[]): Record<QueryLimitKind, number> {
  const counts: Record<QueryLimitKind, number> = { saved_search: 0, account_segment: 0, contact_segment: 0, alert: 0 };
  for (const query of queries) for (const kind of oracleKinds(query)) counts[kind] += 1;
  return counts;
}

const typeId = fc.integer({ min: 1, max: 13 });
const subject = fc.record({ query_type_id: typeId, is_alert: fc.boolean() });

/** A user's step: create a query, flag or unflag one as an alert, delete one. */
const step = fc.oneof(
  fc.record({ op: fc.constant('create' as const), query: subject }),
  fc.record({ op: fc.constant('flag' as const), index: fc.nat(200), is_alert: fc.boolean() }),
  fc.record({ op: fc.constant('delete' as const), index: fc.nat(200) }),
);

describe('queryLimitKinds', () => {
  it('counts a query toward its type’s kind and, when it is an alert (type or flag), toward the alerts', () => {
    fc.assert(
      fc.property(subject, (query) => {
        expect(queryLimitKinds(query).sort()).toEqual(oracleKinds(query).sort());
      }),
    );
    expect(queryLimitKinds({ query_type_id: QUERY_TYPE.search, is_alert: true })).toEqual(['saved_search', 'alert']);
    expect(queryLimitKinds({ query_type_id: QUERY_TYPE.address_book, is_alert: false })).toEqual([]);
    expect(queryLimitKinds({ query_type_id: QUERY_TYPE.clients, is_alert: true })).toEqual(['alert']);
    expect(queryLimitKinds({ query_type_id: QUERY_TYPE.alert, is_alert: false })).toEqual(['alert']);
  });
});

describe('queryLimitCounts', () => {
  it('sums the groups by type and alert flag as the oracle counts every query', () => {
    fc.assert(
      fc.property(fc.array(subject, { maxLength: 60 }), (queries) => {
        const groups = new Map<string, { query_type_id: number; is_alert: boolean; count: number }>();
        for (const query of queries) {
          const key = `${query.query_type_id}:${query.is_alert}`;
          const group = groups.get(key) ?? { ...query, count: 0 };
          group.count += 1;
          groups.set(key, group);
        }
        expect(queryLimitCounts([...groups.values()])).toEqual(oracleCounts(queries));
      }),
    );
  });
});

describe('queryLimitRefusal', () => {
  it('a user who follows the rule never holds more than 10 of a kind, and is refused exactly when a kind he gains would go past 10', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 120 }), (steps) => {
        let queries: QueryLimitSubject[] = [];
        for (const next of steps) {
          const index = next.op === 'create' ? -1 : queries.length === 0 ? -1 : next.index % queries.length;
          if (next.op !== 'create' && index < 0) continue;
          if (next.op === 'delete') {
            queries = queries.filter((_, at) => at !== index);
            continue;
          }
          const before = next.op === 'create' ? null : queries[index]!;
          const after = next.op === 'create' ? next.query : { ...before!, is_alert: next.is_alert };
          const changed = next.op === 'create' ? [...queries, after] : queries.map((query, at) => (at === index ? after : query));
          const countsBefore = oracleCounts(queries);
          const countsAfter = oracleCounts(changed);
          const oracleRefuses = QUERY_LIMIT_KINDS.some((kind) => countsAfter[kind] > QUERY_LIMITS[kind] && countsAfter[kind] > countsBefore[kind]);
          const refusal = queryLimitRefusal(queryLimitCounts(queries.map((query) => ({ ...query, count: 1 }))), before, after);
          expect(refusal !== null).toBe(oracleRefuses);
          if (refusal !== null) expect(countsAfter[refusal]).toBe(QUERY_LIMITS[refusal] + 1);
          else queries = changed;
          for (const kind of QUERY_LIMIT_KINDS) expect(oracleCounts(queries)[kind]).toBeLessThanOrEqual(QUERY_LIMITS[kind]);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('at 10 saved searches: the 11th is refused, a rename is not; at 10 alerts: turning a saved search into an alert is refused', () => {
    const tenSearches = { saved_search: 10, account_segment: 0, contact_segment: 0, alert: 0 };
    const search = { query_type_id: QUERY_TYPE.search, is_alert: false };
    expect(queryLimitRefusal(tenSearches, null, search)).toBe('saved_search');
    expect(queryLimitRefusal(tenSearches, search, search)).toBeNull();
    expect(queryLimitRefusal(tenSearches, search, { ...search, is_alert: true })).toBeNull();
    const tenAlerts = { saved_search: 1, account_segment: 0, contact_segment: 0, alert: 10 };
    expect(queryLimitRefusal(tenAlerts, search, { ...search, is_alert: true })).toBe('alert');
    expect(queryLimitRefusal(tenAlerts, { ...search, is_alert: true }, search)).toBeNull();
    expect(queryLimitRefusal(tenAlerts, null, { query_type_id: QUERY_TYPE.address_book, is_alert: false })).toBeNull();
  });
});

describe('storedAlertFlag', () => {
  it('keeps the alert type an alert and stores the asked flag on the other types', () => {
    fc.assert(
      fc.property(typeId, fc.option(fc.boolean(), { nil: undefined }), (type, requested) => {
        const stored = storedAlertFlag(type, requested);
        if (type === QUERY_TYPE.alert) expect(stored).toBe(requested === false ? null : true);
        else expect(stored).toBe(requested ?? false);
      }),
    );
  });
});

describe('queryLimitReachedText', () => {
  it('names the kind and the limit in French, and in English', () => {
    expect(translate(queryLimitReachedText('saved_search'))).toBe(
      'Vous avez atteint la limite de 10 recherches sauvegardées. Supprimez-en une pour en créer une nouvelle.',
    );
    expect(translate(queryLimitReachedText('account_segment'))).toContain('10 segments d’entreprises');
    expect(translate(queryLimitReachedText('contact_segment'))).toContain('10 segments de contacts');
    expect(translate(queryLimitReachedText('alert'))).toContain('10 alertes');
    expect(translate(queryLimitReachedText('alert', 'colleague'))).toContain('Votre collègue a déjà atteint la limite de 10 alertes');
    expect(translate(queryLimitReachedText('saved_search'), 'en')).toBe('You have reached the limit of 10 saved searches. Delete one to create a new one.');
  });
});
