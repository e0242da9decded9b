import { describe, expect, it } from 'vitest';
import { SequenceCreateBodySchema, SequenceListQuerySchema, SequenceListResponseSchema, SequenceSchema, SequenceUpdateBodySchema } from './sequence.contract';

const sequence = {
  id: 7,
  name: 'Relance DSI',
  status_id: 2,
  owner_user_id: 12,
  sendable_days: '1,2,3,4,5',
  sendable_start_hour: 9,
  sendable_end_hour: 18,
  sendable_timezone: 'Europe/Paris',
  finish_event_mail_replied: true,
  start_date: '2025-01-06T08:00:00.000Z',
  done_date: null,
  modification_date: '2025-01-07T10:00:00.000Z',
  organization_id: 3,
  template_id: null,
  query_targets_id: 44,
  mail_sent: 120,
  mail_clicked: 8,
  mail_opened: 40,
  mail_replied: 5,
  mail_autoreplied: 2,
  mail_bounced: 1,
  task_created: 10,
  task_done: 6,
  task_late: 1,
  task_delete: 0,
  mail_to_send: 60,
  task_to_create: 4,
};

describe('sequence contract', () => {
  it('parses a sequence with all the spec’s fields, and a list', () => {
    expect(SequenceSchema.parse(sequence)).toEqual(sequence);
    expect(SequenceListResponseSchema.parse({ sequence_list: [sequence], sequence_count: 1 }).sequence_count).toBe(1);
  });

  it('refuses a status outside 1–6 and a counter given as text', () => {
    expect(SequenceSchema.safeParse({ ...sequence, status_id: 7 }).success).toBe(false);
    expect(SequenceSchema.safeParse({ ...sequence, mail_sent: '120' }).success).toBe(false);
  });

  it('creates with a name and checks the sending window bounds', () => {
    expect(SequenceCreateBodySchema.parse({ name: 'Relance', sendable_days: '1,3,5', sendable_start_hour: 7, sendable_end_hour: 22 })).toEqual({
      name: 'Relance',
      sendable_days: '1,3,5',
      sendable_start_hour: 7,
      sendable_end_hour: 22,
    });
    expect(SequenceCreateBodySchema.safeParse({ name: 'Relance', sendable_start_hour: 6 }).success).toBe(false);
    expect(SequenceCreateBodySchema.safeParse({ name: 'Relance', sendable_end_hour: 23 }).success).toBe(false);
    expect(SequenceCreateBodySchema.safeParse({ name: 'Relance', sendable_days: '1,7' }).success).toBe(false);
    expect(SequenceCreateBodySchema.safeParse({ name: 'Relance', owner_user_id: 3 }).success).toBe(false);
  });

  it('updates the status through PATCH and refuses an unknown status', () => {
    expect(SequenceUpdateBodySchema.parse({ status_id: 3 })).toEqual({ status_id: 3 });
    expect(SequenceUpdateBodySchema.safeParse({ status_id: 9 }).success).toBe(false);
  });

  it('reads the list query from strings', () => {
    expect(SequenceListQuerySchema.parse({ status_id_list: '2,3', limit: '1000' })).toEqual({ status_id_list: [2, 3], limit: 1000, offset: 0 });
  });
});
