import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { QUERY_TYPE } from '../catalogues/query-types';
import { filterQueriesWithCriteria, queryHasCriteria } from './filter-queries';

describe('queryHasCriteria', () => {
  it('refuses a query without criteria, whatever its type', () => {
    for (const typeId of Object.values(QUERY_TYPE)) {
      expect(queryHasCriteria({ query_type_id: typeId })).toBe(false);
      expect(queryHasCriteria({ query_type_id: typeId, criteria: null })).toBe(false);
      expect(queryHasCriteria({ query_type_id: typeId, criteria: {} })).toBe(false);
    }
  });

  it('account lists need company ids', () => {
    const clients = QUERY_TYPE.clients;
    expect(queryHasCriteria({ query_type_id: clients, criteria: { company_id_list: [12] } })).toBe(true);
    expect(queryHasCriteria({ query_type_id: clients, criteria: { company_id_list: [] } })).toBe(false);
    expect(queryHasCriteria({ query_type_id: clients, criteria: { person_id_list: [3] } })).toBe(false);
    expect(
      queryHasCriteria({ query_type_id: QUERY_TYPE.prospecting_account, criteria: { company_size_id_list: [211] } }),
    ).toBe(false);
  });

  it('contact lists need person ids', () => {
    const book = QUERY_TYPE.address_book;
    expect(queryHasCriteria({ query_type_id: book, criteria: { person_id_list: [7] } })).toBe(true);
    expect(queryHasCriteria({ query_type_id: book, criteria: { company_id_list: [7] } })).toBe(false);
    expect(
      queryHasCriteria({ query_type_id: QUERY_TYPE.network_school_contact, criteria: { in_my_network: true } }),
    ).toBe(false);
  });

  it('other queries need at least one non-empty known criterion', () => {
    const search = QUERY_TYPE.search;
    expect(queryHasCriteria({ query_type_id: search, criteria: { company_size_id_list: [211] } })).toBe(true);
    expect(queryHasCriteria({ query_type_id: search, criteria: { company_workforce_upper_max: 0 } })).toBe(true);
    expect(queryHasCriteria({ query_type_id: QUERY_TYPE.alert, criteria: { in_my_network: true } })).toBe(true);
    expect(
      queryHasCriteria({
        query_type_id: QUERY_TYPE.contact_segment,
        criteria: { job_id_list: [], job_keyword_list: [''], in_my_network: false, unknown_field: [1] },
      }),
    ).toBe(false);
  });

  it('an unknown query type is treated as a criteria query', () => {
    expect(queryHasCriteria({ query_type_id: 99, criteria: { job_id_list: [3] } })).toBe(true);
    expect(queryHasCriteria({ query_type_id: 99, criteria: { job_id_list: [] } })).toBe(false);
  });
});

describe('filterQueriesWithCriteria', () => {
  it('keeps only the queries with criteria, in order', () => {
    const queries = [
      { id: 1, query_type_id: QUERY_TYPE.clients, criteria: { company_id_list: [1, 2] } },
      { id: 2, query_type_id: QUERY_TYPE.clients, criteria: { company_id_list: [] } },
      { id: 3, query_type_id: QUERY_TYPE.search, criteria: { job_type_id_list: [4] } },
      { id: 4, query_type_id: QUERY_TYPE.prospecting_contact, criteria: null },
      { id: 5, query_type_id: QUERY_TYPE.prospecting_contact, criteria: { person_id_list: [9] } },
    ];
    expect(filterQueriesWithCriteria(queries).map((query) => query.id)).toEqual([1, 3, 5]);
  });

  it('property: the result is an order-preserving subset and filtering twice changes nothing', () => {
    const query = fc.record({
      query_type_id: fc.integer({ min: 1, max: 14 }),
      criteria: fc.option(
        fc.record(
          {
            company_id_list: fc.array(fc.integer({ min: 1, max: 9 }), { maxLength: 2 }),
            person_id_list: fc.array(fc.integer({ min: 1, max: 9 }), { maxLength: 2 }),
            in_my_network: fc.boolean(),
          },
          { requiredKeys: [] },
        ),
      ),
    });
    fc.assert(
      fc.property(fc.array(query, { maxLength: 20 }), (queries) => {
        const kept = filterQueriesWithCriteria(queries);
        expect(kept.every((item) => queries.includes(item))).toBe(true);
        expect(kept.map((item) => queries.indexOf(item))).toEqual(
          [...kept.map((item) => queries.indexOf(item))].sort((a, b) => a - b),
        );
        expect(filterQueriesWithCriteria(kept)).toEqual(kept);
      }),
    );
  });
});
