import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { counters, CountSchema } from './counters';

describe('CountSchema', () => {
  it('accepts zero and positive integers only', () => {
    expect(CountSchema.parse(0)).toBe(0);
    expect(CountSchema.parse(120)).toBe(120);
    for (const value of [-1, 1.5, '3', null]) expect(CountSchema.safeParse(value).success).toBe(false);
  });
});

describe('counters', () => {
  const schema = counters(['deleted_count']);

  it('describes one count per key, in the order given', () => {
    const statistics = counters(['mail_sent', 'mail_opened', 'task_done']);
    expect(Object.keys(statistics.shape)).toEqual(['mail_sent', 'mail_opened', 'task_done']);
    expect(statistics.parse({ task_done: 1, mail_opened: 2, mail_sent: 3 })).toEqual({ mail_sent: 3, mail_opened: 2, task_done: 1 });
  });

  it('refuses a missing key, a negative or fractional count', () => {
    expect(schema.safeParse({}).success).toBe(false);
    expect(schema.safeParse({ deleted_count: -1 }).success).toBe(false);
    expect(schema.safeParse({ deleted_count: 0.5 }).success).toBe(false);
  });

  it('property: any natural count parses unchanged', () => {
    fc.assert(
      fc.property(fc.nat(), (count) => {
        expect(schema.parse({ deleted_count: count })).toEqual({ deleted_count: count });
      }),
    );
  });
});
