/**
 * The database of one load run, prepared before the API process starts: the generated data set, organisations with
 * users of several licences (the simulated users, plus idle colleagues so that the tables have a production-like size),
 * notifications and inquiries for all of them, then ANALYZE. Direct inserts: the password hash is computed once with
 * the API's argon2 hasher and shared by every user (each login still verifies it, as a real login does).
 */
import { INQUIRY_STATUS, notificationTypeId } from '@cible/core';
import type { LicenceId } from '@cible/core';
import type { Database } from '../../apps/api/src/db/database';
import type { DataSizeName } from '../../apps/api/src/tools/data-generator/generate-data';
import { loadGeneratedData } from '../../apps/api/src/tools/data-generator/load-generated-data';
import { createArgon2PasswordHasher } from '../../apps/api/src/security/password-hasher';

/** The password of every bench user (core's password rule: 8+ characters, lower, upper, digit). */
export const LOAD_PASSWORD = 'Charge-2026!';

/**
 * Licences of the simulated users, in turn: mostly sales, then sales & marketing, marketing, sales PME (blurred
 * cards), sales automation and intranet (narrow read set). What each may do is core's matrix (the users check it).
 */
const LICENCE_CYCLE: readonly LicenceId[] = [1, 1, 1, 3, 3, 2, 8, 8, 11, 5];

const FIRST_NAMES = ['Camille', 'Léa', 'Hugo', 'Chloé', 'Louis', 'Manon', 'Jules', 'Inès', 'Arthur', 'Zoé', 'Gaëlle', 'Jérôme'];
const LAST_NAMES = ['Lefèvre', 'Martin', 'Bernard', 'Dubois', 'Moreau', 'Girard', 'Rousseau', 'Faure', 'Mercier', 'Lambert', 'Bonnet', 'Chevalier'];

export interface LoadUserAccount {
  readonly email: string;
  readonly licenceId: LicenceId;
}

export interface LoadDatabaseOptions {
  readonly size: DataSizeName;
  /** Simulated users (they log in). */
  readonly users: number;
  /** Colleagues who never log in, spread over the same organisations (they only hold rows). */
  readonly idleUsers: number;
  readonly organizations: number;
  /** Notifications per user (simulated and idle); a third of them unseen. */
  readonly notificationsPerUser: number;
  readonly onProgress?: (message: string) => void;
}

export interface LoadDatabase {
  readonly accounts: readonly LoadUserAccount[];
  /** Company names of the data set (typed into the quick search) with their ids. */
  readonly companies: readonly { readonly id: number; readonly name: string }[];
  /** Active contacts (full names typed into the quick search, pages opened). */
  readonly contacts: readonly { readonly id: number; readonly firstName: string; readonly lastName: string }[];
  readonly rowCounts: Readonly<Record<string, number>>;
}

