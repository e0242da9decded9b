import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { listOnlyResponse, listResponse, pagedList, PaginationQuerySchema, paginationBody, paginationQuery } from './pagination';

describe('pagedList', () => {
  const SequenceLike = z.object({ id: z.number(), name: z.string() });
  const schema = pagedList(SequenceLike, 'sequence_list', 'sequence_count');

  it('describes { sequence_list, sequence_count }', () => {
    expect(schema.parse({ sequence_list: [{ id: 1, name: 'Relance' }], sequence_count: 12 })).toEqual({
      sequence_list: [{ id: 1, name: 'Relance' }],
      sequence_count: 12,
    });
  });

  it('refuses a wrong list key, a bad item or a negative count', () => {
    expect(schema.safeParse({ sequences: [], sequence_count: 0 }).success).toBe(false);
    expect(schema.safeParse({ sequence_list: [{ id: '1', name: 'x' }], sequence_count: 1 }).success).toBe(false);
    expect(schema.safeParse({ sequence_list: [], sequence_count: -1 }).success).toBe(false);
  });

  it('property: any list of valid items with any count parses unchanged', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ id: fc.integer(), name: fc.string() })), fc.nat(), (items, count) => {
        expect(schema.parse({ sequence_list: items, sequence_count: count })).toEqual({ sequence_list: items, sequence_count: count });
      }),
    );
  });

  it('keeps its former name listResponse', () => {
    expect(listResponse).toBe(pagedList);
  });

  it('listOnlyResponse has just the list', () => {
    expect(listOnlyResponse(SequenceLike, 'step_list').parse({ step_list: [] })).toEqual({ step_list: [] });
  });
});

describe('paging', () => {
  it('defaults to 20 per page from offset 0 and accepts strings', () => {
    expect(PaginationQuerySchema.parse({})).toEqual({ limit: 20, offset: 0 });
    expect(PaginationQuerySchema.parse({ limit: '50', offset: '100' })).toEqual({ limit: 50, offset: 100 });
  });

  it('refuses a limit over the maximum or below 1, and a negative offset', () => {
    expect(PaginationQuerySchema.safeParse({ limit: '1001' }).success).toBe(false);
    expect(PaginationQuerySchema.safeParse({ limit: 0 }).success).toBe(false);
    expect(PaginationQuerySchema.safeParse({ offset: -1 }).success).toBe(false);
    expect(PaginationQuerySchema.safeParse({ limit: 10, extra: 1 }).success).toBe(false);
  });

  it('honours a custom default and maximum', () => {
    expect(z.object(paginationQuery(12, 100)).parse({})).toEqual({ limit: 12, offset: 0 });
    const body = z.object(paginationBody(12, 100));
    expect(body.parse({ limit: 100 })).toEqual({ limit: 100, offset: 0 });
    expect(body.safeParse({ limit: 101 }).success).toBe(false);
    expect(body.safeParse({ limit: '10' }).success).toBe(false);
  });
});
