import { describe, expect, it } from 'vitest';
import { HISTORIES_ENDPOINTS, HistoryCreateBodySchema, HistoryEntrySchema, HistorySearchBodySchema } from './histories.contract';

describe('histories port', () => {
  it('parses a history entry and a search', () => {
    const entry = { id: 1, entity_type: 'task', entity_id: 5, event_type_id: 2, user_id: 12, creation_date: '2025-01-10T09:00:00.000Z', payload: null };
    expect(HistoryEntrySchema.parse(entry)).toEqual(entry);
    expect(HistorySearchBodySchema.parse({ entity_type: 'task', entity_id: 5 })).toEqual({ entity_type: 'task', entity_id: 5, limit: 20, offset: 0 });
  });

  it('refuses an unknown entity type, an unknown field and a page over 100', () => {
    expect(HistoryCreateBodySchema.safeParse({ entity_type: 'user', entity_id: 1, event_type_id: 1 }).success).toBe(false);
    expect(HistoryCreateBodySchema.safeParse({ entity_type: 'task', entity_id: 1, event_type_id: 1, user_id: 3 }).success).toBe(false);
    expect(HistorySearchBodySchema.safeParse({ limit: 101 }).success).toBe(false);
  });

  it('has POST /v2/histories/search and POST /v2/histories', () => {
    expect(Object.values(HISTORIES_ENDPOINTS).map((endpoint) => `${endpoint.method} ${endpoint.path}`)).toEqual([
      'POST /v2/histories/search',
      'POST /v2/histories',
    ]);
  });
});
