import pg from 'pg';

/** The PostgreSQL server the tests may use (a maintenance database there: each test file creates its own). */
export const TEST_POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export type PostgresProbe = { readonly reachable: true } | { readonly reachable: false; readonly reason: string };

let probe: Promise<PostgresProbe> | undefined;

/** Whether {@link TEST_POSTGRES_URL} answers within 3 s (asked once per test file). */
export function probePostgres(): Promise<PostgresProbe> {
  probe ??= (async () => {
    const client = new pg.Client({ connectionString: TEST_POSTGRES_URL, connectionTimeoutMillis: 3_000 });
    try {
      await client.connect();
      await client.query('SELECT 1');
      return { reachable: true } as const;
    } catch (error) {
      return { reachable: false, reason: error instanceof Error ? error.message || error.name : String(error) } as const;
    } finally {
      await client.end().catch(() => {});
    }
  })();
  return probe;
}

/** The same server URL with another database name. */
export function withDatabaseName(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** Runs one statement on the maintenance database (CREATE/DROP DATABASE). */
export async function onMaintenanceDatabase(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: TEST_POSTGRES_URL, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
