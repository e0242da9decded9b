/**
 * What the two campaign-send benches share: a sent campaign of the demo organisation with BENCH_TARGETS targets and one
 * planned send each (bulk INSERT … SELECT generate_series: contacts, targets, sends), a sender domain whose DKIM key is
 * sealed with the benches' key; the counting relay (smtp-server in the bench's process, never killed); the sender
 * child process (campaign-sender-process.ts on one core).
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { renameSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import type { Database } from '../../apps/api/src/db/database';
import { generateDkimKeyPair } from '../../apps/api/src/mail/dkim-key-pair';
import { createSecretBox } from '../../apps/api/src/security/secret-box';
import { messageIdOf } from '../sequence-sender/sender-bench-fixture';

export { BENCH_MAIL_SECRET_KEY } from '../sequence-sender/sender-bench-fixture';

export const BENCH_DOMAIN = 'campagnes-bench.test';
export const BENCH_JOURNAL = 'journal@cible-bench.test';
const repoRoot = new URL('../../', import.meta.url).pathname;

/** The campaign of the bench: `targets` contacts with an address each, a planned send each, due a minute ago. */
export async function createCampaignBenchData(db: Database, options: { readonly targets: number; readonly secretKey: Buffer }): Promise<{ campaignId: number; sendCount: number }> {
  const [owner] = await db.query<{ id: number; organization_id: number }>(
    "SELECT u.id, u.organization_id FROM users u JOIN organizations o ON o.id = u.organization_id WHERE o.name ILIKE 'atlas%' ORDER BY u.id LIMIT 1",
  );
  if (owner === undefined) throw new Error('no atlas user (demo seed)');
  const organizationId = owner.organization_id;
  const secrets = createSecretBox(options.secretKey);
  const keys = await generateDkimKeyPair();
  const [domain] = await db.query<{ id: number }>(
    `INSERT INTO sending_domains (organization_id, name, dkim_selector, dkim_private_key, dkim_key_id, dkim_public_key, is_verified)
     VALUES ($1, $2, 'bench2026', $3, $4, $5, true) RETURNING id`,
    [organizationId, BENCH_DOMAIN, secrets.seal(keys.privateKeyPem), secrets.keyId, keys.publicKeyBase64],
  );
  const [sender] = await db.query<{ id: number }>(
    `INSERT INTO senders (organization_id, domain_id, sender_name, sender_email_local_part, sender_email_domain_name_part, reply_to_email)
     VALUES ($1, $2, 'Atlas Marketing', 'news', $3, 'reponses@atlas.test') RETURNING id`,
    [organizationId, domain!.id, BENCH_DOMAIN],
  );
  const [campaign] = await db.query<{ id: number }>(
    `INSERT INTO campaigns (organization_id, owner_user_id, name, status_id, sender_id, email_subject, email_html_content, email_header, email_footer, mirror_link)
     VALUES ($1, $2, 'Bench envoi', 3, $3, 'Nos offres pour {{contact.first_name}}',
             '<h1>Bonjour {{contact.first_name}} {{contact.last_name}}</h1><p>Découvrez <a href="https://atlas.test/offres">nos offres</a> et <a href="https://atlas.test/agenda">notre agenda</a>.</p><p>{{sender.first_name}}</p>',
             '<p>ATLAS CONSEIL</p>', '<p>Atlas Conseil, Lyon. <a href="{{unsubscribe_link}}">Se désinscrire</a></p>', true) RETURNING id`,
    [organizationId, owner.id, sender!.id],
  );
  const [company] = await db.query<{ id: string }>(
    "INSERT INTO companies (name, size_id, siren, naf_code, website, workforce_lower, workforce_upper) VALUES ('Bench campagne', 211, '999999998', '62.02A', 'https://bench.example', 10, 49) RETURNING id",
  );
  await db.query(
    `INSERT INTO contacts (first_name, last_name, company_id, job_label, email, civility_id)
     SELECT 'Prénom' || n, 'Nom ' || n, $2, 'Directeur marketing', 'cible' || n || '@bench.example', 1 FROM generate_series(1, $1::int) AS n`,
    [options.targets, company!.id],
  );
  await db.query(
    `INSERT INTO campaign_targets (organization_id, campaign_id, contact_id) SELECT $1, $2, id FROM contacts WHERE company_id = $3`,
    [organizationId, campaign!.id, company!.id],
  );
  await db.query(
    `INSERT INTO campaign_sends (organization_id, campaign_id, contact_id, due_at, message_id, tracking_token)
     SELECT $1, $2, t.contact_id, now() - interval '1 minute', '<' || gen_random_uuid() || '@' || $3 || '>', replace(gen_random_uuid()::text, '-', '')
       FROM campaign_targets t WHERE t.campaign_id = $2`,
    [organizationId, campaign!.id, BENCH_DOMAIN],
  );
  const [count] = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM campaign_sends WHERE campaign_id = $1', [campaign!.id]);
  return { campaignId: campaign!.id, sendCount: count!.count };
}

