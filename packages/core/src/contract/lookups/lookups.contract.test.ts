import { describe, expect, it } from 'vitest';
import { IdccListResponseSchema, LookupQuerySchema, LOOKUPS_ENDPOINTS, SchoolListResponseSchema } from './lookups.contract';

describe('lookups port', () => {
  it('parses idcc and school lists', () => {
    const idcc = { idcc_list: [{ id: 1, code: '1486', name: 'Bureaux d’études techniques (Syntec)' }] };
    expect(IdccListResponseSchema.parse(idcc)).toEqual(idcc);
    const schools = { school_list: [{ id: 3, name: 'HEC Paris', school_type_id: 1 }] };
    expect(SchoolListResponseSchema.parse(schools)).toEqual(schools);
  });

  it('reads the lookup query and bounds it', () => {
    expect(LookupQuerySchema.parse({ search: 'syntec' })).toEqual({ search: 'syntec', limit: 50 });
    expect(LookupQuerySchema.parse({ id_list: '1,2' })).toEqual({ id_list: [1, 2], limit: 50 });
    expect(LookupQuerySchema.safeParse({ search: 'x'.repeat(101) }).success).toBe(false);
    expect(LookupQuerySchema.safeParse({ limit: '5000' }).success).toBe(false);
  });

  it('has the spec’s lookups and the designed licence and status lists', () => {
    expect(Object.values(LOOKUPS_ENDPOINTS).map((endpoint) => `${endpoint.method} ${endpoint.path}`)).toEqual([
      'GET /v1/referential/idcc',
      'GET /v1/schools',
      'GET /v1/referential/licenses',
      'GET /v1/referential/user-statuses',
    ]);
  });
});
