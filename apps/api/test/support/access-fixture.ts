import type { AccessUser, LicenceId, TesterLevel } from '@cible/core';
import type { Database } from '../../src/db/database';
import { DEMO_ACCOUNTS } from '../../src/tools/seed/demo-accounts';
import type { IdKind } from '../../src/http/route-declaration';
import { createSessionTokens } from '../../src/security/session-tokens';
import { createQuery } from './create-query';
import { organizationIdOf } from './seeded-server';

/** One kind of caller the access suite tries every route with: a demo licence, the manager, the testers, the staff. */
export interface Persona {
  readonly key: string;
  readonly licenceId: LicenceId;
  readonly testerLevel: TesterLevel | null;
  readonly isOrganizationManager: boolean;
  readonly canExport: boolean;
  readonly canExportLocation: boolean;
  readonly isPlatformAdmin: boolean;
}

/** One persona's account in one organisation, with a session token and ids of its own to put in requests. */
export interface Caller {
  readonly persona: Persona;
  readonly organization: 'atlas' | 'boreal';
  readonly organizationId: number;
  readonly userId: number;
  token: string;
  /** An id of each kind that belongs to this caller (own user, own organisation, own notification, own list…). */
  readonly ownIds: Readonly<Record<IdKind, number>>;
}

/** The access view of a persona (core's AccessUser). */
export function accessUserOf(persona: Persona): AccessUser {
  return {
    licenceId: persona.licenceId,
    testerLevel: persona.testerLevel,
    isOrganizationManager: persona.isOrganizationManager,
    canExport: persona.canExport,
    canExportLocation: persona.canExportLocation,
  };
}

/**
 * The personas: one per demo licence (0–15), plus the manager, the alpha and beta testers of the demo seed (active,
 * password not expired) and the platform administrator.
 */
export const PERSONAS: readonly Persona[] = DEMO_ACCOUNTS.filter(
  (account) =>
    account.organization !== 'boreal' &&
    (account.status ?? 1) === 1 &&
    account.passwordExpired !== true &&
    (account.organization === 'atlas' || account.isPlatformAdmin === true),
).map((account) => ({
  key: account.email.split('@')[0]!,
  licenceId: account.licenceId,
  testerLevel: account.testerLevel ?? null,
  isOrganizationManager: account.isOrganizationManager ?? false,
  canExport: account.canExport ?? false,
  canExportLocation: account.canExportLocation ?? false,
  isPlatformAdmin: account.isPlatformAdmin ?? false,
}));

/** Reference data every organisation shares: a company visible to every licence, one of its contacts, one of its news, a conference. */
export interface ReferenceIds {
  readonly company: number;
  readonly contact: number;
  readonly news: number;
  readonly conference: number;
}

async function referenceIds(db: Database): Promise<ReferenceIds> {
  const [row] = await db.query<{ company: string; contact: string; news: string; conference: string | null }>(
    `SELECT c.id AS company, p.id AS contact, n.id AS news, (SELECT min(id) FROM conferences) AS conference
     FROM companies c
     JOIN contacts p ON p.company_id = c.id AND p.is_visible_pme
     JOIN news n ON n.company_id = c.id
     WHERE c.is_visible_pme ORDER BY c.id LIMIT 1`,
  );
  if (!row || row.conference === null) throw new Error('the access suite needs generated data with a visible company, contact and news piece, and a conference');
  return { company: Number(row.company), contact: Number(row.contact), news: Number(row.news), conference: Number(row.conference) };
}

/**
 * Every persona in both organisations: Atlas's demo accounts, and the same personas created in Boréal (the demo seed
 * has only a few there). Each caller gets a session token signed with the server's secret (no password login: the
 * suite is about what a valid session may do), a notification, a list, a support conversation, an email template, a
 * template tag, a signature and an export of its own.
 */
