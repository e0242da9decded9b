import { buildSocketUrl, NotificationListResponseSchema, NotificationPushSchema, NotificationSchema, SOCKET_MESSAGE_TYPE, SOCKET_PATH, SOCKET_SUBPROTOCOL } from '@cible/core';
import type { Notification } from '@cible/core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createSessionTokens } from '../src/security/session-tokens';
import { startSeededServer, userIdOf } from './support/seeded-server';
import { openSocket, socketRefusal } from './support/socket-client';
import type { TestSocket } from './support/socket-client';
import { describeEachDatabase } from './support/test-database';

type Server = Awaited<ReturnType<typeof startSeededServer>>;

/** How long a socket must stay silent to count as "received nothing". */
const QUIET_MS = 400;
const PING_INTERVAL_MS = 250;

describeEachDatabase('real-time socket', (context) => {
  let server: Server;
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};
  const emails = [
    'sales@atlas.demo',
    'marketing@atlas.demo',
    'sales@boreal.demo',
    'kam@atlas.demo',
    'intranet@atlas.demo',
    'insight@atlas.demo',
    'smart-data@atlas.demo',
    'sales-marketing@atlas.demo',
    'support@cible.demo',
    'expired@atlas.demo',
  ];
  const opened: TestSocket[] = [];

  beforeAll(async () => {
    server = await startSeededServer(context.db, { realtime: { pingIntervalMs: PING_INTERVAL_MS, maxSocketsPerUser: 3 } });
    for (const email of emails) {
      ids[email] = await userIdOf(context.db, email);
      tokens[email] = await server.api.login(email);
    }
  }, 120_000);
  afterAll(async () => {
    await Promise.all(opened.map((socket) => socket.close()));
    await server?.close();
  });

  const socketUrl = (token: string) => buildSocketUrl(server.baseUrl, token);
  const open = async (email: string, options: Parameters<typeof openSocket>[2] = {}) => {
    const socket = await openSocket(server.baseUrl, tokens[email]!, options);
    opened.push(socket);
    return socket;
  };
  const devNotify = async (email: string, body: Record<string, unknown> = { type: 'alert', payload: { query_name: 'DSI' } }) => {
    const answer = await server.api.call('POST', '/v1/dev/notifications', { token: tokens[email]!, body });
    expect(answer.status, answer.text).toBe(201);
    return NotificationSchema.parse((answer.body as { notification: unknown }).notification);
  };
  /** What the bell would ask: list/not_viewed (the newest unseen and the number unseen). */
  const notViewed = async (email: string) => {
    const answer = await server.api.call('GET', '/v1/notification/notifications/list/not_viewed', { token: tokens[email]! });
    expect(answer.status, answer.text).toBe(200);
    return NotificationListResponseSchema.parse(answer.body);
  };
  /** The socket message of a pushed notification: the notification and its user's unseen count. */
  const pushOf = (notification: Notification | undefined, unseenCount: number) => ({
    type_id: SOCKET_MESSAGE_TYPE.notification,
    payload: { notification, notification_count: unseenCount },
  });
  const quiet = () => new Promise((resolve) => setTimeout(resolve, QUIET_MS));
  /** Waits until the hub has registered `count` sockets of the user (the upgrade completes before the handler). */
  const registered = async (email: string, count: number) => {
    for (let attempt = 0; attempt < 100 && server.app.realtime.hub.countOf(ids[email]!) < count; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(server.app.realtime.hub.countOf(ids[email]!)).toBe(count);
  };

  it('refuses the upgrade without a token, with a bad token, an expired or a password-expired one (401/403, like HTTP)', async () => {
    const base = server.baseUrl.replace(/^http/, 'ws');
    expect(await socketRefusal(`${base}${SOCKET_PATH}`)).toMatchObject({ status: 401, body: { code: 'AUTH.TOKEN_MISSING' } });
    expect(await socketRefusal(`${base}${SOCKET_PATH}?token=`)).toMatchObject({ status: 401, body: { code: 'AUTH.TOKEN_MISSING' } });
    expect(await socketRefusal(socketUrl('not-a-jwt'))).toMatchObject({ status: 401, body: { code: 'AUTH.TOKEN_INVALID' } });

    const valid = tokens['sales@atlas.demo']!;
    const [header, payload, signature] = valid.split('.');
    const tampered = `${header}.${payload}.${signature!.slice(0, -4)}AAAA`;
    expect(await socketRefusal(socketUrl(tampered))).toMatchObject({ status: 401, body: { code: 'AUTH.TOKEN_INVALID' } });
    const otherSecret = await createSessionTokens('another-secret-of-at-least-thirty-two-chars').issue({
      userId: ids['sales@atlas.demo']!,
      organizationId: 1,
    });
    expect(await socketRefusal(socketUrl(otherSecret))).toMatchObject({ status: 401, body: { code: 'AUTH.TOKEN_INVALID' } });

    const past = createSessionTokens(server.config.jwtSecret, () => Date.now() - 3_700_000);
    const [user] = await context.db.query<{ organization_id: number }>('SELECT organization_id FROM users WHERE id = $1', [ids['sales@atlas.demo']]);
    const expired = await past.issue({ userId: ids['sales@atlas.demo']!, organizationId: user!.organization_id });
    expect(await socketRefusal(socketUrl(expired))).toMatchObject({ status: 401, body: { code: 'AUTH.TOKEN_EXPIRED' } });

    // The login of an account whose password expired gives a token that may only change the password.
    expect(await socketRefusal(socketUrl(tokens['expired@atlas.demo']!))).toMatchObject({ status: 403, body: { code: 'AUTH.PASSWORD_EXPIRED' } });
    expect(server.app.realtime.hub.size).toBe(0);
  });

  it('refuses an upgrade without the echo-protocol subprotocol, and a plain GET', async () => {
    const token = tokens['sales@atlas.demo']!;
    expect(await socketRefusal(socketUrl(token), [])).toMatchObject({ status: 400, body: { code: 'VALIDATION.INVALID_REQUEST' } });
    expect(await socketRefusal(socketUrl(token), ['chat'])).toMatchObject({ status: 400 });
    const plain = await server.api.call('GET', `${SOCKET_PATH}?token=${token}`);
    expect(plain.status).toBe(400);
    expect(plain.body).toMatchObject({ code: 'VALIDATION.INVALID_REQUEST' });
  });

  it('accepts a valid token with the subprotocol', async () => {
    const socket = await open('sales@atlas.demo');
    expect(socket.ws.protocol).toBe(SOCKET_SUBPROTOCOL);
    await registered('sales@atlas.demo', 1);
    await socket.close();
    await registered('sales@atlas.demo', 0);
  });

  it('delivers a new notification to every socket of its user, and to nobody else', async () => {
    const salesTabs = [await open('sales@atlas.demo'), await open('sales@atlas.demo')];
    const colleague = await open('marketing@atlas.demo');
    const foreign = await open('sales@boreal.demo');
    await registered('sales@atlas.demo', 2);

    const created = await devNotify('sales@atlas.demo', {
      type: 'engagement',
      payload: { contact: { id: 5, first_name: 'Marie', last_name: 'Durand' }, engagement: { tracking_status: 'replied' } },
    });
    const unseen = await notViewed('sales@atlas.demo');
    for (const tab of salesTabs) {
      const message = await tab.nextMessage();
      expect(message).toEqual(pushOf(created, unseen.notification_count));
      const push = NotificationPushSchema.parse(message?.payload);
      expect(push.notification).toMatchObject({ notification_type_id: 3, viewed_at: null, contact_id: 5 });
      // The notification as the list returns it: the newest unseen of list/not_viewed.
      expect(unseen.notification_list[0]).toEqual(push.notification);
    }
    await quiet();
    expect(colleague.messages).toEqual([]);
    expect(foreign.messages).toEqual([]);

    const forColleague = await devNotify('marketing@atlas.demo');
    expect(await colleague.nextMessage()).toEqual(pushOf(forColleague, (await notViewed('marketing@atlas.demo')).notification_count));
    const forForeign = await devNotify('sales@boreal.demo');
    expect(await foreign.nextMessage()).toEqual(pushOf(forForeign, (await notViewed('sales@boreal.demo')).notification_count));
    await quiet();
    for (const tab of salesTabs) expect(tab.messages).toHaveLength(1);
    expect(colleague.messages).toHaveLength(1);
    expect(foreign.messages).toHaveLength(1);

    // Notifications created by domain code (the notifier) and several at once are pushed too, in order.
    await server.app.realtime.notifier.notifyMany([
      { userId: ids['sales@atlas.demo']!, type: 'sequence_done', payload: { sequence_name: 'Relance' } },
      { userId: ids['sales@atlas.demo']!, type: 'campaign', payload: { campaign_name: 'Printemps' } },
      { userId: ids['marketing@atlas.demo']!, type: 'lead', payload: {} },
    ]);
    const [first, second] = [await salesTabs[0]!.nextMessage(), await salesTabs[0]!.nextMessage()];
    const pushes = [first, second].map((message) => NotificationPushSchema.parse(message?.payload));
    expect(pushes.map((push) => push.notification.notification_type_id)).toEqual([12, 4]);
    // Counted when pushed: the last one counts both.
    expect(pushes[0]!.notification_count).toBeLessThanOrEqual(pushes[1]!.notification_count);
    expect(pushes[1]!.notification_count).toBe((await notViewed('sales@atlas.demo')).notification_count);
    expect(NotificationPushSchema.parse((await colleague.nextMessage())?.payload).notification.notification_type_id).toBe(2);
    await Promise.all([...salesTabs, colleague, foreign].map((socket) => socket.close()));
  });

  it('counts in each push the unseen notifications of its user, as list/not_viewed does: none after "viewed", then one more per push', async () => {
    const socket = await open('marketing@atlas.demo');
    await registered('marketing@atlas.demo', 1);
    const viewed = await server.api.call('POST', '/v1/notification/notifications/viewed', { token: tokens['marketing@atlas.demo']!, body: {} });
    expect(viewed.status, viewed.text).toBe(204);
    expect((await notViewed('marketing@atlas.demo')).notification_count).toBe(0);

    const first = await devNotify('marketing@atlas.demo', { type: 'lead' });
    expect(await socket.nextMessage()).toEqual(pushOf(first, 1));
    const second = await devNotify('marketing@atlas.demo', { type: 'campaign', payload: { campaign_name: 'Automne' } });
    expect(await socket.nextMessage()).toEqual(pushOf(second, 2));
    // One of them read on the page: the next push counts what is left unseen.
    const read = await server.api.call('POST', `/v1/notification/notifications/${first.id}/viewed`, { token: tokens['marketing@atlas.demo']! });
    expect(read.status, read.text).toBe(204);
    const third = await devNotify('marketing@atlas.demo', { type: 'lead' });
    expect(await socket.nextMessage()).toEqual(pushOf(third, 2));
    expect(await notViewed('marketing@atlas.demo')).toEqual({ notification_list: [third, second], notification_count: 2 });
    await socket.close();
  });

  it('closes with 1008 instead of delivering once the token is revoked (logout) or the user disabled', async () => {
    const revoked = await open('kam@atlas.demo');
    const disabled = await open('insight@atlas.demo');
    await registered('kam@atlas.demo', 1);
    await registered('insight@atlas.demo', 1);

    expect((await server.api.call('POST', '/v1/authentication/auth/logout', { token: tokens['kam@atlas.demo']! })).status).toBe(204);
    await server.app.realtime.notifier.notify(ids['kam@atlas.demo']!, 'alert', {});
    expect(await revoked.closed).toEqual({ code: 1008, reason: 'AUTH.TOKEN_INVALID' });
    expect(revoked.messages).toEqual([]);

    await context.db.query('UPDATE users SET status = 2 WHERE id = $1', [ids['insight@atlas.demo']]);
    try {
      await server.app.realtime.notifier.notify(ids['insight@atlas.demo']!, 'alert', {});
      expect(await disabled.closed).toEqual({ code: 1008, reason: 'AUTH.ACCOUNT_INACTIVE' });
      expect(disabled.messages).toEqual([]);
    } finally {
      await context.db.query('UPDATE users SET status = 1 WHERE id = $1', [ids['insight@atlas.demo']]);
    }
  });

  it('closes a socket with 1008 AUTH.TOKEN_EXPIRED when its token expires', async () => {
    const [user] = await context.db.query<{ organization_id: number }>('SELECT organization_id FROM users WHERE id = $1', [ids['smart-data@atlas.demo']]);
    // Issued 3598 s ago: expires in about 2 s.
    const almostExpired = await createSessionTokens(server.config.jwtSecret, () => Date.now() - 3_598_500).issue({
      userId: ids['smart-data@atlas.demo']!,
      organizationId: user!.organization_id,
    });
    const socket = await openSocket(server.baseUrl, almostExpired);
    opened.push(socket);
    const startedAt = Date.now();
    expect(await socket.closed).toEqual({ code: 1008, reason: 'AUTH.TOKEN_EXPIRED' });
    expect(Date.now() - startedAt).toBeLessThan(4_000);
  }, 10_000);

  it('pings every socket; one that does not answer is dropped', async () => {
    const answering = await open('intranet@atlas.demo');
    const silent = await open('intranet@atlas.demo', { autoPong: false });
    await registered('intranet@atlas.demo', 2);
    const closed = await silent.closed;
    expect(closed.code).toBe(1006); // terminated: no closing handshake
    expect(answering.pings()).toBeGreaterThanOrEqual(2);
    expect(answering.ws.readyState).toBe(answering.ws.OPEN);
    await registered('intranet@atlas.demo', 1);
    await answering.close();
  });

  it('limits the sockets per user (429), ignores valid client messages and closes on anything else (1003)', async () => {
    const sockets = [await open('sales@atlas.demo'), await open('sales@atlas.demo'), await open('sales@atlas.demo')];
    await registered('sales@atlas.demo', 3);
    expect(await socketRefusal(socketUrl(tokens['sales@atlas.demo']!))).toMatchObject({ status: 429, body: { code: 'RATE_LIMITED' } });

    sockets[0]!.ws.send(JSON.stringify({ type_id: 99, payload: { hello: true } }));
    sockets[1]!.ws.send('not json');
    sockets[2]!.ws.send(Buffer.from([1, 2, 3]), { binary: true });
    expect(await sockets[1]!.closed).toMatchObject({ code: 1003 });
    expect(await sockets[2]!.closed).toMatchObject({ code: 1003 });
    await quiet();
    expect(sockets[0]!.ws.readyState).toBe(sockets[0]!.ws.OPEN);
    await sockets[0]!.close();
  });

  it('delivers to an impersonation ("connected as") socket while the administrator may act', async () => {
    const answer = await server.api.call('POST', '/v1/authentication/auth/connect-as', {
      token: tokens['support@cible.demo']!,
      body: { user_id: ids['sales-marketing@atlas.demo'] },
    });
    expect(answer.status, answer.text).toBe(200);
    const impersonation = (answer.body as { jwt: string }).jwt;
    const socket = await openSocket(server.baseUrl, impersonation);
    opened.push(socket);
    await registered('sales-marketing@atlas.demo', 1);
    const created = await server.app.realtime.notifier.notify(ids['sales-marketing@atlas.demo']!, 'lead', {});
    expect(await socket.nextMessage()).toEqual(pushOf(created?.notification, (await notViewed('sales-marketing@atlas.demo')).notification_count));

    // The administrator logs out: his impersonation tokens stop, and so does the socket.
    expect((await server.api.call('POST', '/v1/authentication/auth/logout', { token: tokens['support@cible.demo']! })).status).toBe(204);
    await server.app.realtime.notifier.notify(ids['sales-marketing@atlas.demo']!, 'lead', {});
    expect(await socket.closed).toEqual({ code: 1008, reason: 'AUTH.TOKEN_INVALID' });
    expect(socket.messages).toHaveLength(1);
  });

  it('survives the loss of its LISTEN connection (PostgreSQL: reconnects and listens again)', async (test) => {
    if (context.kind !== 'postgres') {
      test.skip('the embedded database has no LISTEN connection (in-process bus)');
      return;
    }
    const terminated = await context.db.query<{ done: boolean }>(
      `SELECT pg_terminate_backend(pid) AS done FROM pg_stat_activity
       WHERE datname = current_database() AND application_name = 'cible-api-listen'`,
    );
    expect(terminated).toEqual([{ done: true }]);
    const socket = await open('sales@atlas.demo');
    await registered('sales@atlas.demo', 1);
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const [row] = await context.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND application_name = 'cible-api-listen'`,
      );
      if (row?.n === 1) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const created = await devNotify('sales@atlas.demo');
    expect(await socket.nextMessage()).toEqual(pushOf(created, (await notViewed('sales@atlas.demo')).notification_count));
    await socket.close();
  });
});
