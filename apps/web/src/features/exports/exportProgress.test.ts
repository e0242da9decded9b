import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { EXPORT_STATUSES, type Export } from '@cible/core';
import { exportFixture } from '../../testing/exportTestData';
import { exportPercent, isExportRunning, isLaterExportState, withPushedExport, withPushedExportInList } from './exportProgress';

const processing = (id: number, done: number, total: number | null = 100) => exportFixture(id, { status: 'processing', processed_row_count: done, total_row_count: total });
const done = (id: number, rows = 100) => exportFixture(id, { status: 'success', processed_row_count: rows, total_row_count: rows, row_count: rows, file_name: `export-${id}.xlsx` });

/** The states one export goes through, in order: pending, processing with more and more rows, then done. */
const stateSequence = fc
  .tuple(fc.integer({ min: 1, max: 500 }), fc.uniqueArray(fc.integer({ min: 0, max: 499 }), { maxLength: 20 }))
  .map(([total, written]) => [
    exportFixture(5),
    ...[...written].filter((rows) => rows < total).sort((a, b) => a - b).map((rows) => processing(5, rows, total)),
    done(5, total),
  ]);

describe('exportProgress', () => {
  it('moves an export forward: status, then rows written, then the total newly known', () => {
    expect(isLaterExportState(exportFixture(1), processing(1, 0, null))).toBe(true);
    expect(isLaterExportState(processing(1, 0, null), processing(1, 0, 80))).toBe(true);
    expect(isLaterExportState(processing(1, 10), processing(1, 40))).toBe(true);
    expect(isLaterExportState(processing(1, 40), processing(1, 10))).toBe(false);
    expect(isLaterExportState(processing(1, 40), processing(1, 40))).toBe(false);
    expect(isLaterExportState(processing(1, 40), done(1))).toBe(true);
    expect(isLaterExportState(processing(1, 40), exportFixture(1, { status: 'failure', error_code: 'EXPORT.TOO_LARGE' }))).toBe(true);
  });

  it('never takes a push of another export, nor changes a finished one', () => {
    expect(isLaterExportState(processing(1, 10), processing(2, 90))).toBe(false);
    expect(withPushedExport(processing(1, 10), processing(2, 90))).toEqual(processing(1, 10));
    expect(isLaterExportState(done(1), processing(1, 99))).toBe(false);
    expect(isLaterExportState(done(1), exportFixture(1, { status: 'failure' }))).toBe(false);
    expect(isLaterExportState(exportFixture(1, { status: 'failure' }), done(1))).toBe(false);
  });

  it('ends on the latest state whatever order the pushes arrive in (property)', () => {
    fc.assert(
      fc.property(
        stateSequence.chain((states) => fc.tuple(fc.constant(states), fc.shuffledSubarray(states, { minLength: states.length, maxLength: states.length }))),
        ([inOrder, arrived]) => {
          const last = inOrder[inOrder.length - 1]!;
          const seen = arrived.reduce<Export>((current, pushed) => withPushedExport(current, pushed), inOrder[0]!);
          expect(seen).toEqual(last);
          // and the percentage shown never goes back as pushes are taken in order
          let previous = -1;
          inOrder.reduce<Export>((current, pushed) => {
            const next = withPushedExport(current, pushed);
            const percent = exportPercent(next) ?? 0;
            expect(percent).toBeGreaterThanOrEqual(previous);
            previous = percent;
            return next;
          }, inOrder[0]!);
        },
      ),
    );
  });

  it('replaces only the pushed export of a list, and keeps the same list when nothing changes', () => {
    const list = [processing(3, 10), done(2), exportFixture(1)];
    const moved = withPushedExportInList(list, processing(3, 60));
    expect(moved.map((item) => item.processed_row_count)).toEqual([60, 100, 0]);
    expect(moved[1]).toBe(list[1]);
    expect(withPushedExportInList(list, processing(9, 60))).toBe(list);
    expect(withPushedExportInList(list, processing(3, 5))).toBe(list);
  });

  it('says the percentage done: rows over total rounded down, 100 once done, unknown while the total is not counted', () => {
    expect(exportPercent(exportFixture(1))).toBe(0);
    expect(exportPercent(processing(1, 0, null))).toBeNull();
    expect(exportPercent(processing(1, 1, 3))).toBe(33);
    expect(exportPercent(processing(1, 299, 300))).toBe(99);
    expect(exportPercent(processing(1, 0, 0))).toBe(0);
    expect(exportPercent(done(1))).toBe(100);
    expect(EXPORT_STATUSES.filter((status) => isExportRunning({ status }))).toEqual(['pending', 'processing']);
  });
});
