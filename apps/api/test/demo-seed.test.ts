import { LICENCE_IDS } from '@cible/core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../src/tools/seed/demo-accounts';
import { formatDemoLogins } from '../src/tools/seed/format-demo-logins';
import { hasDemoAccounts, seedDemoData } from '../src/tools/seed/seed-demo-data';
import { createArgon2PasswordHasher } from '../src/security/password-hasher';
import { startSeededServer } from './support/seeded-server';
import { describeEachDatabase } from './support/test-database';

type Server = Awaited<ReturnType<typeof startSeededServer>>;

describeEachDatabase('demo seed', (context) => {
  let server: Server;

  beforeAll(async () => {
    expect(await hasDemoAccounts(context.db)).toBe(false);
    server = await startSeededServer(context.db);
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });

  it('creates a user per licence 0–15 in Atlas Conseil, and the extra accounts', async () => {
    const rows = await context.db.query<{ email: string; organization: string; licence_id: number; tester_level: string | null; is_platform_admin: boolean; status: number }>(
      `SELECT u.email, o.name AS organization, l.licence_id, u.tester_level, u.is_platform_admin, u.status
       FROM users u JOIN organizations o ON o.id = u.organization_id JOIN user_licences l ON l.user_id = u.id ORDER BY u.id`,
    );
    expect(rows).toHaveLength(DEMO_ACCOUNTS.length);
    const atlasLicences = rows.filter((row) => row.organization === 'Atlas Conseil' && /^[a-z0-9-]+@atlas\.demo$/.test(row.email));
    for (const licenceId of LICENCE_IDS) {
      expect(atlasLicences.some((row) => row.licence_id === licenceId), `licence ${licenceId}`).toBe(true);
    }
    expect(rows.find((row) => row.email === 'sales@atlas.demo')?.licence_id).toBe(1);
    expect(rows.find((row) => row.email === 'sales@boreal.demo')?.organization).toBe('Boréal Industrie');
    expect(rows.find((row) => row.email === 'alpha@atlas.demo')?.tester_level).toBe('Alpha');
    expect(rows.find((row) => row.email === 'beta@atlas.demo')?.tester_level).toBe('Beta');
    expect(rows.filter((row) => row.is_platform_admin).map((row) => row.email)).toEqual(['support@cible.demo']);
    expect(rows.find((row) => row.email === 'inactive@atlas.demo')?.status).toBe(2);
    expect(await hasDemoAccounts(context.db)).toBe(true);
  });

  it('lets every active licence account log in with the demo password, and shows its licence', async () => {
    for (const account of DEMO_ACCOUNTS.filter((candidate) => candidate.role === '')) {
      const token = await server.api.login(account.email, DEMO_PASSWORD);
      const { user_id } = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { user_id: number };
      const user = await server.api.call<{ organization_user_license_list: { license: { id: number } }[] }>('GET', `/v1/users/${user_id}`, { token });
      expect(user.body.organization_user_license_list[0]?.license.id, account.email).toBe(account.licenceId);
    }
  });

  it('seeds only an empty database', async () => {
    const before = await context.db.query('SELECT id FROM users');
    expect(await seedDemoData(context.db, createArgon2PasswordHasher())).toMatchObject({ seeded: false });
    expect(await context.db.query('SELECT id FROM users')).toHaveLength(before.length);
  });

  it('prints the logins as a table: licence, e-mail, organisation, role, and the password', () => {
    const table = formatDemoLogins();
    expect(table).toContain(`password for all: ${DEMO_PASSWORD}`);
    for (const account of DEMO_ACCOUNTS) expect(table).toContain(account.email);
    expect(table).toMatch(/15 Sender v2\s+sender-v2@atlas\.demo/);
  });
});
