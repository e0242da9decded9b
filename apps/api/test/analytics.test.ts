import { ANALYTICS_BATCH_MAX, ANALYTICS_BEACON_TOKEN_SECONDS } from '@cible/core';
import type { AnalyticsEvent, AnalyticsUsageResponse } from '@cible/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAnalyticsBeaconTokens } from '../src/modules/analytics/analytics-beacon-tokens';
import { createAnalyticsRepository } from '../src/modules/analytics/analytics-repository';
import { createAnalyticsService } from '../src/modules/analytics/analytics-service';
import { createUsersRepository } from '../src/modules/users/users-repository';
import { claimsOf } from './support/api-client';
import { startSeededServer, userIdOf } from './support/seeded-server';
import { describeEachDatabase } from './support/test-database';

type Server = Awaited<ReturnType<typeof startSeededServer>>;

const EVENTS = '/v1/analytics/events';
const BEACON = '/v1/analytics/beacon';
const BEACON_TOKENS = '/v1/analytics/beacon-tokens';
const USAGE = '/v1/analytics/usage';

/** The Paris calendar day of an instant, by Intl (independent of the server's rule). */
const parisDay = (instant: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);

/** A small deterministic generator (tests reproduce). */
function randomGenerator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
  return { next, int: (max: number) => Math.floor(next() * max), pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T };
}

/** Paths of pages with the page each counts under, written out by hand (the oracle does not call core's rule). */
const PAGES: readonly (readonly [string, string])[] = [
  ['/', '/'],
  ['/account/12', '/account/{company_id}'],
  ['/account/907', '/account/{company_id}'],
  ['/contact/4/profile', '/contact/{contact_id}/profile'],
  ['/personal-space/notifications', '/personal-space/notifications'],
  ['/quick-search', '/quick-search'],
  ['/no-such-page', '*'],
];
const FEATURES = ['quick_search_used', 'help_request_sent', 'notifications_opened'];

