import { expect, it } from 'vitest';
import { migrateDatabase } from '../src/db/migrate-database';
import { USER_STATUS } from '../src/db/schema';
import { describeEachDatabase } from './support/test-database';

describeEachDatabase('database', (context) => {
  it('has every table of the schema, and the drizzle bookkeeping of the migrations', async () => {
    const rows = await context.db.query<{ table_name: string }>(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name",
    );
    expect(rows.map((row) => row.table_name)).toEqual([
      'account_connections',
      'alert_digest_mails',
      'alert_matches',
      'alert_watermarks',
      'analytics_daily_usage',
      'analytics_events',
      'audit_log',
      'auth_attempts',
      'bat_emails',
      'campaign_bounce_mailbox_states',
      'campaign_events',
      'campaign_sends',
      'campaign_targets',
      'campaigns',
      'collective_agreements',
      'companies',
      'conference_program_entries',
      'conferences',
      'contact_consultations',
      'contacts',
      'credit_history',
      'credits',
      'customer_inquiries',
      'data_loads',
      'email_bounces',
      'email_signatures',
      'email_template_events',
      'email_template_tag_links',
      'email_template_tags',
      'email_templates',
      'exports',
      'mailbox_credentials',
      'mailbox_oauth_states',
      'mailbox_read_states',
      'news',
      'news_facet_days',
      'notification_settings',
      'notifications',
      'offices',
      'organizations',
      'password_reset_tokens',
      'queries',
      'quick_search_common_lexemes',
      'rate_limits',
      'senders',
      'sending_domains',
      'sequence_events',
      'sequence_sends',
      'sequence_settings',
      'sequence_step_links',
      'sequence_steps',
      'sequence_target_lists',
      'sequence_targets',
      'sequences',
      'smart_mailing_settings',
      'socket_presence',
      'stored_files',
      'support_chat_conversations',
      'support_chat_messages',
      'tasks',
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

  it('stores users with their licences, e-mail unique whatever its case, licence ids checked', async () => {
    const { db } = context;
    const [organization] = await db.query<{ id: number }>("INSERT INTO organizations (name) VALUES ('Acme') RETURNING id");
    const organizationId = organization!.id;
    const [user] = await db.query<{ id: number }>(
      `INSERT INTO users (organization_id, email, first_name, last_name, status, tester_level)
       VALUES ($1, 'Jeanne.Martin@Acme.fr', 'Jeanne', 'Martin', $2, 'Beta') RETURNING id`,
      [organizationId, USER_STATUS.active],
    );
    await db.query("INSERT INTO user_licences (user_id, licence_id, start_date) VALUES ($1, 1, '2026-01-01'), ($1, 3, DEFAULT)", [user!.id]);

    const licences = await db.query<{ licence_id: number; start_date: string }>(
      'SELECT licence_id, start_date::text AS start_date FROM user_licences WHERE user_id = $1 ORDER BY id',
      [user!.id],
    );
    expect(licences.map((licence) => licence.licence_id)).toEqual([1, 3]);
    expect(licences[0]?.start_date).toBe('2026-01-01');

    await expect(
      db.query("INSERT INTO users (organization_id, email, first_name, last_name) VALUES ($1, 'jeanne.martin@acme.FR', 'J', 'M')", [organizationId]),
    ).rejects.toMatchObject({ code: '23505' });
    await expect(db.query('INSERT INTO user_licences (user_id, licence_id) VALUES ($1, 16)', [user!.id])).rejects.toMatchObject({ code: '23514' });

    const [found] = await db.query<{ id: number }>('SELECT id FROM users WHERE lower(email) = lower($1)', ['JEANNE.MARTIN@ACME.FR']);
    expect(found?.id).toBe(user!.id);
  });

  it('runs a transaction atomically: rolled back on error and on request, committed otherwise', async () => {
    const { db } = context;
    await expect(
      db.transaction(async (tx) => {
        await tx.query("INSERT INTO organizations (name) VALUES ('Rolled back')");
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    expect(await db.query("SELECT 1 FROM organizations WHERE name = 'Rolled back'")).toEqual([]);
    const answer = await db.transaction(async (tx) => {
      await tx.query("INSERT INTO organizations (name) VALUES ('Asked back')");
      return tx.rollback('kept value');
    });
    expect(answer).toBe('kept value');
    expect(await db.query("SELECT 1 FROM organizations WHERE name = 'Asked back'")).toEqual([]);
    const committed = await db.transaction(async (tx) => {
      const [row] = await tx.query<{ id: number }>("INSERT INTO organizations (name) VALUES ('Committed') RETURNING id");
      return row!.id;
    });
    expect(await db.query('SELECT name FROM organizations WHERE id = $1', [committed])).toEqual([{ name: 'Committed' }]);
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
