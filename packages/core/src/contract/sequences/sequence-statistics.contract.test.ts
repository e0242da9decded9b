import { describe, expect, it } from 'vitest';
import { SequenceStepStatisticsResponseSchema, SequenceStepStatisticsSchema, SequenceTimelineQuerySchema, SequenceTimelineResponseSchema } from './sequence-statistics.contract';

const counters = { mail_sent: 10, mail_opened: 6, mail_clicked: 2, mail_replied: 1, mail_autoreplied: 0, mail_bounced: 1, task_created: 3, task_done: 2, task_late: 1 };

describe('sequence statistics contract', () => {
  it('parses the counters of each step with its id, position, type and rates', () => {
    const answer = { step_statistics_list: [{ ...counters, step_id: 4, position: 1, type_id: 2, rates: { opened: 60, clicked: 20, replied: 10, bounced: 10 } }] };
    expect(SequenceStepStatisticsResponseSchema.parse(answer)).toEqual(answer);
  });

  it('refuses a missing or negative counter', () => {
    const { task_late: _late, ...missing } = counters;
    expect(SequenceStepStatisticsSchema.safeParse(missing).success).toBe(false);
    expect(SequenceStepStatisticsSchema.safeParse({ ...counters, mail_sent: -1 }).success).toBe(false);
  });

  it('reads the timeline range as query text: days in order, at most 366 days apart, an optional owner', () => {
    expect(SequenceTimelineQuerySchema.parse({ from: '2025-11-26', to: '2026-11-25', owner_user_id: '8' })).toEqual({ from: '2025-11-26', to: '2026-11-25', owner_user_id: 8 });
    expect(SequenceTimelineQuerySchema.parse({ from: '2024-01-01', to: '2025-01-01' })).toEqual({ from: '2024-01-01', to: '2025-01-01' });
    const issue = (query: Record<string, string>) => SequenceTimelineQuerySchema.safeParse(query).error?.issues.map((one) => one.message);
    expect(issue({ from: '2026-11-25', to: '2026-11-24' })).toEqual(['DATE_RANGE.START_AFTER_END']);
    expect(issue({ from: '2024-01-01', to: '2025-01-02' })).toEqual(['DATE_RANGE.TOO_LONG']);
    expect(issue({ from: '2026-02-30', to: '2026-03-01' })).toHaveLength(1);
    expect(issue({ from: 'hier', to: '2026-03-01' })).not.toContain('DATE_RANGE.START_AFTER_END');
    expect(SequenceTimelineQuerySchema.safeParse({ from: '2026-03-01' }).success).toBe(false);
    expect(SequenceTimelineQuerySchema.safeParse({ from: '2026-03-01', to: '2026-03-02', owner_user_id: '0' }).success).toBe(false);
  });

  it('parses a timeline answer and refuses an unknown grouping', () => {
    const point = { period_start: '2026-11-23', mail_sent: 3, mail_opened: 2, mail_clicked: 1, mail_replied: 0, mail_bounced: 0, task_done: 1 };
    expect(SequenceTimelineResponseSchema.parse({ grouping: '1_week', period_list: [point] })).toEqual({ grouping: '1_week', period_list: [point] });
    expect(SequenceTimelineResponseSchema.safeParse({ grouping: '2_week', period_list: [] }).success).toBe(false);
  });
});