describeEachDatabase('product analytics', (context) => {
  let server: Server;
  let sales: string;
  let salesId: number;
  let support: string;

  beforeAll(async () => {
    server = await startSeededServer(context.db);
    sales = await server.api.login('sales@atlas.demo');
    salesId = await userIdOf(context.db, 'sales@atlas.demo');
    support = await server.api.login('support@cible.demo');
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });

  const rawCount = async (userId: number) =>
    (await context.db.query<{ count: number }>('SELECT count(*)::int AS count FROM analytics_events WHERE user_id = $1', [userId]))[0]?.count ?? 0;
  const dailyRows = (userId: number) =>
    context.db.query<{ day: string; kind: string; key: string; event_count: number }>(
      'SELECT day::text AS day, kind, key, event_count FROM analytics_daily_usage WHERE user_id = $1 ORDER BY day, kind, key',
      [userId],
    );
  const event = (name: string, extra: Partial<AnalyticsEvent> = {}): AnalyticsEvent => ({ name, occurred_at: new Date().toISOString(), ...extra });

  describe('batches', () => {
    it('stores a batch raw and adds page views per page and feature events per name to the day’s counts (page leaves are not counted)', async () => {
      const userId = await userIdOf(context.db, 'marketing@atlas.demo');
      const token = await server.api.login('marketing@atlas.demo');
      const now = new Date();
      const batch = [
        event('page_view', { path: '/account/3' }),
        event('page_leave', { path: '/account/3' }),
        event('page_view', { path: '/account/8?tab=news' }),
        event('page_view', { path: '/' }),
        event('quick_search_used', { properties: { query_length: 5 } }),
        event('quick_search_used'),
      ];
      const answer = await server.api.call('POST', EVENTS, { token, body: { event_list: batch } });
      expect(answer.status).toBe(204);
      expect(await rawCount(userId)).toBe(6);
      const today = parisDay(now);
      expect(await dailyRows(userId)).toEqual([
        { day: today, kind: 'feature', key: 'quick_search_used', event_count: 2 },
        { day: today, kind: 'page', key: '/', event_count: 1 },
        { day: today, kind: 'page', key: '/account/{company_id}', event_count: 2 },
      ]);
      // A second batch adds to the same rows.
      expect((await server.api.call('POST', EVENTS, { token, body: { event_list: [event('page_view', { path: '/account/5' })] } })).status).toBe(204);
      expect((await dailyRows(userId)).find((row) => row.key === '/account/{company_id}')?.event_count).toBe(3);
    });

    it('refuses the whole batch with a code: an invalid name, an empty or oversize batch, an unknown field; nothing stored', async () => {
      const before = await rawCount(salesId);
      const invalid = await server.api.call('POST', EVENTS, { token: sales, body: { event_list: [event('page_view', { path: '/' }), event('Page View!')] } });
      expect([invalid.status, invalid.body.code]).toEqual([400, 'ANALYTICS.INVALID_EVENT_NAME']);
      const empty = await server.api.call('POST', EVENTS, { token: sales, body: { event_list: [] } });
      expect(empty.status).toBe(400);
      const oversize = await server.api.call('POST', EVENTS, {
        token: sales,
        body: { event_list: Array.from({ length: ANALYTICS_BATCH_MAX + 1 }, () => event('page_view', { path: '/' })) },
      });
      expect(oversize.status).toBe(400);
      const foreign = await server.api.call('POST', EVENTS, { token: sales, body: { event_list: [{ ...event('page_view'), user_id: 1 }] } });
      expect([foreign.status, foreign.body.code]).toEqual([400, 'VALIDATION.INVALID_BODY']);
      expect(await rawCount(salesId)).toBe(before);
    });

    it('refuses unidentified calls: no token, a forged token', async () => {
      const anonymous = await server.api.call('POST', EVENTS, { body: { event_list: [event('page_view', { path: '/' })] } });
      expect([anonymous.status, anonymous.body.code]).toEqual([401, 'AUTH.TOKEN_MISSING']);
      const forged = await server.api.call('POST', EVENTS, { token: `${sales.slice(0, -4)}AAAA`, body: { event_list: [event('page_view', { path: '/' })] } });
      expect([forged.status, forged.body.code]).toEqual([401, 'AUTH.TOKEN_INVALID']);
    });

    it('accepts but does not store what a platform administrator sends while connected as a user', async () => {
      const targetId = await userIdOf(context.db, 'kam@atlas.demo');
      const connectedAs = await server.api.call<{ jwt: string }>('POST', '/v1/authentication/auth/connect-as', { token: support, body: { user_id: targetId } });
      const before = await rawCount(targetId);
      expect((await server.api.call('POST', EVENTS, { token: connectedAs.body.jwt, body: { event_list: [event('page_view', { path: '/' })] } })).status).toBe(204);
      const beaconToken = await server.api.call<{ beacon_token: string }>('POST', BEACON_TOKENS, { token: connectedAs.body.jwt });
      expect(beaconToken.status).toBe(200);
      expect((await server.api.call('POST', BEACON, { body: { beacon_token: beaconToken.body.beacon_token, event_list: [event('page_view', { path: '/' })] } })).status).toBe(204);
      expect(await rawCount(targetId)).toBe(before);
      expect(await dailyRows(targetId)).toEqual([]);
    });
  });

  describe('beacon', () => {
    it('gives a 15-minute beacon token to a signed-in caller, and records a beacon with it and no Authorization header', async () => {
      const issued = await server.api.call<{ beacon_token: string; expires_at: string }>('POST', BEACON_TOKENS, { token: sales });
      expect(issued.status).toBe(200);
      const lifetime = Date.parse(issued.body.expires_at) - Date.now();
      expect(lifetime).toBeGreaterThan((ANALYTICS_BEACON_TOKEN_SECONDS - 30) * 1000);
      expect(lifetime).toBeLessThanOrEqual(ANALYTICS_BEACON_TOKEN_SECONDS * 1000 + 1000);
      expect(claimsOf(issued.body.beacon_token)).toMatchObject({ user_id: salesId });

      const before = await rawCount(salesId);
      const answer = await server.api.call('POST', BEACON, {
        body: { beacon_token: issued.body.beacon_token, event_list: [event('page_leave', { path: '/quick-search' }), event('page_view', { path: '/quick-search' })] },
      });
      expect(answer.status).toBe(204);
      expect(await rawCount(salesId)).toBe(before + 2);
      // Like sendBeacon: a Blob typed application/json, no credentials header.
      const blob = await fetch(`${server.baseUrl}${BEACON}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.200.0.1' },
        body: JSON.stringify({ beacon_token: issued.body.beacon_token, event_list: [event('page_view', { path: '/' })] }),
      });
      expect(blob.status).toBe(204);
      expect(await rawCount(salesId)).toBe(before + 3);
    });

    it('refuses a beacon without a valid beacon token with ANALYTICS.NOT_IDENTIFIED, and stores nothing', async () => {
      const before = await rawCount(salesId);
      const body = (beacon_token: string) => ({ body: { beacon_token, event_list: [event('page_view', { path: '/' })] } });
      const refused = async (beaconToken: string) => {
        const answer = await server.api.call('POST', BEACON, body(beaconToken));
        return [answer.status, answer.body.code];
      };
      const { body: issued } = await server.api.call<{ beacon_token: string }>('POST', BEACON_TOKENS, { token: sales });
      expect(await refused('not-a-token')).toEqual([401, 'ANALYTICS.NOT_IDENTIFIED']);
      // A session token is not a beacon token, and a beacon token is not a session token.
      expect(await refused(sales)).toEqual([401, 'ANALYTICS.NOT_IDENTIFIED']);
      const asBearer = await server.api.call('GET', `/v1/users/${salesId}`, { token: issued.beacon_token });
      expect([asBearer.status, asBearer.body.code]).toEqual([401, 'AUTH.TOKEN_INVALID']);
      // Tampered: the payload names another user.
      const [header, payload, signature] = issued.beacon_token.split('.');
      const other = Buffer.from(JSON.stringify({ ...claimsOf(issued.beacon_token), user_id: await userIdOf(context.db, 'manager@atlas.demo') })).toString('base64url');
      expect(await refused(`${header}.${other}.${signature}`)).toEqual([401, 'ANALYTICS.NOT_IDENTIFIED']);
      expect(payload).toBeDefined();
      // Expired: issued 16 minutes ago with the server's own secret.
      const users = createUsersRepository(context.db);
      const past = createAnalyticsBeaconTokens(server.config.jwtSecret, users, () => Date.now() - 16 * 60_000);
      const stale = await past.issue({ userId: salesId, organizationId: (claimsOf(sales).organization_id as number), connectedAsBy: null, tokensValidAfter: null });
      expect(await refused(stale.token)).toEqual([401, 'ANALYTICS.NOT_IDENTIFIED']);
      // Signed with another secret.
      const foreign = await createAnalyticsBeaconTokens('another secret of at least thirty-two characters', users).issue({
        userId: salesId,
        organizationId: claimsOf(sales).organization_id as number,
        connectedAsBy: null,
        tokensValidAfter: null,
      });
      expect(await refused(foreign.token)).toEqual([401, 'ANALYTICS.NOT_IDENTIFIED']);
      // Missing: the schema's code.
      const missing = await server.api.call('POST', BEACON, { body: { event_list: [event('page_view', { path: '/' })] } });
      expect([missing.status, missing.body.code]).toEqual([400, 'VALIDATION.INVALID_BODY']);
      // An invalid name in a beacon: the same code as a batch.
      const invalid = await server.api.call('POST', BEACON, { body: { beacon_token: issued.beacon_token, event_list: [event('Bad Name')] } });
      expect([invalid.status, invalid.body.code]).toEqual([400, 'ANALYTICS.INVALID_EVENT_NAME']);
      expect(await rawCount(salesId)).toBe(before);
    });

    it('stops accepting a beacon token once its user logged out or was disabled', async () => {
      const token = await server.api.login('insight@atlas.demo');
      const userId = await userIdOf(context.db, 'insight@atlas.demo');
      const { body: issued } = await server.api.call<{ beacon_token: string }>('POST', BEACON_TOKENS, { token });
      const send = () => server.api.call('POST', BEACON, { body: { beacon_token: issued.beacon_token, event_list: [event('page_view', { path: '/' })] } });
      expect((await send()).status).toBe(204);
      expect((await server.api.call('POST', '/v1/authentication/auth/logout', { token })).status).toBe(204);
      expect([(await send()).status, (await send()).body.code]).toEqual([401, 'ANALYTICS.NOT_IDENTIFIED']);

      const other = await server.api.login('smart-data@atlas.demo');
      const otherId = await userIdOf(context.db, 'smart-data@atlas.demo');
      const { body: second } = await server.api.call<{ beacon_token: string }>('POST', BEACON_TOKENS, { token: other });
      await context.db.query('UPDATE users SET status = 2 WHERE id = $1', [otherId]);
      const disabled = await server.api.call('POST', BEACON, { body: { beacon_token: second.beacon_token, event_list: [event('page_view', { path: '/' })] } });
      expect([disabled.status, disabled.body.code]).toEqual([401, 'ANALYTICS.NOT_IDENTIFIED']);
      await context.db.query('UPDATE users SET status = 1 WHERE id = $1', [otherId]);
      expect(await rawCount(userId)).toBe(1);
    });
  });

  describe('usage page figures', () => {
    it('are for platform administrators only: any other user of any organisation 403, anonymous 401, connected as 403', async () => {
      const query = `${USAGE}?from=2026-01-01&to=2026-01-31`;
      expect((await server.api.call('GET', query, { token: support })).status).toBe(200);
      for (const email of ['sales@atlas.demo', 'manager@atlas.demo', 'sales@boreal.demo', 'manager@boreal.demo', 'marketing@atlas.demo']) {
        const answer = await server.api.call('GET', query, { token: await server.api.login(email) });
        expect([email, answer.status, answer.body.code]).toEqual([email, 403, 'AUTH.FORBIDDEN']);
      }
      expect((await server.api.call('GET', query)).status).toBe(401);
      const connectedAs = await server.api.call<{ jwt: string }>('POST', '/v1/authentication/auth/connect-as', {
        token: support,
        body: { user_id: await userIdOf(context.db, 'manager@boreal.demo') },
      });
      expect((await server.api.call('GET', query, { token: connectedAs.body.jwt })).status).toBe(403);
    });

    it('refuses a bad period with ANALYTICS.INVALID_PERIOD', async () => {
      for (const query of ['from=2026-02-01&to=2026-01-31', 'from=2025-01-01&to=2026-01-31']) {
        const answer = await server.api.call('GET', `${USAGE}?${query}`, { token: support });
        expect([query, answer.status, answer.body.code]).toEqual([query, 400, 'ANALYTICS.INVALID_PERIOD']);
      }
      const missing = await server.api.call('GET', `${USAGE}?from=2026-01-01`, { token: support });
      expect(missing.status).toBe(400);
    });

    it('equal an oracle computed here from random events received over 40 days (French days, bounds, distinct users, ranking)', async () => {
      // A separate window of days, far from the other tests' events (which are received now).
      const random = randomGenerator(20_260_501);
      const userIds = await Promise.all(['alpha@atlas.demo', 'beta@atlas.demo', 'search-lists@atlas.demo', 'sales@boreal.demo', 'manager@boreal.demo'].map((email) => userIdOf(context.db, email)));
      const organizationOf = new Map(
        (await context.db.query<{ id: number; organization_id: number }>('SELECT id, organization_id FROM users WHERE id = ANY($1::int[])', [userIds])).map((row) => [row.id, row.organization_id]),
      );
      const repository = createAnalyticsRepository(context.db);
      const beaconTokens = createAnalyticsBeaconTokens(server.config.jwtSecret, createUsersRepository(context.db));
      const firstDay = Date.parse('2025-03-10T00:00:00Z');
      type Counted = { kind: 'page' | 'feature'; key: string; day: string; userId: number };
      const counted: Counted[] = [];
      for (let reception = 0; reception < 160; reception += 1) {
        // Receptions spread over 40 days at any hour, including around midnight in Paris and a DST change (30 March 2025).
        const receivedAt = new Date(firstDay + random.int(40 * 24) * 3_600_000 + random.int(3_600_000));
        const userId = random.pick(userIds);
        const events: AnalyticsEvent[] = [];
        for (let index = 0, size = 1 + random.int(12); index < size; index += 1) {
          // Most occurred seconds to hours before reception; some claim the future or two days before (bounded).
          const offsetMs = random.next() < 0.1 ? 3_600_000 : random.next() < 0.1 ? -2 * 86_400_000 : -random.int(20 * 3_600_000);
          const occurred = new Date(receivedAt.getTime() + offsetMs);
          const countedAt = offsetMs > 0 ? receivedAt : offsetMs < -86_400_000 ? new Date(receivedAt.getTime() - 86_400_000) : occurred;
          const roll = random.next();
          if (roll < 0.55) {
            const [path, key] = random.pick(PAGES);
            events.push({ name: 'page_view', occurred_at: occurred.toISOString(), path });
            counted.push({ kind: 'page', key, day: parisDay(countedAt), userId });
          } else if (roll < 0.75) {
            events.push({ name: 'page_leave', occurred_at: occurred.toISOString(), path: random.pick(PAGES)[0] });
          } else {
            const name = random.pick(FEATURES);
            events.push({ name, occurred_at: occurred.toISOString() });
            counted.push({ kind: 'feature', key: name, day: parisDay(countedAt), userId });
          }
        }
        // Through the service as the API runs it, received at `receivedAt` (the beacon path: its token names the user).
        const service = createAnalyticsService({ repository, beaconTokens, now: () => receivedAt });
        const { token } = await beaconTokens.issue({ userId, organizationId: organizationOf.get(userId)!, connectedAsBy: null, tokensValidAfter: null });
        await service.recordBeacon({ beacon_token: token, event_list: events });
      }

      const oracle = (from: string, to: string) => {
        const inPeriod = counted.filter((entry) => entry.day >= from && entry.day <= to);
        const seriesOf = (kind: 'page' | 'feature') => {
          const keys = [...new Set(inPeriod.filter((entry) => entry.kind === kind).map((entry) => entry.key))];
          return keys
            .map((key) => {
              const ofKey = inPeriod.filter((entry) => entry.kind === kind && entry.key === key);
              const days = [...new Set(ofKey.map((entry) => entry.day))].sort();
              return {
                key,
                event_count: ofKey.length,
                user_count: new Set(ofKey.map((entry) => entry.userId)).size,
                day_list: days.map((day) => {
                  const ofDay = ofKey.filter((entry) => entry.day === day);
                  return { day, event_count: ofDay.length, user_count: new Set(ofDay.map((entry) => entry.userId)).size };
                }),
              };
            })
            .sort((a, b) => b.event_count - a.event_count || (a.key < b.key ? -1 : 1));
        };
        return { from, to, time_zone: 'Europe/Paris', page_list: seriesOf('page'), feature_list: seriesOf('feature') };
      };

      expect(counted.length).toBeGreaterThan(500);
      for (const [from, to] of [
        ['2025-03-01', '2025-04-30'],
        ['2025-03-10', '2025-03-10'],
        ['2025-03-29', '2025-04-02'],
        ['2025-04-15', '2025-04-19'],
      ] as const) {
        const answer = await server.api.call<AnalyticsUsageResponse>('GET', `${USAGE}?from=${from}&to=${to}`, { token: support });
        expect(answer.status).toBe(200);
        expect(answer.body).toEqual(oracle(from, to));
      }
      const whole = oracle('2025-03-01', '2025-04-30');
      expect(whole.page_list.map((series) => series.key)).toContain('*');
      expect(whole.page_list.some((series) => series.user_count > 1)).toBe(true);
    });

    it('counts the events sent through the API today', async () => {
      const today = parisDay(new Date());
      const before = await server.api.call<AnalyticsUsageResponse>('GET', `${USAGE}?from=${today}&to=${today}`, { token: support });
      const viewsOf = (body: AnalyticsUsageResponse, key: string) => body.page_list.find((series) => series.key === key)?.event_count ?? 0;
      const token = await server.api.login('kam@atlas.demo');
      await server.api.call('POST', EVENTS, { token, body: { event_list: [event('page_view', { path: '/personal-space/notifications' }), event('page_view', { path: '/personal-space/notifications' })] } });
      const after = await server.api.call<AnalyticsUsageResponse>('GET', `${USAGE}?from=${today}&to=${today}`, { token: support });
      expect(viewsOf(after.body, '/personal-space/notifications')).toBe(viewsOf(before.body, '/personal-space/notifications') + 2);
    });
  });

  describe('retention', () => {
    it('deletes raw events older than 180 days and daily counts older than 25 months, nothing younger', async () => {
      const repository = createAnalyticsRepository(context.db);
      const userId = await userIdOf(context.db, 'sender@atlas.demo');
      await context.db.query(
        `INSERT INTO analytics_events (user_id, at, occurred_at, name, path) VALUES
         ($1, now() - interval '181 days', now() - interval '181 days', 'page_view', '/'),
         ($1, now() - interval '179 days', now() - interval '179 days', 'page_view', '/')`,
        [userId],
      );
      await context.db.query(
        `INSERT INTO analytics_daily_usage (day, kind, key, user_id, event_count) VALUES
         (current_date - interval '26 months', 'page', '/', $1, 1),
         (current_date - interval '24 months', 'page', '/', $1, 1)`,
        [userId],
      );
      const service = createAnalyticsService({ repository, beaconTokens: createAnalyticsBeaconTokens(server.config.jwtSecret, createUsersRepository(context.db)) });
      const removed = await service.purgeExpired();
      expect(removed).toEqual({ events: 1, dailyRows: 1 });
      expect(await rawCount(userId)).toBe(1);
      expect((await dailyRows(userId)).length).toBe(1);
    });
  });
});