/** The relay's tallies: mails per Message-ID for the targets, and journal copies. */
export interface CountingRelay {
  readonly port: number;
  readonly received: Map<string, number>;
  readonly journalCopies: () => number;
  stop(): Promise<void>;
}

/**
 * The relay (smtp-server, loopback, no AUTH): counts each mail by Message-ID; a copy for the journal address is
 * delivered into `journalMaildir` (when given: written in tmp/, renamed into new/, as an MDA delivers to a maildir that
 * dovecot serves) before the 250.
 */
export async function startCountingRelay(journalMaildir: string | null): Promise<CountingRelay> {
  const received = new Map<string, number>();
  let copies = 0;
  let sequence = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    disableReverseLookup: true,
    logger: false,
    size: 1_000_000,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        const recipients = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase());
        try {
          if (journalMaildir !== null && recipients.includes(BENCH_JOURNAL)) {
            const name = `${Date.now()}.M${(sequence += 1)}P${process.pid}.bench`;
            writeFileSync(join(journalMaildir, 'tmp', name), raw);
            renameSync(join(journalMaildir, 'tmp', name), join(journalMaildir, 'new', name));
            copies += 1;
          }
        } catch (error) {
          callback(Object.assign(new Error(String(error)), { responseCode: 451 }));
          return;
        }
        if (recipients.some((address) => address !== BENCH_JOURNAL)) {
          const id = messageIdOf(raw) ?? 'none';
          received.set(id, (received.get(id) ?? 0) + 1);
        }
        callback();
      });
    },
  });
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { port, received, journalCopies: () => copies, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** The sender child: its process, its last reported peak RSS and its runs' counts. */
export interface SenderChild {
  readonly process: ChildProcess;
  peakRss(): number;
  /** Wall-clock ms of the first run's start and the last run's end (from the child), null until known. */
  window(): { from: number | null; until: number | null; cpuMs: number | null; rssAtStart: number | null };
  readonly totals: Record<string, number>;
  /** Resolves with the exit code (or signal) once it exits. */
  readonly exited: Promise<string>;
}

/** Starts campaign-sender-process.ts pinned to one core (taskset -c `core`, BENCH_CORE, default 1), `env` on top of this process's. */
export function startSenderChild(env: Record<string, string>, core = Number(process.env.BENCH_CORE ?? 1)): SenderChild {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env };
  if (!('DATABASE_URL' in env)) delete childEnv.DATABASE_URL;
  // BENCH_CHILD_NODE_OPTIONS: Node options of the sender only (e.g. --max-old-space-size=96 to see what RSS it needs).
  if (process.env.BENCH_CHILD_NODE_OPTIONS) childEnv.NODE_OPTIONS = process.env.BENCH_CHILD_NODE_OPTIONS;
  // BENCH_CPU_PROF=<folder>: the child writes a V8 CPU profile there (open it in Chrome's DevTools).
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const child = spawn('taskset', ['-c', String(core), process.execPath, ...profile, '--conditions=@cible/source', '--import', 'tsx', 'bench/campaign-send/campaign-sender-process.ts'], {
    cwd: repoRoot,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let peak = 0;
  let from: number | null = null;
  let until: number | null = null;
  let cpuMs: number | null = null;
  let rssAtStart: number | null = null;
  const totals: Record<string, number> = {};
  let buffer = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    buffer += chunk.toString();
    const lines = buffer.split('\n');
    buffer = lines.pop() ?? '';
    for (const line of lines) {
      if (!line.startsWith('{')) continue;
      const message = JSON.parse(line) as { peakRss?: number; run?: Record<string, number>; sendingFrom?: number; sendingUntil?: number; cpuMs?: number; rssAtStart?: number };
      if (message.peakRss !== undefined) peak = Math.max(peak, message.peakRss);
      if (message.sendingFrom !== undefined) from = message.sendingFrom;
      if (message.sendingUntil !== undefined) until = message.sendingUntil;
      if (message.cpuMs !== undefined) cpuMs = message.cpuMs;
      if (message.rssAtStart !== undefined) rssAtStart = message.rssAtStart;
      if (message.run !== undefined) for (const [key, value] of Object.entries(message.run)) totals[key] = (totals[key] ?? 0) + value;
    }
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-4000)));
  const exited = new Promise<string>((resolve) =>
    child.once('exit', (code, signal) => {
      if (code !== 0 && signal !== 'SIGKILL' && errors !== '') console.error(errors);
      resolve(String(code ?? signal));
    }),
  );
  return { process: child, peakRss: () => peak, window: () => ({ from, until, cpuMs, rssAtStart }), totals, exited };
}
