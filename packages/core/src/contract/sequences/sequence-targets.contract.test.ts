import { describe, expect, it } from 'vitest';
import { SequenceImportTargetsBodySchema, SequenceTargetSearchBodySchema, SequenceTargetUpdateBodySchema } from './sequence-targets.contract';

describe('sequence targets contract', () => {
  it('reads the spec’s target search with the sequence rule defaults', () => {
    expect(
      SequenceTargetSearchBodySchema.parse({
        name: 'Dur',
        email_event_list: ['opened'],
        exclude_email_event_list: ['replied'],
        step_position_list: [1, 2],
        targeted_other_sequence: false,
        target_status_id_list: [1],
        task_status_list: ['late'],
        limit: 20,
        offset: 40,
      }),
    ).toEqual({
      name: 'Dur',
      email_event_list: ['opened'],
      exclude_email_event_list: ['replied'],
      step_position_list: [1, 2],
      targeted_other_sequence: false,
      target_status_id_list: [1],
      task_status_list: ['late'],
      limit: 20,
      offset: 40,
    });
    expect(SequenceTargetSearchBodySchema.parse({})).toMatchObject({ email_event_list: [], limit: 20, offset: 0 });
  });

  it('refuses a target search with an unknown field, an unknown event, an event both required and excluded, or a page over 100', () => {
    expect(SequenceTargetSearchBodySchema.safeParse({ company: 'x' }).success).toBe(false);
    expect(SequenceTargetSearchBodySchema.safeParse({ email_event_list: ['forwarded'] }).success).toBe(false);
    expect(SequenceTargetSearchBodySchema.safeParse({ email_event_list: ['opened'], exclude_email_event_list: ['opened'] }).success).toBe(false);
    expect(SequenceTargetSearchBodySchema.safeParse({ limit: 101 }).success).toBe(false);
    expect(SequenceTargetSearchBodySchema.safeParse({ name: 'x'.repeat(256) }).success).toBe(false);
  });

  it('checks the target update and the imports (contacts or a list, not both)', () => {
    expect(SequenceTargetUpdateBodySchema.parse({ status_id: 4 })).toEqual({ status_id: 4 });
    expect(SequenceTargetUpdateBodySchema.safeParse({ status_id: 4, note: 'x' }).success).toBe(false);
    expect(SequenceImportTargetsBodySchema.safeParse({ contact_id_list: [1, 2] }).success).toBe(true);
    expect(SequenceImportTargetsBodySchema.safeParse({ contact_id_list: [1], query_id: 3 }).success).toBe(true);
    expect(SequenceImportTargetsBodySchema.safeParse({ contact_id_list: [] }).success).toBe(false);
    expect(SequenceImportTargetsBodySchema.safeParse({ query_id: 3, contact_ids: [1] }).success).toBe(false);
  });
});
