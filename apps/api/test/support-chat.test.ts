import {
  MySupportChatResponseSchema,
  SOCKET_MESSAGE_TYPE,
  SupportChatConversationSchema,
  SupportChatMessagePageSchema,
  SupportChatMessageSchema,
  SupportChatPushSchema,
  SupportInboxConversationSchema,
  SupportInboxResponseSchema,
} from '@cible/core';
import type { SupportChatMessage, SupportChatPush } from '@cible/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from './support/api-client';
import { startSeededServer, userIdOf } from './support/seeded-server';
import { startTestServer } from './support/start-test-server';
import { openSocket } from './support/socket-client';
import type { TestSocket } from './support/socket-client';
import { describeEachDatabase } from './support/test-database';

type Server = Awaited<ReturnType<typeof startSeededServer>>;

const MINE = '/v1/support-chat/conversation';
const SEND = '/v1/support-chat/conversation/messages';
const messagesOf = (id: number) => `/v1/support-chat/conversations/${id}/messages`;
const readOf = (id: number) => `/v1/support-chat/conversations/${id}/read`;
const INBOX = '/v1/support-chat/inbox/conversations';
const inboxOf = (id: number) => `${INBOX}/${id}`;

/** How long a socket must stay silent to count as "received nothing". */
const QUIET_MS = 400;
const SUPPORT = 'support@cible.demo';