export async function buildCallers(db: Database, jwtSecret: string): Promise<Caller[]> {
  const tokens = createSessionTokens(jwtSecret);
  const reference = await referenceIds(db);
  const organizations = { atlas: await organizationIdOf(db, 'Atlas Conseil'), boreal: await organizationIdOf(db, 'Boréal Industrie') };
  const callers: Caller[] = [];
  for (const organization of ['atlas', 'boreal'] as const) {
    for (const persona of PERSONAS) {
      const demoEmail = DEMO_ACCOUNTS.find((account) => account.email.split('@')[0] === persona.key && (account.organization === 'atlas' || account.isPlatformAdmin))!.email;
      let userId: number;
      let organizationId: number;
      if (organization === 'atlas') {
        const [row] = await db.query<{ id: number; organization_id: number }>('SELECT id, organization_id FROM users WHERE lower(email) = lower($1)', [demoEmail]);
        userId = row!.id;
        organizationId = row!.organization_id;
        if (persona.isPlatformAdmin) organizationId = row!.organization_id;
      } else {
        // The platform's staff belong to the support organisation: their second account is in Boréal, like the others.
        organizationId = organizations.boreal;
        const [row] = await db.query<{ id: number }>(
          `INSERT INTO users (organization_id, email, first_name, last_name, status, tester_level, is_organization_manager,
                              is_platform_admin, can_export, can_export_location, password_changed_at)
           VALUES ($1, $2, 'Persona', $3, 1, $4, $5, $6, $7, $8, now()) RETURNING id`,
          [
            organizationId,
            `${persona.key}@boreal.access`,
            persona.key,
            persona.testerLevel,
            persona.isOrganizationManager,
            persona.isPlatformAdmin,
            persona.canExport,
            persona.canExportLocation,
          ],
        );
        userId = row!.id;
        await db.query('INSERT INTO user_licences (user_id, licence_id) VALUES ($1, $2)', [userId, persona.licenceId]);
      }
      const [notification] = await db.query<{ id: number }>(
        'INSERT INTO notifications (user_id, organization_id, notification_type_id, payload) VALUES ($1, $2, 2, $3) RETURNING id',
        [userId, organizationId, { query_name: 'Suite' }],
      );
      const query = await createQuery(db, { organizationId, ownerUserId: userId, name: `Liste ${persona.key}` });
      const [conversation] = await db.query<{ id: number }>(
        'INSERT INTO support_chat_conversations (user_id, organization_id) VALUES ($1, $2) RETURNING id',
        [userId, organizationId],
      );
      const [template] = await db.query<{ id: number }>(
        "INSERT INTO email_templates (organization_id, owner_user_id, name, subject, html_content) VALUES ($1, $2, $3, 'Objet', '<p>Bonjour</p>') RETURNING id",
        [organizationId, userId, `Modèle ${persona.key}`],
      );
      const [templateTag] = await db.query<{ id: number }>(
        "INSERT INTO email_template_tags (organization_id, owner_user_id, name, color) VALUES ($1, $2, $3, '#FF8800') RETURNING id",
        [organizationId, userId, `Étiquette ${persona.key}`],
      );
      const [signature] = await db.query<{ id: number }>(
        "INSERT INTO email_signatures (organization_id, user_id, name, html_content) VALUES ($1, $2, 'Signature', '<p>Cordialement</p>') RETURNING id",
        [organizationId, userId],
      );
      const [testAddress] = await db.query<{ id: number }>(
        "INSERT INTO bat_emails (organization_id, user_id, email, position) VALUES ($1, $2, $3, 0) RETURNING id",
        [organizationId, userId, `bat-${persona.key}@${organization.toLowerCase()}.test`],
      );
      const [inquiry] = await db.query<{ id: number }>(
        'INSERT INTO customer_inquiries (organization_id, user_id, company_id, inquiry_type_id) VALUES ($1, $2, $3, 2) RETURNING id',
        [organizationId, userId, reference.company],
      );
      // An export of its own, still pending (its download answers 409 EXPORT.NOT_READY, not 404).
      const [ownExport] = await db.query<{ id: number }>(
        "INSERT INTO exports (organization_id, user_id, type, file_format, total_row_count) VALUES ($1, $2, 'individual', 'csv', 1) RETURNING id",
        [organizationId, userId],
      );
      const sequence = await createSequenceFixture(db, organizationId, userId, reference.contact, persona.key);
      const smartMailing = await createSmartMailingFixture(db, organizationId, `${persona.key}.${organization}.test`);
      const campaign = await createCampaignFixture(db, organizationId, userId, reference.contact, persona.key, smartMailing.sender);
      callers.push({
        persona,
        organization,
        organizationId,
        userId,
        token: await tokens.issue({ userId, organizationId }),
        ownIds: {
          self: userId,
          user: userId,
          organization: organizationId,
          notification: notification!.id,
          query,
          company: reference.company,
          contact: reference.contact,
          news: reference.news,
          conference: reference.conference,
          conversation: conversation!.id,
          'support-conversation': conversation!.id,
          'support-inquiry': inquiry!.id,
          inquiry: inquiry!.id,
          template: template!.id,
          'template-tag': templateTag!.id,
          signature: signature!.id,
          'user-signature': signature!.id,
          'test-address': testAddress!.id,
          export: ownExport!.id,
          sequence: sequence.sequence,
          'sequence-step': sequence.step,
          'sequence-step-link': sequence.link,
          'sequence-target': sequence.target,
          task: sequence.task,
          sender: smartMailing.sender,
          'sending-domain': smartMailing.domain,
          campaign: campaign.campaign,
          'campaign-target': campaign.target,
        },
      });
    }
  }
  return callers;
}

/**
 * A draft sequence of the user with two steps (an e-mail, then a call), the link between them, a target on the
 * contact and a task of the sequence: the caller's own sequence, step, link, target and task.
 */
