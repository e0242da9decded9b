import type { Database } from '../../db/database';
import { dkimSelectorAt, generateDkimKeyPair } from '../../mail/dkim-key-pair';
import type { SecretBox } from '../../security/secret-box';

/** The demo marketing user, whose organisation gets the demo sending domain and default sender. */
export const DEMO_MARKETING_EMAIL = 'marketing@atlas.demo';
/** The demo organisation's sending domain (the demo accounts' domain: the development catcher receives the mails). */
export const DEMO_SENDING_DOMAIN = 'atlas.demo';

/** What the demo sending seed did: the domain and the sender it created (null: already there, or no demo accounts). */
export interface DemoSendingSeed {
  readonly domainId: number | null;
  readonly senderId: number | null;
}

/**
 * Gives the demo organisation of the marketing user a sending domain (`atlas.demo`, its DKIM key generated now and
 * sealed under the server's MAIL_SECRET_KEY, as the domains route does: a seed cannot carry a blob sealed under a key
 * it does not know, ADR 032) and a default sender (the marketing user's name, `<first>.<last>@atlas.demo`), so that a
 * fresh `npm start` can write and send a campaign at once. Run at every start in demo mode, after the demo seed:
 * idempotent — it does nothing once the organisation has a sending domain or a sender (so a domain or sender the
 * users removed is not brought back), and two starts at once make one (advisory lock, ON CONFLICT). The domain is
 * left unchecked: its SPF, DKIM and DMARC are what the live check finds.
 */
export async function seedDemoSendingDomain(db: Database, secrets: SecretBox, now: Date): Promise<DemoSendingSeed> {
  const [user] = await db.query<{ organization_id: number; first_name: string; last_name: string }>(
    'SELECT organization_id, first_name, last_name FROM users WHERE lower(email) = $1',
    [DEMO_MARKETING_EMAIL],
  );
  if (!user) return { domainId: null, senderId: null };
  // The key pair is made outside the transaction (about 100 ms of RSA generation); unused when the seed has nothing to do.
  const [present] = await db.query<{ found: boolean }>(
    'SELECT EXISTS (SELECT 1 FROM sending_domains WHERE organization_id = $1) OR EXISTS (SELECT 1 FROM senders WHERE organization_id = $1) AS found',
    [user.organization_id],
  );
  if (present?.found) return { domainId: null, senderId: null };
  const keys = await generateDkimKeyPair();
  return db.transaction(async (tx) => {
    await tx.query("SELECT pg_advisory_xact_lock(hashtext('cible:demo-sending-domain'))");
    const [again] = await tx.query<{ found: boolean }>(
      'SELECT EXISTS (SELECT 1 FROM sending_domains WHERE organization_id = $1) OR EXISTS (SELECT 1 FROM senders WHERE organization_id = $1) AS found',
      [user.organization_id],
    );
    if (again?.found) return { domainId: null, senderId: null };
    const [domain] = await tx.query<{ id: number }>(
      `INSERT INTO sending_domains (organization_id, name, dkim_selector, dkim_private_key, dkim_key_id, dkim_public_key)
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (organization_id, lower(name)) DO NOTHING RETURNING id`,
      [user.organization_id, DEMO_SENDING_DOMAIN, dkimSelectorAt(now), secrets.seal(keys.privateKeyPem), secrets.keyId, keys.publicKeyBase64],
    );
    if (!domain) return { domainId: null, senderId: null };
    const localPart = `${user.first_name}.${user.last_name}`
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9.-]/g, '');
    const [sender] = await tx.query<{ id: number }>(
      `INSERT INTO senders (organization_id, domain_id, sender_name, sender_email_local_part, sender_email_domain_name_part, is_default)
       VALUES ($1, $2, $3, $4, $5, true) RETURNING id`,
      [user.organization_id, domain.id, `${user.first_name} ${user.last_name}`, localPart || 'marketing', DEMO_SENDING_DOMAIN],
    );
    return { domainId: domain.id, senderId: sender?.id ?? null };
  });
}
