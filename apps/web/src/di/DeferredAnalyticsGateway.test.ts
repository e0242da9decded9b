import { describe, expect, it, vi } from 'vitest';
import type { AnalyticsGateway, AnalyticsIdentity, AnalyticsProperties, Clock } from '@cible/core';
import { DeferredAnalyticsGateway } from './DeferredAnalyticsGateway';

const IDENTITY: AnalyticsIdentity = { userId: 7, organizationId: 3, licenceId: 1, testerLevel: null };

/** An adapter that records each call with the instant its clock gives at that moment (as the real one stamps events). */
class StampingAnalytics implements AnalyticsGateway {
  readonly calls: string[] = [];
  constructor(private readonly clock: Clock) {}
  identify(identity: AnalyticsIdentity) {
    this.calls.push(`identify:${identity.userId}`);
  }
  reset() {
    this.calls.push('reset');
  }
  pageView(path: string) {
    this.calls.push(`view:${path}@${this.clock.now().toISOString()}`);
  }
  pageLeave(path: string) {
    this.calls.push(`leave:${path}@${this.clock.now().toISOString()}`);
  }
  event(name: string, properties?: AnalyticsProperties) {
    this.calls.push(`event:${name}${properties ? JSON.stringify(properties) : ''}@${this.clock.now().toISOString()}`);
  }
}

function setup() {
  let now = new Date('2026-03-10T09:00:00.000Z');
  const clock: Clock = { now: () => new Date(now), zone: 'Europe/Paris' };
  let release!: () => void;
  let fail!: (error: unknown) => void;
  let adapter: StampingAnalytics | null = null;
  const load = vi.fn(
    (adapterClock: Clock) =>
      new Promise<AnalyticsGateway>((resolve, reject) => {
        release = () => {
          adapter = new StampingAnalytics(adapterClock);
          resolve(adapter);
        };
        fail = reject;
      }),
  );
  const gateway = new DeferredAnalyticsGateway(load, clock);
  return {
    gateway,
    load,
    release: async () => {
      release();
      await Promise.resolve();
      await Promise.resolve();
    },
    fail: async () => {
      fail(new Error('chunk failed'));
      await Promise.resolve();
      await Promise.resolve();
    },
    adapter: () => adapter,
    tick: (ms: number) => {
      now = new Date(now.getTime() + ms);
    },
  };
}

describe('DeferredAnalyticsGateway', () => {
  it('fetches nothing before a user is identified, and drops what is called meanwhile', async () => {
    const test = setup();
    test.gateway.pageView('/login');
    test.gateway.event('quick_search_used');
    expect(test.load).not.toHaveBeenCalled();
    test.gateway.identify(IDENTITY);
    expect(test.load).toHaveBeenCalledTimes(1);
    await test.release();
    expect(test.adapter()?.calls).toEqual(['identify:7']);
  });

  it('replays the identified user’s calls made while the adapter loads, in order, each at its own instant', async () => {
    const test = setup();
    test.gateway.identify(IDENTITY);
    test.gateway.pageView('/');
    test.tick(1500);
    test.gateway.pageLeave('/');
    test.gateway.event('quick_search_used', { column: 'companies' });
    test.tick(2000);
    await test.release();
    expect(test.adapter()?.calls).toEqual([
      'identify:7',
      'view:/@2026-03-10T09:00:00.000Z',
      'leave:/@2026-03-10T09:00:01.500Z',
      'event:quick_search_used{"column":"companies"}@2026-03-10T09:00:01.500Z',
    ]);
    // Once loaded, calls go straight through, at the current time.
    test.gateway.pageView('/reports');
    expect(test.adapter()?.calls.at(-1)).toBe('view:/reports@2026-03-10T09:00:03.500Z');
    test.gateway.reset();
    expect(test.adapter()?.calls.at(-1)).toBe('reset');
  });

  it('forgets what waited when the user logs out before the adapter is there', async () => {
    const test = setup();
    test.gateway.identify(IDENTITY);
    test.gateway.pageView('/');
    test.gateway.reset();
    test.gateway.pageView('/login');
    await test.release();
    expect(test.adapter()?.calls).toEqual([]);
  });

  it('tries the load again at the next identification when it failed', async () => {
    const test = setup();
    test.gateway.identify(IDENTITY);
    await test.fail();
    test.gateway.identify(IDENTITY);
    expect(test.load).toHaveBeenCalledTimes(2);
    test.gateway.pageView('/');
    await test.release();
    expect(test.adapter()?.calls).toEqual(['identify:7', 'view:/@2026-03-10T09:00:00.000Z']);
  });
});
