import type { Database } from '../../src/db/database';
import { seedDemoData } from '../../src/tools/seed/seed-demo-data';
import { createApiClient } from './api-client';
import type { ApiClient } from './api-client';
import { createOncePerPasswordHasher } from './once-per-password-hasher';
import { startTestServer } from './start-test-server';
import type { TestServer, TestServerOptions } from './start-test-server';

/** Hashes the demo password once per test file for every demo account (once-per-password-hasher.ts). */
const seedHasher = createOncePerPasswordHasher();

/** A test server on `database` with the demo data, trusting X-Forwarded-For (distinct client addresses per test). */
export async function startSeededServer(
  database: Database,
  options: Omit<TestServerOptions, 'database'> = {},
): Promise<TestServer & { readonly api: ApiClient }> {
  await seedDemoData(database, seedHasher);
  const server = await startTestServer({ ...options, database, env: { TRUST_PROXY: 'true', ...options.env } });
  return { ...server, api: createApiClient(server.baseUrl) };
}

/** The id of a user by e-mail (tests address users by their demo e-mail). */
export async function userIdOf(db: Database, email: string): Promise<number> {
  const [row] = await db.query<{ id: number }>('SELECT id FROM users WHERE lower(email) = lower($1)', [email]);
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

/** The id of an organisation by name. */
export async function organizationIdOf(db: Database, name: string): Promise<number> {
  const [row] = await db.query<{ id: number }>('SELECT id FROM organizations WHERE name = $1', [name]);
  if (!row) throw new Error(`no organisation ${name}`);
  return row.id;
}
