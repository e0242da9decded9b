/**
 * What the two sequence-sender benches share: owners with a connected SMTP + IMAP mailbox (sealed as the API seals
 * them), ongoing sequences with one e-mail step, BENCH_TARGETS targets on generated contacts with an address each, and
 * one planned send per target (what the planner inserts), due `dueAt`; and the counting SMTP server.
 */
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import type { Database } from '../../apps/api/src/db/database';
import { createMailboxCredentialsRepository } from '../../apps/api/src/modules/connections/mailbox-credentials-repository';
import { sealMailboxSecret } from '../../apps/api/src/modules/connections/mailbox-secret';
import { createSecretBox } from '../../apps/api/src/security/secret-box';

export interface BenchMailbox {
  readonly smtp: { readonly host: string; readonly port: number };
  readonly imap: { readonly host: string; readonly port: number };
  readonly login: string;
  readonly password: string;
}

export interface SenderBenchData {
  readonly owners: readonly number[];
  readonly sendCount: number;
}

/** The Message-ID header of a raw message, or null. */
export function messageIdOf(raw: Buffer): string | null {
  const head = raw.toString('utf8').split(/\r?\n\r?\n/, 1)[0] ?? '';
  return /^message-id:[ \t]*(.+)$/im.exec(head)?.[1]?.trim() ?? null;
}

/**
 * A local SMTP server (smtp-server, no AUTH required, loopback) that counts each accepted mail by Message-ID;
 * `beforeAccept` runs before the 250 (the crash bench files the mail in the Sent folder there).
 */
export async function startCountingSmtpServer(beforeAccept?: (raw: Buffer) => Promise<void>): Promise<{ port: number; received: Map<string, number>; stop(): Promise<void> }> {
  const received = new Map<string, number>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    disableReverseLookup: true,
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        void Promise.resolve(beforeAccept?.(raw)).then(
          () => {
            const id = messageIdOf(raw) ?? 'none';
            received.set(id, (received.get(id) ?? 0) + 1);
            callback();
          },
          (error: unknown) => callback(Object.assign(new Error(String(error)), { responseCode: 451 })),
        );
      });
    },
  });
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { port, received, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/**
 * `ownerCount` users of the atlas organisation (the demo seed's, by id) get the mailbox, a daily threshold and an
 * ongoing sequence (all days, 7–22 in `timezone`, one e-mail step); `targets` contacts (generated in SQL, each with an
 * address) are spread over them, each with a planned send due at `dueAt`.
 */
export async function createSenderBenchData(
  db: Database,
  options: { readonly ownerCount: number; readonly threshold: number; readonly targets: number; readonly timezone: string; readonly dueAt: Date; readonly mailbox: BenchMailbox; readonly secretKey: Buffer },
): Promise<SenderBenchData> {
  const owners = await db.query<{ id: number; organization_id: number }>(
    "SELECT u.id, u.organization_id FROM users u JOIN organizations o ON o.id = u.organization_id WHERE o.name ILIKE 'atlas%' ORDER BY u.id LIMIT $1",
    [options.ownerCount],
  );
  if (owners.length < options.ownerCount) throw new Error(`only ${owners.length} atlas users`);
  const organizationId = owners[0]!.organization_id;
  const credentials = createMailboxCredentialsRepository(db);
  const secrets = createSecretBox(options.secretKey);
  const { mailbox } = options;
  for (const owner of owners) {
    await credentials.connect(
      { userId: owner.id, organizationId },
      {
        provider: 'smtp_imap',
        email: mailbox.login,
        displayName: 'Bench',
        settings: {
          smtp: { host: mailbox.smtp.host, port: mailbox.smtp.port, security: 'none', user: mailbox.login },
          imap: { host: mailbox.imap.host, port: mailbox.imap.port, security: 'none', user: mailbox.login },
        },
        ...sealMailboxSecret(secrets, { smtp: mailbox.password, imap: mailbox.password }),
      },
      async () => undefined,
    );
    await db.query(
      `INSERT INTO sequence_settings (user_id, organization_id, daily_threshold) VALUES ($1, $2, $3)
       ON CONFLICT (user_id) DO UPDATE SET daily_threshold = EXCLUDED.daily_threshold`,
      [owner.id, organizationId, options.threshold],
    );
  }
  const [company] = await db.query<{ id: string }>(
    "INSERT INTO companies (name, size_id, siren, naf_code, website, workforce_lower, workforce_upper) VALUES ('Bench envois', 211, '999999999', '62.02A', 'https://bench.example', 10, 49) RETURNING id",
  );
  await db.query(
    `INSERT INTO contacts (first_name, last_name, company_id, job_label, email, civility_id)
     SELECT 'Prénom' || n, 'Nom ' || n, $2, 'Directeur commercial', 'prospect' || n || '@bench.example', 1 FROM generate_series(1, $1::int) AS n`,
    [options.targets, company!.id],
  );
  for (const [index, owner] of owners.entries()) {
    const [sequence] = await db.query<{ id: number }>(
      `INSERT INTO sequences (organization_id, owner_user_id, name, status_id, sendable_days, sendable_start_hour, sendable_end_hour, sendable_timezone)
       VALUES ($1, $2, $3, 2, '0,1,2,3,4,5,6', 7, 22, $4) RETURNING id`,
      [organizationId, owner.id, `Bench ${index + 1}`, options.timezone],
    );
    const [step] = await db.query<{ id: number }>(
      `INSERT INTO sequence_steps (organization_id, sequence_id, position, type_id, email_subject, email_html_content)
       VALUES ($1, $2, 1, 2, 'Bonjour {{contact.first_name}}', '<p>Bonjour {{contact.first_name}} {{contact.last_name}}, je suis {{sender.first_name}}.</p>') RETURNING id`,
      [organizationId, sequence!.id],
    );
    // Targets of this owner: the contacts whose rank modulo the owner count is this owner's index.
    await db.query(
      `INSERT INTO sequence_targets (organization_id, sequence_id, contact_id)
       SELECT $1, $2, p.id FROM (SELECT id, row_number() OVER (ORDER BY id) AS rank FROM contacts WHERE company_id = $3) AS p
       WHERE p.rank % $4 = $5`,
      [organizationId, sequence!.id, company!.id, owners.length, index],
    );
    await db.query(
      `INSERT INTO sequence_sends (organization_id, sequence_id, target_id, step_id, owner_user_id, due_at, message_id, tracking_token)
       SELECT t.organization_id, t.sequence_id, t.id, $2, $3, $4, '<' || gen_random_uuid() || '@bench.cible>', gen_random_uuid()::text
       FROM sequence_targets t WHERE t.sequence_id = $1`,
      [sequence!.id, step!.id, owner.id, options.dueAt],
    );
  }
  const [count] = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM sequence_sends');
  return { owners: owners.map((owner) => owner.id), sendCount: count!.count };
}

/** A fixed 32-byte key for the benches' sealed passwords (the API child gets it as MAIL_SECRET_KEY). */
export const BENCH_MAIL_SECRET_KEY = Buffer.alloc(32, 7);

/** A fresh bench id. */
export const benchId = () => randomUUID().slice(0, 8);
