import { describe, expect, it } from 'vitest';
import { RecordingAnalytics } from '../testing/RecordingAnalytics';
import { subscribePageAnalytics } from './pageAnalytics';
import type { ResolvedNavigation } from './pageAnalytics';

describe('subscribePageAnalytics', () => {
  it('records a page leave and a page view when the path changes, nothing otherwise', () => {
    let listener: ((event: ResolvedNavigation) => void) | null = null;
    const router = {
      subscribe: (_event: 'onResolved', next: (event: ResolvedNavigation) => void) => {
        listener = next;
        return () => {
          listener = null;
        };
      },
    };
    const analytics = new RecordingAnalytics();
    const stop = subscribePageAnalytics(router, analytics);
    listener!({ toLocation: { pathname: '/' }, pathChanged: true });
    listener!({ fromLocation: { pathname: '/' }, toLocation: { pathname: '/personal-space/profile' }, pathChanged: true });
    listener!({ fromLocation: { pathname: '/personal-space/profile' }, toLocation: { pathname: '/personal-space/profile' }, pathChanged: false });
    expect(analytics.calls).toEqual(['view:/', 'leave:/', 'view:/personal-space/profile']);
    stop();
    expect(listener).toBeNull();
  });
});
