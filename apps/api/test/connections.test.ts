import { EmailCredentialsSchema, LICENCES, LinkedinCredentialsSchema, abilityFor, can } from '@cible/core';
import type { LicenceId } from '@cible/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSeededServer, userIdOf } from './support/seeded-server';
import { describeEachDatabase } from './support/test-database';

type Server = Awaited<ReturnType<typeof startSeededServer>>;

const EMAIL = (user: number | string) => `/v1/email/nylas/credentials/${user}`;
const LINKEDIN = '/v1/linkedin/unipile-credentials';
const LINKEDIN_DISCONNECT = '/v1/linkedin/disconnect';

/** `sales_marketing` → `sales-marketing@atlas.demo`; licence 0 → `no-licence@atlas.demo` (db/seed/demo-accounts.ts). */
const licenceAccount = (code: string) => `${code === 'none' ? 'no-licence' : code.replaceAll('_', '-')}@atlas.demo`;

describeEachDatabase('connections: mailbox and LinkedIn routes', (context) => {
  let server: Server;
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};
  const others = ['manager@atlas.demo', 'alpha@atlas.demo', 'beta@atlas.demo', 'sales@boreal.demo', 'manager@boreal.demo'];

  beforeAll(async () => {
    server = await startSeededServer(context.db);
    for (const email of [...LICENCES.map((licence) => licenceAccount(licence.code)), ...others]) {
      ids[email] = await userIdOf(context.db, email);
      tokens[email] = await server.api.login(email);
    }
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });

  const call = (method: string, path: string, email: string | null) =>
    server.api.call(method, path, { token: email === null ? null : tokens[email]! });
  /** The `email` of the "mailbox disconnected" notifications (type 9) a user received. */
  const mailboxNotifications = async (email: string) =>
    (
      await context.db.query<{ email: string | null }>(
        "SELECT payload->>'email' AS email FROM notifications WHERE user_id = $1 AND notification_type_id = 9 ORDER BY id",
        [ids[email]!],
      )
    ).map((row) => row.email);
  const emailCredentials = async (caller: string, owner = caller) => {
    const answer = await call('GET', EMAIL(ids[owner]!), caller);
    expect(answer.status, answer.text).toBe(200);
    return EmailCredentialsSchema.parse(answer.body);
  };
  const linkedinCredentials = async (caller: string) => {
    const answer = await call('GET', LINKEDIN, caller);
    expect(answer.status, answer.text).toBe(200);
    return LinkedinCredentialsSchema.parse(answer.body);
  };
  const disconnectedAt = async (email: string, kind: 'mailbox' | 'linkedin') => {
    const [row] = await context.db.query<{ status: string; disconnected_at: Date | null }>(
      'SELECT status, disconnected_at FROM account_connections WHERE user_id = $1 AND kind = $2',
      [ids[email], kind],
    );
    return row;
  };

  describe('reading', () => {
    it('answers the seeded mailboxes: connected, synchronisation lost (account info kept), never connected', async () => {
      expect(await emailCredentials('marketing@atlas.demo')).toMatchObject({
        status: 'connected',
        account_infos: { email: 'lea.bernard@atlas-conseil.fr', provider: 'google' },
      });
      const lost = await emailCredentials('sales-automation@atlas.demo');
      expect(lost).toMatchObject({
        status: 'disconnected',
        account_infos: { email: 'gabriel.simon@atlas-conseil.fr', provider: 'microsoft' },
      });
      expect(await emailCredentials('sales@atlas.demo')).toEqual({ status: 'disconnected', account_infos: null });
      // The dates of core's designed fields: connected 120 days ago, synchronisation lost 3 days ago.
      const connectedAt = Date.parse(lost.account_infos?.connected_at ?? '');
      const disconnectedAt = Date.parse(lost.account_infos?.disconnected_at ?? '');
      expect(Math.round((Date.now() - connectedAt) / 86_400_000)).toBe(120);
      expect(Math.round((Date.now() - disconnectedAt) / 86_400_000)).toBe(3);
      expect((await emailCredentials('marketing@atlas.demo')).account_infos?.disconnected_at).toBeNull();
    });

    it('opens the mailbox routes exactly to the licences of core’s matrix (read on PERSONAL_SPACE_EMAIL_CONNECTION)', async () => {
      for (const licence of LICENCES) {
        const email = licenceAccount(licence.code);
        const allowed = can(abilityFor({ licenceId: licence.id as LicenceId, testerLevel: null, isOrganizationManager: false, canExport: false, canExportLocation: false }), 'read', 'PERSONAL_SPACE_EMAIL_CONNECTION');
        const read = await call('GET', EMAIL(ids[email]!), email);
        expect(read.status, `${email}: ${read.text}`).toBe(allowed ? 200 : 403);
        if (!allowed) expect(read.body).toMatchObject({ code: 'AUTH.FORBIDDEN' });
        // Disconnecting is tested below for allowed licences (it changes the seeded rows); refused ones here.
        if (!allowed) expect((await call('DELETE', EMAIL(ids[email]!), email)).status, email).toBe(403);
      }
      // Spot checks of the matrix read above: sender v2 may, intranet (licence 5) may not.
      expect((await call('GET', EMAIL(ids['sender-v2@atlas.demo']!), 'sender-v2@atlas.demo')).status).toBe(200);
      expect((await call('GET', EMAIL(ids['intranet@atlas.demo']!), 'intranet@atlas.demo')).status).toBe(403);
    });

    it('opens LinkedIn to alpha and beta testers only (a beta subject of core’s matrix)', async () => {
      expect(await linkedinCredentials('alpha@atlas.demo')).toMatchObject({
        status: 'connected',
        account_infos: {
          account_id: 'demo-unipile-paul-fournier',
          name: 'Paul Fournier',
          profile_url: 'https://www.linkedin.com/in/paul-fournier-demo',
        },
      });
      expect(await linkedinCredentials('beta@atlas.demo')).toEqual({ status: 'disconnected', account_infos: null });
      for (const email of ['sales@atlas.demo', 'marketing@atlas.demo', 'manager@atlas.demo']) {
        expect((await call('GET', LINKEDIN, email)).status, email).toBe(403);
        expect((await call('POST', LINKEDIN_DISCONNECT, email)).status, email).toBe(403);
      }
    });

    it('requires a session', async () => {
      expect((await call('GET', EMAIL(ids['marketing@atlas.demo']!), null)).status).toBe(401);
      expect((await call('DELETE', EMAIL(ids['marketing@atlas.demo']!), null)).status).toBe(401);
      expect((await call('GET', LINKEDIN, null)).status).toBe(401);
      expect((await call('POST', LINKEDIN_DISCONNECT, null)).status).toBe(401);
    });

    it('refuses malformed user ids with 400', async () => {
      for (const bad of ['abc', '0', '-3', '1.5', '99999999999999']) {
        const answer = await call('GET', EMAIL(bad), 'marketing@atlas.demo');
        expect(answer.status, `${bad}: ${answer.text}`).toBe(400);
        expect((await call('DELETE', EMAIL(bad), 'marketing@atlas.demo')).status, bad).toBe(400);
      }
    });
  });

  describe('a colleague’s mailbox (core’s canManageSenderMailbox)', () => {
    it('lets marketing users read a sender’s mailbox, not a sales colleague’s', async () => {
      const sender = await emailCredentials('manager@atlas.demo', 'sender@atlas.demo');
      expect(sender).toMatchObject({ status: 'connected', account_infos: { email: 'envois@atlas-conseil.fr', provider: 'microsoft' } });
      expect(await emailCredentials('marketing@atlas.demo', 'sender@atlas.demo')).toEqual(sender);
      const sales = await call('GET', EMAIL(ids['sales@atlas.demo']!), 'manager@atlas.demo');
      expect(sales.status).toBe(403);
      expect(sales.body).toMatchObject({ code: 'AUTH.FORBIDDEN' });
      // Sales automation manages only its own mailbox; a sales user nobody else's.
      expect((await call('GET', EMAIL(ids['sender@atlas.demo']!), 'sales-automation@atlas.demo')).status).toBe(403);
      expect((await call('DELETE', EMAIL(ids['marketing@atlas.demo']!), 'sales@atlas.demo')).status).toBe(403);
      expect((await disconnectedAt('marketing@atlas.demo', 'mailbox'))?.status).toBe('connected');
    });

    it('answers 404 for another organisation’s user or no such user, and changes nothing', async () => {
      for (const caller of ['sales@boreal.demo', 'manager@boreal.demo']) {
        for (const method of ['GET', 'DELETE']) {
          const answer = await call(method, EMAIL(ids['sender@atlas.demo']!), caller);
          expect(answer.status, `${caller} ${method}`).toBe(404);
          expect(answer.body).toMatchObject({ code: 'NOT_FOUND' });
        }
      }
      expect((await call('GET', EMAIL(2_000_000_000), 'manager@atlas.demo')).status).toBe(404);
      expect((await disconnectedAt('sender@atlas.demo', 'mailbox'))?.status).toBe('connected');
    });

    it('lets a marketing manager disconnect a sender’s mailbox, and tells the sender (notification type 9, once)', async () => {
      // Sender licences do not read notifications (core's matrix): look in the table.
      const rows = () => mailboxNotifications('sender@atlas.demo');
      expect(await rows()).toEqual([]);
      expect((await call('DELETE', EMAIL(ids['sender@atlas.demo']!), 'manager@atlas.demo')).status).toBe(204);
      expect(await emailCredentials('sender@atlas.demo')).toMatchObject({
        status: 'disconnected',
        account_infos: { email: 'envois@atlas-conseil.fr', provider: 'microsoft' },
      });
      expect(await rows()).toEqual(['envois@atlas-conseil.fr']);
      // Already disconnected: no second notification.
      expect((await call('DELETE', EMAIL(ids['sender@atlas.demo']!), 'manager@atlas.demo')).status).toBe(204);
      expect(await rows()).toEqual(['envois@atlas-conseil.fr']);
    });
  });

  describe('disconnecting', () => {
    it('marks the mailbox disconnected, keeps its account info, and is idempotent', async () => {
      const path = EMAIL(ids['marketing@atlas.demo']!);
      const first = await call('DELETE', path, 'marketing@atlas.demo');
      expect(first.status, first.text).toBe(204);
      expect(first.text).toBe('');
      expect(await emailCredentials('marketing@atlas.demo')).toMatchObject({
        status: 'disconnected',
        account_infos: { email: 'lea.bernard@atlas-conseil.fr', provider: 'google' },
      });
      const before = await disconnectedAt('marketing@atlas.demo', 'mailbox');
      expect(before?.disconnected_at).toBeInstanceOf(Date);
      expect((await call('DELETE', path, 'marketing@atlas.demo')).status).toBe(204);
      expect((await disconnectedAt('marketing@atlas.demo', 'mailbox'))?.disconnected_at?.getTime()).toBe(before?.disconnected_at?.getTime());
      // His own act: no "no longer synchronised" notification.
      expect(await mailboxNotifications('marketing@atlas.demo')).toEqual([]);
    });

    it('keeps a never-connected mailbox without a row', async () => {
      expect((await call('DELETE', EMAIL(ids['kam@atlas.demo']!), 'kam@atlas.demo')).status).toBe(204);
      expect(await disconnectedAt('kam@atlas.demo', 'mailbox')).toBeUndefined();
      expect(await emailCredentials('kam@atlas.demo')).toEqual({ status: 'disconnected', account_infos: null });
    });

    it('disconnects the caller’s LinkedIn account (idempotent; never connected stays empty)', async () => {
      expect((await call('POST', LINKEDIN_DISCONNECT, 'alpha@atlas.demo')).status).toBe(204);
      const after = await linkedinCredentials('alpha@atlas.demo');
      expect(after).toMatchObject({ status: 'disconnected', account_infos: { account_id: 'demo-unipile-paul-fournier' } });
      expect((await call('POST', LINKEDIN_DISCONNECT, 'alpha@atlas.demo')).status).toBe(204);
      expect(await linkedinCredentials('alpha@atlas.demo')).toEqual(after);
      expect((await call('POST', LINKEDIN_DISCONNECT, 'beta@atlas.demo')).status).toBe(204);
      expect(await linkedinCredentials('beta@atlas.demo')).toEqual({ status: 'disconnected', account_infos: null });
    });
  });
});
