import { describe, expect, it } from 'vitest';
import { SequenceHistoryQuerySchema, SequenceHistoryResponseSchema } from './sequence-history.contract';

describe('sequence history contract', () => {
  it('reads the filters from a query string: types, bot hits, 20 per page by default', () => {
    expect(SequenceHistoryQuerySchema.parse({})).toEqual({ limit: 20, offset: 0 });
    expect(SequenceHistoryQuerySchema.parse({ type_list: 'replied,bounced', with_bots: 'true', limit: '50', offset: '100' })).toEqual({
      type_list: ['replied', 'bounced'],
      with_bots: true,
      limit: 50,
      offset: 100,
    });
  });

  it('refuses an unknown event type or a negative offset', () => {
    expect(SequenceHistoryQuerySchema.safeParse({ type_list: 'replied,deleted' }).success).toBe(false);
    expect(SequenceHistoryQuerySchema.safeParse({ offset: '-1' }).success).toBe(false);
  });

  it('parses an event with its contact and step position, or without them', () => {
    const answer = {
      event_list: [
        { id: 7, type: 'replied', occurred_at: '2026-11-29T10:00:00.000Z', is_bot: false, target_id: 3, step_position: 1, contact: { id: 12, first_name: 'Manon', last_name: 'Mercier' } },
        { id: 6, type: 'target_paused', occurred_at: '2026-11-29T09:00:00.000Z', is_bot: false, target_id: null, step_position: null, contact: null },
      ],
      event_count: 2,
    };
    expect(SequenceHistoryResponseSchema.parse(answer)).toEqual(answer);
  });
});
