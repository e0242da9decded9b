import type { Database } from '../../src/db/database';
import type { DkimKeyPair } from '../../src/mail/dkim-key-pair';
import type { SecretBox } from '../../src/security/secret-box';

/** A sending domain of the organisation (its DKIM key sealed as the product seals it) and one sender on it. */
export interface CampaignSenderFixture {
  readonly organizationId: number;
  readonly domain: string;
  readonly keys: DkimKeyPair;
  readonly secrets: SecretBox;
  readonly selector?: string;
  readonly senderName?: string;
  readonly replyTo?: string | null;
}

/** Inserts the domain and its sender "news@<domain>"; answers their ids. */
export async function insertCampaignSender(db: Database, fixture: CampaignSenderFixture): Promise<{ domainId: number; senderId: number }> {
  const { organizationId, domain, keys, secrets, selector = 'cible202611', senderName = 'Atlas Marketing', replyTo = null } = fixture;
  const [inserted] = await db.query<{ id: number }>(
    `INSERT INTO sending_domains (organization_id, name, dkim_selector, dkim_private_key, dkim_key_id, dkim_public_key)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [organizationId, domain, selector, secrets.seal(keys.privateKeyPem), secrets.keyId, keys.publicKeyBase64],
  );
  const [sender] = await db.query<{ id: number }>(
    `INSERT INTO senders (organization_id, domain_id, sender_name, sender_email_local_part, sender_email_domain_name_part, reply_to_email)
     VALUES ($1, $2, $3, 'news', $4, $5) RETURNING id`,
    [organizationId, inserted!.id, senderName, domain, replyTo],
  );
  return { domainId: inserted!.id, senderId: sender!.id };
}

/** Sets the user's mailing (`sequence`) credits to `amount`. */
export async function setMailingCredits(db: Database, organizationId: number, userId: number, amount: number): Promise<void> {
  await db.query(
    `INSERT INTO credits (organization_id, user_id, kind, amount) VALUES ($1, $2, 'sequence', $3)
     ON CONFLICT (user_id, kind) DO UPDATE SET amount = EXCLUDED.amount`,
    [organizationId, userId, amount],
  );
}
