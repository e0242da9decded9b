import { INQUIRY_STATUS, NotificationPayloadSchema, notificationTypeId } from '@cible/core';
import type { NotificationPayload, NotificationTypeName } from '@cible/core';
import type { QueryResultRow } from 'pg';
import { DEMO_ACCOUNTS } from './demo-accounts';

/** Runs one statement and answers its rows: the Database object, or a transaction (`db.transaction`). */
export interface Queryable {
  query<Row extends QueryResultRow = QueryResultRow>(text: string, values?: readonly unknown[]): Promise<Row[]>;
}

/** A person of the demo notifications, with the company he works for. */
interface DemoPerson {
  readonly contact: { readonly id: number; readonly first_name: string; readonly last_name: string };
  readonly company: { readonly id: number; readonly name: string };
  readonly job: string | null;
}

/**
 * People named when the reference data is not loaded yet (first start: the data set loads after the server
 * listens). Their ids are above any generated id, so a link to them finds nothing rather than someone else.
 */
const FICTIONAL_PEOPLE: readonly DemoPerson[] = [
  { contact: { id: 990_000_001, first_name: 'Marie', last_name: 'Durand' }, company: { id: 990_000_101, name: 'Lumière Logistique' }, job: 'Directrice marketing' },
  { contact: { id: 990_000_002, first_name: 'Thomas', last_name: 'Lefèvre' }, company: { id: 990_000_102, name: 'Atelier Granit' }, job: 'Directeur des systèmes d’information' },
  { contact: { id: 990_000_003, first_name: 'Nadia', last_name: 'Benali' }, company: { id: 990_000_103, name: 'Verdane Énergies' }, job: 'Responsable achats' },
  { contact: { id: 990_000_004, first_name: 'Julien', last_name: 'Moreau' }, company: { id: 990_000_104, name: 'Cap Horizon Conseil' }, job: 'Directeur commercial' },
];

/** One demo notification: type, payload (built from people), hours ago, already viewed or not. */
interface DemoNotification {
  readonly type: NotificationTypeName;
  readonly payload: (people: readonly DemoPerson[]) => NotificationPayload;
  /** Whom it is about (index into the people): fills contact_id / company_id. */
  readonly about?: number;
  readonly hoursAgo: number;
  readonly viewed: boolean;
}

const person = (people: readonly DemoPerson[], index: number): DemoPerson => people[index % people.length]!;
const contactOf = (people: readonly DemoPerson[], index: number) => {
  const { contact, company, job } = person(people, index);
  return { contact, company, ...(job === null ? {} : { job: { name: job } }) };
};

/** The demo set (newest first): alerts, engagement opened/clicked/replied, credits, inquiries, sequence, campaign. */
const DEMO_NOTIFICATIONS: readonly DemoNotification[] = [
  { type: 'engagement', about: 0, hoursAgo: 0.3, viewed: false, payload: (p) => ({ ...contactOf(p, 0), engagement: { tracking_status: 'replied' }, sequence_name: 'Relance salon Big Data' }) },
  { type: 'alert', about: 1, hoursAgo: 1.5, viewed: false, payload: (p) => ({ ...contactOf(p, 1), query_name: 'DSI Île-de-France' }) },
  { type: 'engagement', about: 2, hoursAgo: 3, viewed: false, payload: (p) => ({ ...contactOf(p, 2), engagement: { tracking_status: 'clicked' }, campaign_name: 'Offre printemps PME' }) },
  { type: 'insufficient_mailing_credits', hoursAgo: 6, viewed: false, payload: () => ({ campaign_id: 12, campaign_name: 'Newsletter novembre' }) },
  { type: 'inquiry_done', about: 3, hoursAgo: 20, viewed: false, payload: (p) => ({ inquiry_company_name: person(p, 3).company.name, company: person(p, 3).company, status_id: INQUIRY_STATUS.pre_done }) },
  { type: 'engagement', about: 3, hoursAgo: 26, viewed: false, payload: (p) => ({ ...contactOf(p, 3), engagement: { tracking_status: 'opened' }, campaign_name: 'Offre printemps PME' }) },
  { type: 'sequence_done', hoursAgo: 30, viewed: true, payload: () => ({ sequence_id: 7, sequence_name: 'Prospection ETI Grand Ouest' }) },
  { type: 'inquiry_done', about: 1, hoursAgo: 50, viewed: true, payload: (p) => ({ inquiry_company_name: person(p, 1).company.name, company: person(p, 1).company, status_id: INQUIRY_STATUS.pre_fail }) },
  { type: 'alert', hoursAgo: 75, viewed: true, payload: () => ({ query_name: 'Levées de fonds Tech' }) },
  { type: 'campaign', hoursAgo: 120, viewed: true, payload: () => ({ campaign_id: 11, campaign_name: 'Invitation webinaire data' }) },
];

