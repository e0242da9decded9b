import { describe, expect, it } from 'vitest';
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
});