async function createSequenceFixture(db: Database, organizationId: number, userId: number, contactId: number, key: string) {
  const [sequence] = await db.query<{ id: number }>('INSERT INTO sequences (organization_id, owner_user_id, name) VALUES ($1, $2, $3) RETURNING id', [
    organizationId,
    userId,
    `Séquence ${key}`,
  ]);
  const steps = await db.query<{ id: number }>(
    `INSERT INTO sequence_steps (organization_id, sequence_id, position, type_id, email_subject, task_type_id)
     VALUES ($1, $2, 1, 2, 'Bonjour', NULL), ($1, $2, 2, 1, NULL, 1) RETURNING id`,
    [organizationId, sequence!.id],
  );
  const [link] = await db.query<{ id: number }>(
    'INSERT INTO sequence_step_links (organization_id, sequence_id, step_id, next_step_id) VALUES ($1, $2, $3, $4) RETURNING id',
    [organizationId, sequence!.id, steps[0]!.id, steps[1]!.id],
  );
  const [target] = await db.query<{ id: number }>('INSERT INTO sequence_targets (organization_id, sequence_id, contact_id) VALUES ($1, $2, $3) RETURNING id', [
    organizationId,
    sequence!.id,
    contactId,
  ]);
  const [task] = await db.query<{ id: number }>(
    "INSERT INTO tasks (organization_id, user_id, contact_id, type_id, description, due_date, sequence_id) VALUES ($1, $2, $3, 1, 'Appeler', now(), $4) RETURNING id",
    [organizationId, userId, contactId, sequence!.id],
  );
  return { sequence: sequence!.id, step: steps[0]!.id, link: link!.id, target: target!.id, task: task!.id };
}

/**
 * A sending domain of the organisation (a placeholder key: the suite does not sign mail) and a sender on it: the
 * caller's own sender and domain (organisation-wide kinds).
 */
async function createSmartMailingFixture(db: Database, organizationId: number, domainName: string) {
  const [domain] = await db.query<{ id: number }>(
    `INSERT INTO sending_domains (organization_id, name, dkim_selector, dkim_private_key, dkim_key_id, dkim_public_key)
     VALUES ($1, $2, 'cible202601', '\\x00'::bytea, 'fixture', 'AAAA') RETURNING id`,
    [organizationId, domainName],
  );
  const [sender] = await db.query<{ id: number }>(
    `INSERT INTO senders (organization_id, domain_id, sender_name, sender_email_local_part, sender_email_domain_name_part)
     VALUES ($1, $2, 'Expéditeur', 'contact', $3) RETURNING id`,
    [organizationId, domain!.id, domainName],
  );
  return { domain: domain!.id, sender: sender!.id };
}

/**
 * A draft campaign of the user, with a sender but no subject (its send and test send answer 422
 * CAMPAIGN.SUBJECT_MISSING), and a target on the contact: the caller's own campaign and campaign target.
 */
async function createCampaignFixture(db: Database, organizationId: number, userId: number, contactId: number, key: string, senderId: number) {
  const [campaign] = await db.query<{ id: number }>('INSERT INTO campaigns (organization_id, owner_user_id, name, sender_id) VALUES ($1, $2, $3, $4) RETURNING id', [
    organizationId,
    userId,
    `Campagne ${key}`,
    senderId,
  ]);
  const [target] = await db.query<{ id: number }>('INSERT INTO campaign_targets (organization_id, campaign_id, contact_id) VALUES ($1, $2, $3) RETURNING id', [
    organizationId,
    campaign!.id,
    contactId,
  ]);
  return { campaign: campaign!.id, target: target!.id };
}

/** Fresh tokens for every caller (after a route revoked some: logout, password change). */
export async function renewTokens(db: Database, jwtSecret: string, callers: readonly Caller[]): Promise<void> {
  await db.query('UPDATE users SET tokens_valid_after = NULL');
  const tokens = createSessionTokens(jwtSecret);
  for (const caller of callers) caller.token = await tokens.issue({ userId: caller.userId, organizationId: caller.organizationId });
}

/**
 * A fingerprint of every table an organisation owns (everything but the shared reference data and the counters that
 * a refused request may move: throttling, rate limits, analytics): equal before and after means nothing changed.
 */
export async function tenantDataFingerprint(db: Database): Promise<Record<string, string>> {
  const shared = ['companies', 'offices', 'contacts', 'news', 'conferences', 'conference_program_entries', 'collective_agreements', 'data_loads'];
  const counters = ['auth_attempts', 'rate_limits', 'analytics_events', 'analytics_daily_usage'];
  const skipped = new Set([...shared, ...counters]);
  const tables = await db.query<{ name: string }>(
    "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name",
  );
  const fingerprint: Record<string, string> = {};
  for (const { name } of tables) {
    if (skipped.has(name) || /throttl|attempt/.test(name) || !/^[a-z_]+$/.test(name)) continue;
    const [row] = await db.query<{ digest: string | null }>(`SELECT md5(string_agg(t::text, '|' ORDER BY t::text)) AS digest FROM "${name}" t`);
    fingerprint[name] = row?.digest ?? 'empty';
  }
  return fingerprint;
}
