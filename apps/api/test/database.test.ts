import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { migrateDatabase } from '../src/db/migrate-database';
import { organizations, userLicences, users, USER_STATUS } from '../src/db/schema';
import { describeEachDatabase } from './support/test-database';

describeEachDatabase('database', (context) => {
  it('has every table of the schema, and the drizzle bookkeeping of the migrations', async () => {
    const rows = await context.db.query<{ table_name: string }>(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name",
    );
    expect(rows.map((row) => row.table_name)).toEqual([
      'account_connections',
      'analytics_events',
      'audit_log',
      'auth_attempts',
      'collective_agreements',
      'companies',
      'conference_program_entries',
      'conferences',
      'contacts',
      'customer_inquiries',
      'data_loads',
      'news',
      'notification_settings',
      'notifications',
      'offices',
      'organizations',
      'password_reset_tokens',
      'queries',
      'rate_limits',
      'user_licences',
      'users',
    ]);
    const [applied] = await context.db.query<{ count: number }>('SELECT count(*)::int AS count FROM drizzle.__drizzle_migrations');
    expect(applied?.count).toBeGreaterThanOrEqual(2);
  });

  it('has pg_trgm, unaccent and an IMMUTABLE f_unaccent usable in an index', async () => {
    const [row] = await context.db.query<{ plain: string; similarity: number }>(
      "SELECT f_unaccent('Société Générale à Orléans') AS plain, similarity('societe', 'société') AS similarity",
    );
    expect(row?.plain).toBe('Societe Generale a Orleans');
    expect(row?.similarity).toBeGreaterThan(0);
    const [volatility] = await context.db.query<{ provolatile: string }>(
      "SELECT provolatile FROM pg_proc WHERE proname = 'f_unaccent'",
    );
    expect(volatility?.provolatile).toBe('i');
    await context.db.query('CREATE INDEX organizations_name_search_idx ON organizations USING gin (f_unaccent(lower(name)) gin_trgm_ops)');
    await context.db.query('DROP INDEX organizations_name_search_idx');
  });

  it('stores users with their licences through drizzle, e-mail unique whatever its case', async () => {
    const { drizzle } = context.db;
    const [organization] = await drizzle.insert(organizations).values({ name: 'Acme' }).returning();
    const organizationId = organization!.id;
    const [user] = await drizzle
      .insert(users)
      .values({ organizationId, email: 'Jeanne.Martin@Acme.fr', firstName: 'Jeanne', lastName: 'Martin', status: USER_STATUS.active, testerLevel: 'Beta' })
      .returning();
    await drizzle.insert(userLicences).values([
      { userId: user!.id, licenceId: 1, startDate: '2026-01-01' },
      { userId: user!.id, licenceId: 3 },
    ]);

    const licences = await drizzle.select().from(userLicences).where(eq(userLicences.userId, user!.id)).orderBy(userLicences.id);
    expect(licences.map((licence) => licence.licenceId)).toEqual([1, 3]);
    expect(licences[0]?.startDate).toBe('2026-01-01');

    await expect(
      drizzle.insert(users).values({ organizationId, email: 'jeanne.martin@acme.FR', firstName: 'J', lastName: 'M' }),
    ).rejects.toMatchObject({ cause: { code: '23505' } });
    await expect(drizzle.insert(userLicences).values({ userId: user!.id, licenceId: 16 as 15 })).rejects.toMatchObject({
      cause: { code: '23514' },
    });

    const [found] = await drizzle.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = lower(${'JEANNE.MARTIN@ACME.FR'})`);
    expect(found?.id).toBe(user!.id);
  });

  it('runs a transaction atomically (rolled back on error)', async () => {
    const { drizzle } = context.db;
    await expect(
      drizzle.transaction(async (tx) => {
        await tx.insert(organizations).values({ name: 'Rolled back' });
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    const rows = await context.db.query("SELECT 1 FROM organizations WHERE name = 'Rolled back'");
    expect(rows).toEqual([]);
  });

  it('applies migrations idempotently: again on the open database, and when reopened', async () => {
    expect(await migrateDatabase(context.db.pool)).toMatchObject({ applied: 0 });
    const [before] = await context.db.query<{ count: number }>('SELECT count(*)::int AS count FROM organizations');
    const reopened = await context.database.reopen();
    const [after] = await reopened.query<{ count: number }>('SELECT count(*)::int AS count FROM organizations');
    expect(after?.count).toBe(before?.count);
    expect(await migrateDatabase(reopened.pool)).toMatchObject({ applied: 0 });
  }, 60_000);

  it('uses one connection for the embedded store and a real pool for the server', () => {
    expect(context.db.pool.options.max).toBe(context.kind === 'pglite' ? 1 : 4);
  });
});
