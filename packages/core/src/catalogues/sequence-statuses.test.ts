import { describe, expect, it } from 'vitest';
import { enText } from '../testing/texts';
import {
  ACTIVITY_SIMPLE_STATUSES,
  PLAYBACK_SIMPLE_STATUSES,
  SEQUENCE_LIST_PAGES,
  SEQUENCE_SIMPLE_STATUSES,
  SEQUENCE_STATUS,
  SEQUENCE_STATUSES,
} from './sequence-statuses';

describe('SEQUENCE_STATUSES', () => {
  it('has draft 1, ongoing 2, paused 3, finished 4, archived 5, programmed 6', () => {
    expect(SEQUENCE_STATUSES.map((status) => [status.id, status.code])).toEqual([
      [1, 'draft'], [2, 'ongoing'], [3, 'paused'], [4, 'finished'], [5, 'archived'], [6, 'programmed'],
    ]);
    expect(SEQUENCE_STATUS.programmed).toBe(6);
  });

  it('lists the six pages in the spec order', () => {
    expect(SEQUENCE_LIST_PAGES).toEqual(['draft', 'programmed', 'ongoing', 'paused', 'finished', 'archived']);
  });

  it('has the three simple status sets', () => {
    expect(SEQUENCE_SIMPLE_STATUSES.map((s) => enText(s.label))).toEqual(['Paused', 'Ongoing', 'Finished']);
    expect(PLAYBACK_SIMPLE_STATUSES.map((s) => enText(s.label))).toEqual(['Paused', 'Playing', 'Done']);
    expect(ACTIVITY_SIMPLE_STATUSES.map((s) => enText(s.label))).toEqual(['Active', 'Inactive', 'Suspended']);
  });
});
