import { createFixedClock } from '@cible/core';
import { describe, expect, it } from 'vitest';
import { json, noContent } from '../testing/fake-fetch';
import { httpTestClient, TEST_NOW } from '../testing/http-test-client';
import { HttpAnalyticsGateway } from './http-analytics-gateway';

const IDENTITY = { userId: 7, organizationId: 3, licenceId: 1, testerLevel: null };

function setup() {
  const test = httpTestClient();
  const analytics = new HttpAnalyticsGateway(test.caller, createFixedClock(TEST_NOW), test.logger);
  return { ...test, analytics };
}

const sentEvents = (calls: { body: string | undefined }[]) => calls.map((call) => JSON.parse(call.body ?? '{}').event_list);

describe('HttpAnalyticsGateway', () => {
  it('refuses every call before identification: no HTTP call, false', async () => {
    const { analytics, fake } = setup();
    expect(analytics.identified).toBe(false);
    expect(analytics.pageView('/reports')).toBe(false);
    expect(analytics.pageLeave('/reports')).toBe(false);
    expect(analytics.event('export_started')).toBe(false);
    await Promise.resolve();
    expect(fake.calls).toHaveLength(0);
  });

  it('refuses invalid event names (core rule): no HTTP call, false', async () => {
    const { analytics, fake } = setup();
    analytics.identify(IDENTITY);
    for (const name of ['Export', 'export-started', '_export', 'export__started', 'a'.repeat(65), '']) expect(analytics.event(name)).toBe(false);
    await Promise.resolve();
    expect(fake.calls).toHaveLength(0);
  });

  it('posts page views, page leaves and events of an identified user to the events endpoint', async () => {
    const { analytics, fake, token } = setup();
    fake.answer(noContent(), noContent(), noContent());
    analytics.identify(IDENTITY);
    expect(analytics.pageView('/sequences/lists/draft')).toBe(true);
    expect(analytics.pageLeave('/sequences/lists/draft')).toBe(true);
    expect(analytics.event('sequence_created', { step_count: 3, from_template: false })).toBe(true);
    await expect.poll(() => fake.calls.length).toBe(3);
    expect(fake.calls.every((call) => call.method === 'POST' && call.url === 'https://api.cible.test/v1/analytics/events')).toBe(true);
    expect(fake.calls[0]?.headers.Authorization).toBe(`Bearer ${token}`);
    const occurred_at = TEST_NOW.toISOString();
    expect(sentEvents(fake.calls)).toEqual([
      [{ name: 'page_view', occurred_at, path: '/sequences/lists/draft' }],
      [{ name: 'page_leave', occurred_at, path: '/sequences/lists/draft' }],
      [{ name: 'sequence_created', occurred_at, properties: { step_count: 3, from_template: false } }],
    ]);
  });

  it('refuses events the contract refuses (bad property name, path not starting with /)', async () => {
    const { analytics, fake, logger } = setup();
    analytics.identify(IDENTITY);
    expect(analytics.event('export_started', { 'Bad-Name': 1 })).toBe(false);
    expect(analytics.pageView('reports')).toBe(false);
    await Promise.resolve();
    expect(fake.calls).toHaveLength(0);
    expect(logger.warn).toHaveBeenCalledTimes(2);
  });

  it('stops after reset (logout)', async () => {
    const { analytics, fake } = setup();
    analytics.identify(IDENTITY);
    analytics.reset();
    expect(analytics.event('export_started')).toBe(false);
    await Promise.resolve();
    expect(fake.calls).toHaveLength(0);
  });

  it('never throws when sending fails: the failure is logged', async () => {
    const { analytics, fake, logger } = setup();
    fake.answer(json(500, { code: 'INTERNAL', message: 'x' }));
    analytics.identify(IDENTITY);
    expect(analytics.event('export_started')).toBe(true);
    await expect.poll(() => logger.warn.mock.calls.length).toBe(1);
  });
});