/** The real people of the data platform to name, when it is loaded (its `contacts` table may not even exist yet). */
async function loadedPeople(db: Queryable): Promise<DemoPerson[]> {
  const tables = await db.query<{ present: boolean }>(
    "SELECT to_regclass('public.contacts') IS NOT NULL AND to_regclass('public.companies') IS NOT NULL AS present",
  );
  if (!tables[0]?.present) return [];
  const rows = await db.query<{ id: string; first_name: string; last_name: string; job_label: string | null; company_id: string; company_name: string }>(
    `SELECT c.id::text, c.first_name, c.last_name, c.job_label, co.id::text AS company_id, co.name AS company_name
     FROM contacts c JOIN companies co ON co.id = c.company_id
     WHERE c.active ORDER BY c.id LIMIT 4`,
  );
  return rows
    .filter((row) => Number(row.id) <= 2_147_483_647 && Number(row.company_id) <= 2_147_483_647)
    .map((row) => ({
      contact: { id: Number(row.id), first_name: row.first_name, last_name: row.last_name },
      company: { id: Number(row.company_id), name: row.company_name },
      job: row.job_label,
    }));
}

/**
 * Creates the demo notifications (DEMO_NOTIFICATIONS: ten, six unseen) for every active demo account that has no
 * notification yet, so it can run on a first start and again later without duplicating anything. Names real contacts
 * and companies when the data platform is loaded, fictional ones otherwise. Inserting fires the NOTIFY trigger
 * (nobody listens at seed time). Called by `seedDemoData` (first start, same transaction); may also be called after
 * the demo data set is loaded (`seedDemoNotifications(db)`): users already served are skipped.
 * Answers the number of notifications created.
 */
export async function seedDemoNotifications(db: Queryable): Promise<number> {
  const emails = DEMO_ACCOUNTS.filter((account) => (account.status ?? 1) === 1).map((account) => account.email.toLowerCase());
  const recipients = await db.query<{ id: number; organization_id: number }>(
    `SELECT u.id, u.organization_id FROM users u
     WHERE lower(u.email) = ANY($1::text[]) AND u.status = 1
       AND NOT EXISTS (SELECT 1 FROM notifications n WHERE n.user_id = u.id)
     ORDER BY u.id`,
    [emails],
  );
  if (recipients.length === 0) return 0;
  const real = await loadedPeople(db);
  const people = real.length >= FICTIONAL_PEOPLE.length ? real : FICTIONAL_PEOPLE;

  const columns = { user: [] as number[], organization: [] as number[], type: [] as number[], contact: [] as (number | null)[] };
  const more = { company: [] as (number | null)[], payload: [] as string[], hoursAgo: [] as number[], viewed: [] as boolean[] };
  for (const recipient of recipients) {
    for (const demo of DEMO_NOTIFICATIONS) {
      const payload = NotificationPayloadSchema.parse(demo.payload(people));
      const about = demo.about === undefined ? undefined : person(people, demo.about);
      columns.user.push(recipient.id);
      columns.organization.push(recipient.organization_id);
      columns.type.push(notificationTypeId(demo.type));
      columns.contact.push(about && payload.contact ? about.contact.id : null);
      more.company.push(about ? about.company.id : null);
      more.payload.push(JSON.stringify(payload));
      more.hoursAgo.push(demo.hoursAgo);
      more.viewed.push(demo.viewed);
    }
  }
  const rows = await db.query<{ created: number }>(
    `WITH inserted AS (
       INSERT INTO notifications (user_id, organization_id, notification_type_id, contact_id, company_id, payload, sent_at, viewed_at)
       SELECT i.user_id, i.organization_id, i.type_id, i.contact_id, i.company_id, i.payload,
              now() - make_interval(secs => i.hours_ago * 3600),
              CASE WHEN i.viewed THEN now() - make_interval(secs => i.hours_ago * 3600) + interval '10 minutes' END
       FROM unnest($1::int[], $2::int[], $3::smallint[], $4::int[], $5::int[], $6::jsonb[], $7::float8[], $8::boolean[])
            AS i(user_id, organization_id, type_id, contact_id, company_id, payload, hours_ago, viewed)
       RETURNING 1)
     SELECT count(*)::int AS created FROM inserted`,
    [columns.user, columns.organization, columns.type, columns.contact, more.company, more.payload, more.hoursAgo, more.viewed],
  );
  return rows[0]?.created ?? 0;
}
