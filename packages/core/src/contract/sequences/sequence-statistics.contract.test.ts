import { describe, expect, it } from 'vitest';
import { SequenceStepStatisticsResponseSchema, SequenceStepStatisticsSchema } from './sequence-statistics.contract';

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
});
