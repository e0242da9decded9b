import { describe, expect, it } from 'vitest';
import { NotificationsSearchSchema, notificationListQueryOf } from './notificationsSearch';

describe('notificationsSearch (the URL state of the notifications page)', () => {
  it('reads page, types and seen from the search params', () => {
    expect(NotificationsSearchSchema.parse({ page: 3, types: [3, 1, 3], seen: 'unseen' })).toEqual({ page: 3, types: [1, 3], seen: 'unseen' });
    expect(NotificationsSearchSchema.parse({ page: '2' })).toEqual({ page: 2, types: [], seen: 'all' });
  });

  it('falls back to the defaults for anything unreadable (hand-edited URL)', () => {
    expect(NotificationsSearchSchema.parse({})).toEqual({ page: 1, types: [], seen: 'all' });
    expect(NotificationsSearchSchema.parse({ page: -4, types: [99], seen: 'maybe' })).toEqual({ page: 1, types: [], seen: 'all' });
    expect(NotificationsSearchSchema.parse({ page: 'abc', types: 'x' })).toEqual({ page: 1, types: [], seen: 'all' });
  });

  it('gives the API query: 20 per page, type list and seen only when filtered', () => {
    expect(notificationListQueryOf({ page: 1, types: [], seen: 'all' })).toEqual({ limit: 20, offset: 0 });
    expect(notificationListQueryOf({ page: 3, types: [1, 10], seen: 'seen' })).toEqual({ notification_type_id_list: [1, 10], seen: true, limit: 20, offset: 40 });
    expect(notificationListQueryOf({ page: 2, types: [], seen: 'unseen' })).toEqual({ seen: false, limit: 20, offset: 20 });
  });
});
