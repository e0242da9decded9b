import type { Database } from '../../db/database';
import type { PasswordHasher } from '../../security/password-hasher';
import { DEMO_ACCOUNTS, DEMO_ORGANIZATIONS, DEMO_PASSWORD } from './demo-accounts';
import { seedDemoConnections } from './demo-connections';
import { seedDemoCredits } from './demo-credits';
import { seedDemoNotifications } from './demo-notifications';
import type { DemoOrganizationKey } from './demo-accounts';

/** Arbitrary constant key of the advisory lock that keeps two starting processes from seeding twice. */
const SEED_LOCK_KEY = 4_207_002;

export interface SeedOutcome {
  /** Whether this call created the demo data (false: the database was not empty). */
  readonly seeded: boolean;
  readonly ms: number;
}

/**
 * Creates the demo organisations and accounts (db/seed/demo-accounts.ts) on an EMPTY database only (no
 * organisation yet), in one transaction under an advisory lock. Every account gets its own argon2id hash of
 * {@link DEMO_PASSWORD}, and every active one ten demo notifications (`seedDemoNotifications`).
 */
export async function seedDemoData(db: Database, hasher: PasswordHasher): Promise<SeedOutcome> {
  const startedAt = performance.now();
  const elapsed = () => Math.round(performance.now() - startedAt);
  if (!(await isEmpty(db))) return { seeded: false, ms: elapsed() };
  const hashes = await Promise.all(DEMO_ACCOUNTS.map(() => hasher.hash(DEMO_PASSWORD)));

  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK_KEY]);
    const [existing] = await tx.query<{ found: boolean }>('SELECT EXISTS (SELECT 1 FROM organizations) AS found');
    if (existing?.found) return tx.rollback({ seeded: false, ms: elapsed() });
    const organizationIds = {} as Record<DemoOrganizationKey, number>;
    for (const [key, name] of Object.entries(DEMO_ORGANIZATIONS) as [DemoOrganizationKey, string][]) {
      const inserted = await tx.query<{ id: number }>('INSERT INTO organizations (name) VALUES ($1) RETURNING id', [name]);
      organizationIds[key] = inserted[0]!.id;
    }
    for (const [index, account] of DEMO_ACCOUNTS.entries()) {
      const inserted = await tx.query<{ id: number }>(
        `INSERT INTO users (organization_id, email, password_hash, first_name, last_name, status, tester_level,
                            is_organization_manager, is_platform_admin, can_export, can_export_location,
                            password_changed_at, password_expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, now(), CASE WHEN $12::boolean THEN now() - interval '1 day' END)
         RETURNING id`,
        [
          organizationIds[account.organization],
          account.email,
          hashes[index],
          account.firstName,
          account.lastName,
          account.status ?? 1,
          account.testerLevel ?? null,
          account.isOrganizationManager ?? false,
          account.isPlatformAdmin ?? false,
          account.canExport ?? false,
          account.canExportLocation ?? false,
          account.passwordExpired ?? false,
        ],
      );
      await tx.query('INSERT INTO user_licences (user_id, licence_id) VALUES ($1, $2)', [inserted[0]!.id, account.licenceId]);
    }
    // A few notifications per demo account, so that the bell and the notifications page have something to show.
    await seedDemoNotifications(tx);
    // A connected mailbox, a lost synchronisation and a LinkedIn account for the connections overview.
    await seedDemoConnections(tx);
    // Credits of every kind with two months of history, so that the credit consumption page is alive.
    await seedDemoCredits(tx);
    return { seeded: true, ms: elapsed() };
  });
}

async function isEmpty(db: Database): Promise<boolean> {
  const [row] = await db.query<{ found: boolean }>('SELECT EXISTS (SELECT 1 FROM organizations) AS found');
  return !row?.found;
}

/** Whether the demo accounts are in this database (seeded now or on an earlier start). */
export async function hasDemoAccounts(db: Database): Promise<boolean> {
  const [row] = await db.query<{ found: boolean }>("SELECT EXISTS (SELECT 1 FROM users WHERE lower(email) = 'sales@atlas.demo') AS found");
  return row?.found === true;
}
