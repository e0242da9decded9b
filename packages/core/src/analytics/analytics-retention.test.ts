import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ANALYTICS_DAILY_RETENTION_MONTHS, ANALYTICS_EVENTS_RETENTION_DAYS, analyticsRetentionCutoffs } from './analytics-retention';

const parisDay = (instant: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);

describe('analyticsRetentionCutoffs', () => {
  it('keeps raw events 180 days and daily counts 25 months', () => {
    expect(ANALYTICS_EVENTS_RETENTION_DAYS).toBe(180);
    expect(ANALYTICS_DAILY_RETENTION_MONTHS).toBe(25);
    const cutoffs = analyticsRetentionCutoffs(new Date('2026-06-15T08:00:00Z'));
    expect(cutoffs.eventsBefore.toISOString()).toBe('2025-12-17T08:00:00.000Z');
    expect(cutoffs.daysBefore).toBe('2024-05-15');
    // The French day decides: 23:30 UTC on 31 May is 1 June in Paris.
    expect(analyticsRetentionCutoffs(new Date('2026-05-31T23:30:00Z')).daysBefore).toBe('2024-05-01');
    // A month-end without that day in the target month ends on its last day.
    expect(analyticsRetentionCutoffs(new Date('2026-03-31T10:00:00Z')).daysBefore).toBe('2024-02-29');
  });

  it('property: events cut exactly 180 × 24 h before now; days cut 25 months before the Paris day of now', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2090-01-01T00:00:00Z'), noInvalidDate: true }), (now) => {
        const cutoffs = analyticsRetentionCutoffs(now);
        expect(now.getTime() - cutoffs.eventsBefore.getTime()).toBe(180 * 86_400_000);
        const [year, month, day] = parisDay(now).split('-').map(Number) as [number, number, number];
        const monthIndex = year * 12 + (month - 1) - 25;
        const targetYear = Math.floor(monthIndex / 12);
        const targetMonth = (monthIndex % 12) + 1;
        const lastDay = new Date(Date.UTC(targetYear, targetMonth, 0)).getUTCDate();
        const expected = `${String(targetYear).padStart(4, '0')}-${String(targetMonth).padStart(2, '0')}-${String(Math.min(day, lastDay)).padStart(2, '0')}`;
        expect(cutoffs.daysBefore).toBe(expected);
      }),
      { numRuns: 300 },
    );
  });
});
