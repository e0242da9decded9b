import type { Queryable } from './demo-notifications';

/** One demo connection of a demo account (db/seed/demo-accounts.ts). */
interface DemoConnection {
  readonly email: string;
  readonly kind: 'mailbox' | 'linkedin';
  readonly status: 'connected' | 'disconnected';
  readonly account: {
    readonly email?: string;
    readonly provider?: string;
    readonly accountId?: string;
    readonly name?: string;
    readonly profileUrl?: string;
  };
  readonly connectedDaysAgo: number;
  /** Days ago the synchronisation was lost (disconnected only). */
  readonly disconnectedDaysAgo?: number;
}

/**
 * The demo connections: a connected mailbox (marketing), a mailbox whose synchronisation was lost (sales
 * automation), a connected mailbox of a sender (managed by the marketing manager), and a connected LinkedIn account
 * (alpha tester). Every other account never connected anything.
 */
export const DEMO_CONNECTIONS: readonly DemoConnection[] = [
  {
    email: 'marketing@atlas.demo',
    kind: 'mailbox',
    status: 'connected',
    account: { email: 'lea.bernard@atlas-conseil.fr', provider: 'google' },
    connectedDaysAgo: 42,
  },
  {
    email: 'sales-automation@atlas.demo',
    kind: 'mailbox',
    status: 'disconnected',
    account: { email: 'gabriel.simon@atlas-conseil.fr', provider: 'microsoft' },
    connectedDaysAgo: 120,
    disconnectedDaysAgo: 3,
  },
  {
    email: 'sender@atlas.demo',
    kind: 'mailbox',
    status: 'connected',
    account: { email: 'envois@atlas-conseil.fr', provider: 'microsoft' },
    connectedDaysAgo: 15,
  },
  {
    email: 'alpha@atlas.demo',
    kind: 'linkedin',
    status: 'connected',
    account: { accountId: 'demo-unipile-paul-fournier', name: 'Paul Fournier', profileUrl: 'https://www.linkedin.com/in/paul-fournier-demo' },
    connectedDaysAgo: 9,
  },
];

/**
 * Inserts the demo connections of the demo accounts that exist (ON CONFLICT: an existing connection is kept).
 * Called by `seedDemoData` (first start, same transaction). Answers the number of connections created.
 */
export async function seedDemoConnections(db: Queryable): Promise<number> {
  let created = 0;
  for (const demo of DEMO_CONNECTIONS) {
    const rows = await db.query<{ user_id: number }>(
      `INSERT INTO account_connections (user_id, organization_id, kind, status, email, provider, account_id, name, profile_url,
                                        connected_at, disconnected_at, updated_at)
       SELECT u.id, u.organization_id, $2, $3, $4, $5, $6, $7, $8,
              now() - make_interval(days => $9::int),
              CASE WHEN $10::int IS NULL THEN NULL ELSE now() - make_interval(days => $10::int) END,
              now() - make_interval(days => coalesce($10::int, $9::int))
       FROM users u WHERE lower(u.email) = lower($1)
       ON CONFLICT (user_id, kind) DO NOTHING
       RETURNING user_id`,
      [
        demo.email,
        demo.kind,
        demo.status,
        demo.account.email ?? null,
        demo.account.provider ?? null,
        demo.account.accountId ?? null,
        demo.account.name ?? null,
        demo.account.profileUrl ?? null,
        demo.connectedDaysAgo,
        demo.disconnectedDaysAgo ?? null,
      ],
    );
    created += rows.length;
  }
  return created;
}
