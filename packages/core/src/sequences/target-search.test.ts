import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ENGAGEMENT_TRACKING_STATUSES } from '../catalogues/engagement-tracking';
import { TASK_DISPLAY_STATES } from '../catalogues/task-states';
import {
  SEQUENCE_EMAIL_EVENTS,
  SEQUENCE_TARGETS_MAX_LIMIT,
  SEQUENCE_TARGETS_PAGE_SIZE,
  SEQUENCE_TASK_STATUS_FILTERS,
  SequenceTargetSearchSchema,
  TARGET_NAME_SEARCH_MIN_LENGTH,
  shouldSearchTargetsByName,
} from './target-search';

describe('SequenceTargetSearchSchema', () => {
  it('defaults to no filter, 20 per page from offset 0', () => {
    expect(SEQUENCE_TARGETS_PAGE_SIZE).toBe(20);
    expect(SequenceTargetSearchSchema.parse({})).toEqual({
      email_event_list: [],
      exclude_email_event_list: [],
      step_position_list: [],
      target_status_id_list: [],
      task_status_list: [],
      limit: 20,
      offset: 0,
    });
  });

  it('accepts every filter of the monitoring screen', () => {
    const search = {
      name: '  Dupont ',
      email_event_list: ['opened', 'clicked'],
      exclude_email_event_list: ['replied'],
      step_position_list: [1, 2],
      targeted_other_sequence: true,
      target_status_id_list: [1],
      task_status_list: ['late'],
      limit: 20,
      offset: 40,
    };
    expect(SequenceTargetSearchSchema.parse(search)).toEqual({ ...search, name: 'Dupont' });
  });

  it('refuses bad values and an event both required and excluded', () => {
    expect(SequenceTargetSearchSchema.safeParse({ email_event_list: ['read'] }).success).toBe(false);
    expect(SequenceTargetSearchSchema.safeParse({ task_status_list: ['pending'] }).success).toBe(false);
    expect(SequenceTargetSearchSchema.safeParse({ limit: 0 }).success).toBe(false);
    expect(SequenceTargetSearchSchema.safeParse({ limit: SEQUENCE_TARGETS_MAX_LIMIT + 1 }).success).toBe(false);
    expect(SequenceTargetSearchSchema.safeParse({ limit: SEQUENCE_TARGETS_MAX_LIMIT }).success).toBe(true);
    expect(SequenceTargetSearchSchema.safeParse({ offset: -1 }).success).toBe(false);
    const conflict = SequenceTargetSearchSchema.safeParse({ email_event_list: ['opened'], exclude_email_event_list: ['opened'] });
    expect(conflict.success).toBe(false);
    expect(conflict.error?.issues[0]?.message).toBe('SEQUENCE.TARGET_SEARCH_EVENT_CONFLICT');
    expect(conflict.error?.issues[0]?.path).toEqual(['exclude_email_event_list']);
  });

  it('accepts any disjoint event lists and task statuses', () => {
    fc.assert(
      fc.property(
        fc.subarray([...SEQUENCE_EMAIL_EVENTS]),
        fc.subarray([...SEQUENCE_TASK_STATUS_FILTERS]),
        fc.nat(1000),
        (events, tasks, offset) => {
          const half = Math.floor(events.length / 2);
          return SequenceTargetSearchSchema.safeParse({
            email_event_list: events.slice(0, half),
            exclude_email_event_list: events.slice(half),
            task_status_list: tasks,
            offset,
          }).success;
        },
      ),
    );
  });
});

describe('filter vocabularies', () => {
  it('task statuses are the displayed task states; email events cover engagement tracking', () => {
    expect([...SEQUENCE_TASK_STATUS_FILTERS]).toEqual(TASK_DISPLAY_STATES.map((s) => s.code));
    for (const status of ENGAGEMENT_TRACKING_STATUSES) expect(SEQUENCE_EMAIL_EVENTS).toContain(status.code);
    expect(SEQUENCE_EMAIL_EVENTS).toContain('bounced');
  });
});

describe('shouldSearchTargetsByName', () => {
  it('needs at least 3 characters after trimming', () => {
    expect(TARGET_NAME_SEARCH_MIN_LENGTH).toBe(3);
    expect(shouldSearchTargetsByName('Dup')).toBe(true);
    expect(shouldSearchTargetsByName(' Du ')).toBe(false);
    expect(shouldSearchTargetsByName('')).toBe(false);
    expect(shouldSearchTargetsByName(undefined)).toBe(false);
  });
});
