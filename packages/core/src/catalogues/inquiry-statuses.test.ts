import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { INQUIRY_STATUSES, INQUIRY_STATUS, INQUIRY_STATUS_FILTER_GROUPS, OPEN_INQUIRY_STATUS_IDS } from './inquiry-statuses';

describe('INQUIRY_STATUSES', () => {
  it('has the spec ids todo 1 … editorial offline 11', () => {
    expect(INQUIRY_STATUSES.map((status) => [status.id, status.code])).toEqual([
      [1, 'todo'], [2, 'in_progress'], [3, 'pre_done'], [4, 'done'], [5, 'fail'], [6, 'draft'],
      [7, 'pre_fail'], [8, 'pre_partially_done'], [9, 'partially_done'], [10, 'pre_editorial_offline'], [11, 'editorial_offline'],
    ]);
    for (const status of INQUIRY_STATUSES) expect(INQUIRY_STATUS[status.code]).toBe(status.id);
  });

  it('counts todo, draft and in progress as open', () => {
    expect([...OPEN_INQUIRY_STATUS_IDS].sort()).toEqual([1, 2, 6]);
  });

  it('groups todo with draft and in progress with pre-done, every status in exactly one group', () => {
    expect(INQUIRY_STATUS_FILTER_GROUPS.find((group) => group.key === 'todo')?.statusIds).toEqual([1, 6]);
    expect(INQUIRY_STATUS_FILTER_GROUPS.find((group) => group.key === 'in_progress')?.statusIds).toEqual([2, 3]);
    const all = INQUIRY_STATUS_FILTER_GROUPS.flatMap((group) => group.statusIds).sort((a, b) => a - b);
    expect(all).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
  });

  it('puts every status in exactly one filter group, grouped as the oracle says (property)', () => {
    // Oracle: the spec's two pairs; every other status alone.
    const oracleGroup = (id: number) => (id === 6 ? 1 : id === 3 ? 2 : id);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 11 }), fc.integer({ min: 1, max: 11 }), (a, b) => {
        const groupsOf = (id: number) => INQUIRY_STATUS_FILTER_GROUPS.filter((group) => (group.statusIds as readonly number[]).includes(id));
        expect(groupsOf(a)).toHaveLength(1);
        expect(groupsOf(a)[0] === groupsOf(b)[0]).toBe(oracleGroup(a) === oracleGroup(b));
      }),
    );
  });
});
