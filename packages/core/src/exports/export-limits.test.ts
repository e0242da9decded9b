import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EXPORT_MAX_ROW_COUNT, exportRefusal, shouldPushExportProgress } from './export-limits';

describe('exportRefusal', () => {
  it('refuses an empty export, a too large one, and one the credits do not cover, in that order', () => {
    expect(exportRefusal({ rowCount: 0, availableCredits: 10 })?.code).toBe('EXPORT.EMPTY');
    const tooLarge = exportRefusal({ rowCount: 10_000_000, availableCredits: 0 });
    expect(tooLarge?.code).toBe('EXPORT.TOO_LARGE');
    expect(tooLarge?.details).toEqual({ row_count: 10_000_000, max_row_count: EXPORT_MAX_ROW_COUNT });
    const short = exportRefusal({ rowCount: 12, availableCredits: 5 });
    expect(short?.code).toBe('CREDITS.INSUFFICIENT');
    expect(short?.details).toEqual({ required: 12, available: 5 });
    expect(exportRefusal({ rowCount: EXPORT_MAX_ROW_COUNT, availableCredits: EXPORT_MAX_ROW_COUNT })).toBeNull();
  });

  it('agrees with the oracle for any count and credit', () => {
    const oracle = (rows: number, credits: number) =>
      rows <= 0 ? 'EXPORT.EMPTY' : rows > 200_000 ? 'EXPORT.TOO_LARGE' : credits < rows ? 'CREDITS.INSUFFICIENT' : null;
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 400_000 }), fc.integer({ min: 0, max: 400_000 }), (rowCount, availableCredits) => {
        expect(exportRefusal({ rowCount, availableCredits })?.code ?? null).toBe(oracle(rowCount, availableCredits));
      }),
    );
  });
});

describe('shouldPushExportProgress', () => {
  it('pushes at the start and the end', () => {
    expect(shouldPushExportProgress(0, 10, 1000)).toBe(true);
    expect(shouldPushExportProgress(990, 1000, 1000)).toBe(true);
  });

  it('pushes about once per step whatever the batch sizes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), fc.integer({ min: 1, max: 5_000 }), (total, batch) => {
        let previous = 0;
        let pushes = 0;
        while (previous < total) {
          const current = Math.min(total, previous + batch);
          if (shouldPushExportProgress(previous, current, total)) pushes += 1;
          previous = current;
        }
        // One per 5 % crossed (at most 20), plus the first and the last batch.
        expect(pushes).toBeLessThanOrEqual(22);
        expect(pushes).toBeGreaterThanOrEqual(1);
      }),
    );
  });
});