describeEachDatabase('support chat', (context) => {
  let server: Server;
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};
  const opened: TestSocket[] = [];

  const token = async (email: string) => {
    if (tokens[email] === undefined) {
      tokens[email] = await server.api.login(email);
      ids[email] = await userIdOf(context.db, email);
    }
    return tokens[email];
  };
  const call = async (email: string, method: string, path: string, body?: unknown) =>
    server.api.call(method, path, { token: await token(email), ...(body === undefined ? {} : { body }) });
  const send = async (email: string, text: string): Promise<SupportChatMessage> => {
    const answer = await call(email, 'POST', SEND, { text });
    expect(answer.status, answer.text).toBe(200);
    return SupportChatMessageSchema.parse(answer.body);
  };
  const answer = async (conversationId: number, text: string): Promise<SupportChatMessage> => {
    const reply = await call(SUPPORT, 'POST', `${inboxOf(conversationId)}/messages`, { text });
    expect(reply.status, reply.text).toBe(200);
    return SupportChatMessageSchema.parse(reply.body);
  };
  const mine = async (email: string) => {
    const reply = await call(email, 'GET', MINE);
    expect(reply.status, reply.text).toBe(200);
    return MySupportChatResponseSchema.parse(reply.body).conversation;
  };
  const inbox = async (query = '') => {
    const reply = await call(SUPPORT, 'GET', `${INBOX}${query}`);
    expect(reply.status, reply.text).toBe(200);
    return SupportInboxResponseSchema.parse(reply.body);
  };
  const open = async (email: string) => {
    const socket = await openSocket(server.baseUrl, await token(email));
    opened.push(socket);
    // The upgrade completes before the hub registers the socket.
    for (let attempt = 0; attempt < 100 && server.app.realtime.hub.countOf(ids[email]!) === 0; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    return socket;
  };
  /** The next support-chat push a socket receives (other types skipped). */
  const nextChatPush = async (socket: TestSocket): Promise<SupportChatPush> => {
    for (;;) {
      const message = await socket.nextMessage(5_000);
      if (message?.type_id === SOCKET_MESSAGE_TYPE.supportChatMessage) return SupportChatPushSchema.parse(message.payload);
    }
  };
  const chatPushes = (socket: TestSocket) => socket.messages.filter((message) => message?.type_id === SOCKET_MESSAGE_TYPE.supportChatMessage).length;
  const quiet = () => new Promise((resolve) => setTimeout(resolve, QUIET_MS));
  const mailsTo = (email: string) => server.mail.catcher!.list().filter((mail) => mail.envelope.to.includes(email));

  beforeAll(async () => {
    server = await startSeededServer(context.db);
  }, 120_000);
  afterAll(async () => {
    await Promise.all(opened.map((socket) => socket.close()));
    await server?.close();
  });

  describe("the user's side", () => {
    it('has no conversation before the first message; the first message starts it; messages come back oldest first, as typed', async () => {
      const email = 'sales@atlas.demo';
      expect(await mine(email)).toBeNull();
      const first = await send(email, '  Bonjour,\r\nmon export <b>échoue</b> <script>alert(1)</script> & rien.  ');
      // Plain text: trimmed, line breaks made \n, markup-looking characters kept as characters.
      expect(first).toMatchObject({ author: 'user', text: 'Bonjour,\nmon export <b>échoue</b> <script>alert(1)</script> & rien.' });
      const second = await send(email, 'Encore une question.');
      expect(second.conversation_id).toBe(first.conversation_id);
      expect(second.id).toBeGreaterThan(first.id);

      const conversation = await mine(email);
      expect(conversation).toMatchObject({ id: first.conversation_id, unread_count: 0 });
      expect(Date.parse(conversation!.last_message_at!)).toBe(Date.parse(second.sent_at));

      const page = SupportChatMessagePageSchema.parse((await call(email, 'GET', messagesOf(first.conversation_id))).body);
      expect(page).toEqual({ message_list: [first, second], has_more: false });
      const older = SupportChatMessagePageSchema.parse((await call(email, 'GET', `${messagesOf(first.conversation_id)}?before_id=${second.id}&limit=1`)).body);
      expect(older).toEqual({ message_list: [first], has_more: false });
      const newest = SupportChatMessagePageSchema.parse((await call(email, 'GET', `${messagesOf(first.conversation_id)}?limit=1`)).body);
      expect(newest).toEqual({ message_list: [second], has_more: true });
    });

    it("answers 404 for another user's conversation, in the same organisation or another one, and for one that does not exist", async () => {
      const owner = await send('marketing@atlas.demo', 'Ma conversation à moi.');
      for (const intruder of ['kam@atlas.demo', 'sales@boreal.demo', 'manager@boreal.demo']) {
        for (const [method, path] of [['GET', messagesOf(owner.conversation_id)], ['POST', readOf(owner.conversation_id)]] as const) {
          const refused = await call(intruder, method, path);
          expect([refused.status, refused.body.code], `${intruder} ${method} ${path}`).toEqual([404, 'NOT_FOUND']);
        }
      }
      expect((await call('marketing@atlas.demo', 'GET', messagesOf(2_000_000_000))).status).toBe(404);
      // Sending goes to the caller's own conversation only: the intruder's message started his own.
      const intruderMessage = await send('sales@boreal.demo', 'Autre organisation.');
      expect(intruderMessage.conversation_id).not.toBe(owner.conversation_id);
      const ownerPage = SupportChatMessagePageSchema.parse((await call('marketing@atlas.demo', 'GET', messagesOf(owner.conversation_id))).body);
      expect(ownerPage.message_list.map((message) => message.text)).toEqual(['Ma conversation à moi.']);
    });

    it('refuses an empty message, one over 2,000 characters and an invalid character with a code; 2,000 accented characters pass', async () => {
      const email = 'insight@atlas.demo';
      for (const [text, code] of [
        ['', 'SUPPORT_CHAT.MESSAGE_REQUIRED'],
        ['   \n\t ', 'SUPPORT_CHAT.MESSAGE_REQUIRED'],
        ['é'.repeat(2001), 'SUPPORT_CHAT.MESSAGE_TOO_LONG'],
        ['x'.repeat(10_000), 'SUPPORT_CHAT.MESSAGE_TOO_LONG'],
      ] as const) {
        const refused = await call(email, 'POST', SEND, { text });
        expect([refused.status, refused.body.code], `${text.length} characters`).toEqual([400, code]);
      }
      const control = await call(email, 'POST', SEND, { text: 'a\u0000b' });
      expect(control.status).toBe(400);
      expect(String(control.body.code)).toMatch(/^[A-Z_]+\.[A-Z_.]+$/);
      for (const body of [{}, { text: 3 }, { text: 'ok', extra: true }]) {
        const refused = await call(email, 'POST', SEND, body);
        expect(refused.status, JSON.stringify(body)).toBe(400);
      }
      // Nothing refused was stored, and the conversation was not even started.
      expect(await mine(email)).toBeNull();
      const long = await send(email, `  ${'é'.repeat(2000)}  `);
      expect(long.text).toBe('é'.repeat(2000));
    });

    it('refuses the 11th message of a minute with 429 and Retry-After, and the 61st of an hour', async () => {
      const email = 'smart-data@atlas.demo';
      const sent: SupportChatMessage[] = [];
      for (let index = 1; index <= 10; index += 1) sent.push(await send(email, `Message ${index}`));
      const refused = await call(email, 'POST', SEND, { text: 'Message 11' });
      expect([refused.status, refused.body.code]).toEqual([429, 'SUPPORT_CHAT.TOO_MANY_MESSAGES']);
      const retryAfter = Number(refused.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThanOrEqual(55);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect(refused.body.details).toEqual({ retry_after_seconds: retryAfter });
      const conversationId = sent[0]!.conversation_id;
      const page = SupportChatMessagePageSchema.parse((await call(email, 'GET', messagesOf(conversationId))).body);
      expect(page.message_list).toHaveLength(10);
      // The support side of the same conversation has its own allowance.
      await answer(conversationId, 'Nous regardons.');

      // The hour: 60 messages spread over the last hour but none in the last minute.
      await context.db.query('DELETE FROM support_chat_messages WHERE conversation_id = $1', [conversationId]);
      await context.db.query(
        `INSERT INTO support_chat_messages (conversation_id, author, author_user_id, text, sent_at)
         SELECT $1, 'user', $2, 'ancien ' || n, now() - make_interval(secs => 120 + n * 55) FROM generate_series(0, 59) n`,
        [conversationId, ids[email]],
      );
      await context.db.query(
        'UPDATE support_chat_conversations SET last_message_at = (SELECT max(sent_at) FROM support_chat_messages WHERE conversation_id = $1) WHERE id = $1',
        [conversationId],
      );
      const hourly = await call(email, 'POST', SEND, { text: 'Un de plus' });
      expect([hourly.status, hourly.body.code]).toEqual([429, 'SUPPORT_CHAT.TOO_MANY_MESSAGES']);
      // The oldest (120 + 59 × 55 = 3365 s ago) leaves the hour in 235 s (a second either way for the clock).
      expect(Math.abs(Number(hourly.headers.get('retry-after')) - (3600 - 3365))).toBeLessThanOrEqual(1);
    });

    it('is refused while an administrator is connected as the user (403), who may still read', async () => {
      const email = 'intranet@atlas.demo';
      await send(email, 'Ma question.');
      const connectAs = await call(SUPPORT, 'POST', '/v1/authentication/auth/connect-as', { user_id: await userIdOf(context.db, email) });
      expect(connectAs.status, connectAs.text).toBe(200);
      const asUser = String((connectAs.body as { jwt: string }).jwt);
      const refused = await server.api.call('POST', SEND, { token: asUser, body: { text: 'Au nom du client' } });
      expect([refused.status, refused.body.code]).toEqual([403, 'AUTH.FORBIDDEN']);
      const read = await server.api.call('GET', MINE, { token: asUser });
      expect(read.status).toBe(200);
    });
  });

  describe("the support staff's inbox", () => {
    it('is refused to anyone but a platform administrator (403), an organisation manager included', async () => {
      const owner = await send('sales-marketing@atlas.demo', 'Bonjour le support.');
      for (const email of ['sales@atlas.demo', 'manager@atlas.demo', 'manager@boreal.demo']) {
        for (const [method, path, body] of [
          ['GET', INBOX],
          ['GET', inboxOf(owner.conversation_id)],
          ['GET', `${inboxOf(owner.conversation_id)}/messages`],
          ['POST', `${inboxOf(owner.conversation_id)}/messages`, { text: 'Réponse' }],
          ['POST', `${inboxOf(owner.conversation_id)}/read`],
        ] as const) {
          const refused = await call(email, method, path, body);
          expect([refused.status, refused.body.code], `${email} ${method} ${path}`).toEqual([403, 'AUTH.FORBIDDEN']);
        }
      }
      const missing = await call(SUPPORT, 'GET', inboxOf(2_000_000_000));
      expect([missing.status, missing.body.code]).toEqual([404, 'NOT_FOUND']);
      expect((await call(SUPPORT, 'POST', `${inboxOf(2_000_000_000)}/messages`, { text: 'x' })).status).toBe(404);
    });

    it('lists every organisation’s conversations, latest activity first, with the user’s identity and licence and both unread counts; read marks clear them', async () => {
      const a = await send('kam@atlas.demo', 'Première question de kam.');
      await send('kam@atlas.demo', 'Deuxième question de kam.');
      const b = await send('manager@boreal.demo', 'Question de Boréal.');

      const list = await inbox('?limit=100');
      const position = (conversationId: number) => list.conversation_list.findIndex((row) => row.id === conversationId);
      expect(position(b.conversation_id)).toBeGreaterThanOrEqual(0);
      expect(position(b.conversation_id)).toBeLessThan(position(a.conversation_id));
      const activity = list.conversation_list.map((row) => Date.parse(row.last_message!.sent_at));
      expect(activity).toEqual([...activity].sort((x, y) => y - x));
      const kam = list.conversation_list[position(a.conversation_id)]!;
      expect(kam).toMatchObject({
        unread_count: 2,
        user: { email: 'kam@atlas.demo', first_name: expect.any(String), organization: { name: expect.any(String) }, licence: { id: expect.any(Number) } },
        last_message: { text: 'Deuxième question de kam.', author: 'user' },
      });
      expect(list.conversation_list[position(b.conversation_id)]!.user.organization.id).not.toBe(kam.user.organization.id);
      const unreadConversations = list.conversation_list.filter((row) => row.unread_count > 0).length;
      expect(list.unread_conversation_count).toBe(unreadConversations);
      expect(list.conversation_count).toBe(list.conversation_list.length);
      const unreadOnly = await inbox('?unread_only=true&limit=100');
      expect(unreadOnly.conversation_list.every((row) => row.unread_count > 0)).toBe(true);
      expect(unreadOnly.conversation_count).toBe(unreadConversations);

      // Support reads kam's conversation: its count drops to 0, the others keep theirs.
      const read = await call(SUPPORT, 'POST', `${inboxOf(a.conversation_id)}/read`);
      expect(read.status, read.text).toBe(204);
      const one = SupportInboxConversationSchema.parse((await call(SUPPORT, 'GET', inboxOf(a.conversation_id))).body);
      expect(one.unread_count).toBe(0);
      expect((await inbox('?limit=100')).unread_conversation_count).toBe(unreadConversations - 1);

      // Support answers twice: kam has 2 unread answers until he reads; support's own answers are not unread for support.
      await answer(a.conversation_id, 'Réponse 1');
      const second = await answer(a.conversation_id, 'Réponse 2');
      expect(await mine('kam@atlas.demo')).toMatchObject({ id: a.conversation_id, unread_count: 2 });
      expect(SupportInboxConversationSchema.parse((await call(SUPPORT, 'GET', inboxOf(a.conversation_id))).body)).toMatchObject({
        unread_count: 0,
        last_message: { id: second.id, author: 'support' },
      });
      const marked = await call('kam@atlas.demo', 'POST', readOf(a.conversation_id));
      expect(marked.status).toBe(200);
      expect(SupportChatConversationSchema.parse(marked.body)).toMatchObject({ id: a.conversation_id, unread_count: 0 });
      expect((await mine('kam@atlas.demo'))?.unread_count).toBe(0);
      const messages = SupportChatMessagePageSchema.parse((await call(SUPPORT, 'GET', `${inboxOf(a.conversation_id)}/messages`)).body);
      expect(messages.message_list.map((message) => [message.author, message.text])).toEqual([
        ['user', 'Première question de kam.'],
        ['user', 'Deuxième question de kam.'],
        ['support', 'Réponse 1'],
        ['support', 'Réponse 2'],
      ]);
    });
  });

  describe('real time and the away e-mail', () => {
    it("pushes a user's message to his sockets and the support staff's, and nobody else", async () => {
      const email = 'alpha@atlas.demo';
      const userSocket = await open(email);
      const supportSocket = await open(SUPPORT);
      const bystander = await open('beta@atlas.demo');
      const message = await send(email, 'En direct ?');

      const toSupport = await nextChatPush(supportSocket);
      expect(toSupport).toMatchObject({ audience: 'support', message, conversation: { id: message.conversation_id, unread_count: 1, user: { email } } });
      if (toSupport.audience === 'support') expect(toSupport.unread_conversation_count).toBeGreaterThanOrEqual(1);
      expect(await nextChatPush(userSocket)).toEqual({
        audience: 'user',
        message,
        conversation: { id: message.conversation_id, unread_count: 0, last_message_at: expect.any(String) },
      });

      // The answer reaches the user live, with his unread count (the launcher's badge), and the support staff's other tabs.
      const reply = await answer(message.conversation_id, 'Oui, en direct.');
      expect(await nextChatPush(userSocket)).toMatchObject({ audience: 'user', message: reply, conversation: { unread_count: 1 } });
      expect(await nextChatPush(supportSocket)).toMatchObject({ audience: 'support', message: reply, conversation: { unread_count: 0 } });
      await quiet();
      expect(chatPushes(bystander)).toBe(0);
      // He was connected: no e-mail.
      expect(mailsTo(email)).toHaveLength(0);
      await Promise.all([userSocket.close(), supportSocket.close(), bystander.close()]);
    });

    it('e-mails a support answer to a user with no socket open, once per unread streak, the answer escaped in the HTML part', async () => {
      const email = 'beta@atlas.demo';
      const question = await send(email, 'Je reviendrai plus tard.');
      expect(server.app.realtime.hub.countOf(ids[email]!)).toBe(0);
      await answer(question.conversation_id, 'Voici la réponse : <b>cliquez</b> & "voilà"\nDeuxième ligne.');
      const mail = await server.mail.catcher!.waitFor((candidate) => candidate.envelope.to.includes(email));
      expect(mail.text).toContain('> Voici la réponse : <b>cliquez</b> & "voilà"\n> Deuxième ligne.');
      expect(mail.text).toContain('support-chat=open');
      expect(mail.html).toContain('Voici la réponse : &lt;b&gt;cliquez&lt;/b&gt; &amp; &quot;voilà&quot;<br>Deuxième ligne.');
      expect(mail.html).not.toContain('<b>cliquez</b>');

      // A second answer while the first is unread: no second e-mail.
      await answer(question.conversation_id, 'Et un complément.');
      await quiet();
      expect(mailsTo(email)).toHaveLength(1);
      // Once he has read, the next answer while away mails again.
      expect((await call(email, 'POST', readOf(question.conversation_id))).status).toBe(200);
      await answer(question.conversation_id, 'Une nouvelle réponse.');
      await server.mail.catcher!.waitFor((candidate) => candidate.envelope.to.includes(email) && (candidate.text ?? '').includes('Une nouvelle réponse.'));
      expect(mailsTo(email)).toHaveLength(2);

      // Connected (a socket of his own open): the answer arrives live and no e-mail goes.
      expect((await call(email, 'POST', readOf(question.conversation_id))).status).toBe(200);
      const socket = await open(email);
      const live = await answer(question.conversation_id, 'Vous êtes là ?');
      expect(await nextChatPush(socket)).toMatchObject({ audience: 'user', message: live });
      await quiet();
      expect(mailsTo(email)).toHaveLength(2);
      await socket.close();
    });
  });

  // Two API processes on one PostgreSQL database (PGlite serves one process: its bus is in-process).
  describe.runIf(context.kind === 'postgres')('two API processes on one PostgreSQL database', () => {
    it("pushes an answer written through process B to the user's and the staff's sockets on process A; the presence on A spares the e-mail, its absence sends it", async () => {
      const other = await startTestServer({ database: context.db, env: { TRUST_PROXY: 'true' } });
      try {
        const apiB = createApiClient(other.baseUrl);
        const supportB = await apiB.login(SUPPORT);
        const email = 'manager@atlas.demo';
        const question = await send(email, 'Deux processus ?');
        const userSocket = await open(email);
        const staffSocket = await open(SUPPORT);
        // A's presence row is written after the socket registers.
        for (let attempt = 0; attempt < 100; attempt += 1) {
          const rows = await context.db.query('SELECT 1 FROM socket_presence WHERE user_id = $1', [ids[email]]);
          if (rows.length > 0) break;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        const viaB = await apiB.call('POST', `${inboxOf(question.conversation_id)}/messages`, { token: supportB, body: { text: 'Réponse par B.' } });
        expect(viaB.status, viaB.text).toBe(200);
        const reply = SupportChatMessageSchema.parse(viaB.body);
        expect(await nextChatPush(userSocket)).toMatchObject({ audience: 'user', message: reply, conversation: { unread_count: 1 } });
        expect(await nextChatPush(staffSocket)).toMatchObject({ audience: 'support', message: reply });
        await quiet();
        expect([...server.mail.catcher!.list(), ...other.mail.catcher!.list()].filter((mail) => mail.envelope.to.includes(email))).toHaveLength(0);

        // Away (his socket on A closed, A's row gone): B mails the next answer once he has read.
        await userSocket.close();
        for (let attempt = 0; attempt < 100; attempt += 1) {
          const rows = await context.db.query('SELECT 1 FROM socket_presence WHERE user_id = $1', [ids[email]]);
          if (rows.length === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        expect((await call(email, 'POST', readOf(question.conversation_id))).status).toBe(200);
        const away = await apiB.call('POST', `${inboxOf(question.conversation_id)}/messages`, { token: supportB, body: { text: 'Vous étiez parti.' } });
        expect(away.status, away.text).toBe(200);
        const mail = await other.mail.catcher!.waitFor((candidate) => candidate.envelope.to.includes(email));
        expect(mail.text).toContain('> Vous étiez parti.');
        await staffSocket.close();
      } finally {
        await other.close();
      }
    });
  });
});