/** Loads the data set and creates the bench's organisations, users, notifications and inquiries. */
export async function prepareLoadDatabase(db: Database, options: LoadDatabaseOptions): Promise<LoadDatabase> {
  const progress = options.onProgress ?? (() => {});
  const loadStarted = performance.now();
  await loadGeneratedData(db, options.size);
  progress(`${options.size} data set loaded in ${((performance.now() - loadStarted) / 1000).toFixed(1)} s`);

  const passwordHash = await createArgon2PasswordHasher().hash(LOAD_PASSWORD);
  const organizationIds: number[] = [];
  for (let index = 1; index <= options.organizations; index += 1) {
    const [row] = await db.query<{ id: number }>('INSERT INTO organizations (name) VALUES ($1) RETURNING id', [`Charge ${index} SAS`]);
    organizationIds.push(row!.id);
  }

  const accounts: LoadUserAccount[] = [];
  const rows = { organization: [] as number[], email: [] as string[], first: [] as string[], last: [] as string[], licence: [] as number[] };
  const total = options.users + options.idleUsers;
  for (let index = 0; index < total; index += 1) {
    const simulated = index < options.users;
    const email = simulated ? `charge-${index + 1}@bench-load.test` : `collegue-${index + 1}@bench-load.test`;
    const licenceId = LICENCE_CYCLE[index % LICENCE_CYCLE.length]!;
    rows.organization.push(organizationIds[index % organizationIds.length]!);
    rows.email.push(email);
    rows.first.push(FIRST_NAMES[index % FIRST_NAMES.length]!);
    rows.last.push(LAST_NAMES[Math.floor(index / FIRST_NAMES.length) % LAST_NAMES.length]!);
    rows.licence.push(licenceId);
    if (simulated) accounts.push({ email, licenceId });
  }
  await db.query(
    `WITH inserted AS (
       INSERT INTO users (organization_id, email, password_hash, first_name, last_name, status, password_changed_at)
       SELECT u.organization_id, u.email, $6, u.first_name, u.last_name, 1, now()
       FROM unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::int[]) AS u(organization_id, email, first_name, last_name, licence_id)
       RETURNING id, email)
     INSERT INTO user_licences (user_id, licence_id)
     SELECT inserted.id, u.licence_id FROM inserted JOIN unnest($2::text[], $5::int[]) AS u(email, licence_id) ON u.email = inserted.email`,
    [rows.organization, rows.email, rows.first, rows.last, rows.licence, passwordHash],
  );

  const companies = await db.query<{ id: number; name: string }>('SELECT id::int AS id, name FROM companies WHERE id % 7 = 3 ORDER BY id LIMIT 500');
  const contacts = await db.query<{ id: number; first_name: string; last_name: string }>(
    'SELECT id::int AS id, first_name, last_name FROM contacts WHERE active AND id % 31 = 5 ORDER BY id LIMIT 500',
  );

  // Notifications: alerts naming real contacts and companies, newest first, the newest third unseen.
  await db.query(
    `INSERT INTO notifications (user_id, organization_id, notification_type_id, contact_id, company_id, payload, sent_at, viewed_at)
     SELECT u.id, u.organization_id, $1, c.id, c.company_id,
            jsonb_build_object('query_name', 'Alerte ' || (g % 12 + 1), 'contact', jsonb_build_object('id', c.id, 'first_name', c.first_name, 'last_name', c.last_name)),
            now() - make_interval(hours => g * 7),
            CASE WHEN g * 3 >= $2 THEN now() - make_interval(hours => g * 7 - 1) END
     FROM users u
     CROSS JOIN generate_series(1, $2::int) AS g
     JOIN LATERAL (SELECT id::int, first_name, last_name, company_id::int FROM contacts WHERE id = 1 + (u.id * 37 + g * 101) % (SELECT max(id) FROM contacts)) AS c ON true
     WHERE u.email LIKE '%@bench-load.test'`,
    [notificationTypeId('alert'), options.notificationsPerUser],
  );

  // Inquiries: a few per user, most of them closed, at most 4 open (the quota is 15).
  const statuses = [INQUIRY_STATUS.done, INQUIRY_STATUS.todo, INQUIRY_STATUS.fail, INQUIRY_STATUS.in_progress, INQUIRY_STATUS.done, INQUIRY_STATUS.partially_done];
  await db.query(
    `INSERT INTO customer_inquiries (organization_id, user_id, company_id, inquiry_type_id, status_id, message, created_at, updated_at)
     SELECT u.organization_id, u.id, co.id, 2, ($1::int[])[1 + g % array_length($1::int[], 1)], 'Merci de compléter le standard et le site.',
            now() - make_interval(days => g * 5), now() - make_interval(days => g * 4)
     FROM users u
     CROSS JOIN generate_series(1, 6) AS g
     JOIN LATERAL (SELECT id FROM companies WHERE id = 1 + (u.id * 13 + g * 29) % (SELECT max(id) FROM companies)) AS co ON true
     WHERE u.email LIKE '%@bench-load.test' AND g <= 1 + u.id % 6`,
    [statuses],
  );
  await db.query('ANALYZE');

  const counts = await db.query<{ name: string; count: number }>(
    `SELECT 'organizations' AS name, count(*)::int AS count FROM organizations
     UNION ALL SELECT 'users', count(*)::int FROM users
     UNION ALL SELECT 'notifications', count(*)::int FROM notifications
     UNION ALL SELECT 'customer_inquiries', count(*)::int FROM customer_inquiries
     UNION ALL SELECT 'companies', count(*)::int FROM companies
     UNION ALL SELECT 'contacts', count(*)::int FROM contacts`,
  );
  return {
    accounts,
    companies,
    contacts: contacts.map((row) => ({ id: row.id, firstName: row.first_name, lastName: row.last_name })),
    rowCounts: Object.fromEntries(counts.map((row) => [row.name, row.count])),
  };
}
