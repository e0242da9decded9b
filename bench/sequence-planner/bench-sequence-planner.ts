/**
 * Sequence planner benchmark: `npm run bench:sequence-planner` (from the repository root).
 *
 * For each database (BENCH_DATABASES, default `server,embedded`, side by side in one run; the run stops itself after
 * BENCH_TIMEOUT_S, default 900 s):
 *   1. a fresh database (PostgreSQL: a scratch `cible_bench_sp_<random>` database at BENCH_DATABASE_URL, created and
 *      dropped; embedded: PGlite in a temp data dir), the demo accounts, then BENCH_USERS (default 200) senders of Atlas
 *      Conseil, each the owner of one ongoing sequence (two e-mail steps, Monday–Friday 9:00–18:00, default threshold
 *      50 a day) with BENCH_TARGETS / BENCH_USERS targets (default 100 000 targets in all), inserted in SQL;
 *   2. the API's planner (built by buildServer as main.ts, its clock fixed on Monday 1 June 2026 at 08:00 in Paris)
 *      runs one pass, timed; then a second pass, timed, which must plan nothing;
 *   3. checks: every target has exactly one planned send of the first step (no target planned twice, none left), and
 *      no owner has more than his threshold of sends on one day.
 * The goal (issue 18): planning 100 000 targets across 200 users in ≤ 5 s, no target planned twice.
 */
import { cpus, loadavg } from 'node:os';
import { DEFAULT_DAILY_THRESHOLD } from '@cible/core';
import type { Database } from '../../apps/api/src/db/database';
import { startMail } from '../../apps/api/src/mail/start-mail';
import { buildServer } from '../../apps/api/src/server/build-server';
import { openLoadedBenchDatabase } from '../support/open-loaded-bench-database';
import { BENCH_DATABASE_URL, limitBenchDuration, onCleanup, postgresReachable, runCleanups, shutdownBench } from '../support/bench-harness';

const env = process.env;
const DATABASES = (env.BENCH_DATABASES ?? 'server,embedded').split(',');
const USERS = Number(env.BENCH_USERS ?? 200);
const TARGETS = Number(env.BENCH_TARGETS ?? 100_000);
const TIMEOUT_S = Number(env.BENCH_TIMEOUT_S ?? 900);
const GOAL_SECONDS = 5;
/** Monday 1 June 2026, 08:00 in Paris. */
const NOW = new Date('2026-06-01T06:00:00Z');

limitBenchDuration(TIMEOUT_S);

/** USERS senders with one ongoing sequence each (two e-mail steps), TARGETS targets over them, in SQL. */
async function insertSequences(db: Database): Promise<void> {
  const perUser = Math.ceil(TARGETS / USERS);
  const [model] = await db.query<{ id: number; organization_id: number; password_hash: string }>(
    "SELECT id, organization_id, password_hash FROM users WHERE email = 'marketing@atlas.demo'",
  );
  const organizationId = model!.organization_id;
  await db.query(
    `INSERT INTO users (organization_id, email, password_hash, first_name, last_name, status, password_changed_at)
     SELECT $1, 'plan-bench-' || n || '@atlas.demo', $2, 'Expéditeur', 'N° ' || n, 1, now() FROM generate_series(1, $3::int) AS n`,
    [organizationId, model!.password_hash, USERS],
  );
  const [company] = await db.query<{ id: string }>(
    "INSERT INTO companies (name, size_id, siren, naf_code, workforce_lower, workforce_upper) VALUES ('Société planifiée', 211, '900000001', '62.02A', 10, 49) RETURNING id",
  );
  await db.query(
    `INSERT INTO contacts (first_name, last_name, company_id, job_label, email, civility_id)
     SELECT 'Prénom' || n, 'Nom ' || n, $1, 'Directeur commercial', 'cible' || n || '@plan.example', 1 FROM generate_series(1, $2::int) AS n`,
    [company!.id, perUser],
  );
  await db.query(
    `INSERT INTO sequences (organization_id, owner_user_id, name, status_id, start_date)
     SELECT organization_id, id, 'Séquence de ' || email, 2, $2 FROM users WHERE email LIKE 'plan-bench-%@atlas.demo' AND organization_id = $1`,
    [organizationId, NOW],
  );
  await db.query(
    `INSERT INTO sequence_steps (organization_id, sequence_id, position, type_id, email_subject, email_html_content)
     SELECT s.organization_id, s.id, p, 2, 'Objet ' || p, '<p>Bonjour</p>' FROM sequences s CROSS JOIN generate_series(1, 2) AS p
      WHERE s.organization_id = $1 AND s.status_id = 2`,
    [organizationId],
  );
  await db.query(
    `INSERT INTO sequence_step_links (organization_id, sequence_id, step_id, next_step_id, interval)
     SELECT a.organization_id, a.sequence_id, a.id, b.id, 3 FROM sequence_steps a JOIN sequence_steps b ON b.sequence_id = a.sequence_id AND b.position = 2
      WHERE a.position = 1 AND a.organization_id = $1`,
    [organizationId],
  );
  await db.query(
    `INSERT INTO sequence_targets (organization_id, sequence_id, contact_id)
     SELECT s.organization_id, s.id, c.id FROM sequences s JOIN users u ON u.id = s.owner_user_id AND u.email LIKE 'plan-bench-%@atlas.demo'
       CROSS JOIN (SELECT id FROM contacts WHERE company_id = $2 ORDER BY id) c
      WHERE s.organization_id = $1`,
    [organizationId, company!.id],
  );
}

async function runDatabase(kind: 'server' | 'embedded'): Promise<boolean> {
  const { config, db, logger } = await openLoadedBenchDatabase({ kind, name: 'sp' });
  const loadStarted = performance.now();
  await insertSequences(db);
  const [loaded] = await db.query<{ targets: number; owners: number }>(
    'SELECT count(*)::int AS targets, count(DISTINCT s.owner_user_id)::int AS owners FROM sequence_targets t JOIN sequences s ON s.id = t.sequence_id WHERE s.status_id = 2',
  );
  console.log(`  ${loaded!.targets} targets of ${loaded!.owners} owners inserted in ${((performance.now() - loadStarted) / 1000).toFixed(1)} s`);
  await db.query('ANALYZE');

  const mail = await startMail(config.mail, logger);
  onCleanup(() => mail.close());
  const app = await buildServer({ config, db, mailer: mail.mailer, logger, mailCatcher: mail.catcher, clock: () => NOW });
  onCleanup(() => app.close());
  await app.ready();

  const firstStarted = performance.now();
  const cpuBefore = process.cpuUsage();
  const first = await app.sequenceRunner.planner.run();
  const firstSeconds = (performance.now() - firstStarted) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  // On a server, this process's CPU is the planner's JavaScript (the embedded database runs in this process too).
  const nodeCpuSeconds = (cpu.user + cpu.system) / 1e6;
  const secondStarted = performance.now();
  const second = await app.sequenceRunner.planner.run();
  const secondSeconds = (performance.now() - secondStarted) / 1000;

  const [check] = await db.query<{ sends: number; targets: number; twice: number; unplanned: number; over: number; last_day: string }>(
    `SELECT (SELECT count(*)::int FROM sequence_sends) AS sends,
            (SELECT count(DISTINCT target_id)::int FROM sequence_sends) AS targets,
            (SELECT count(*)::int FROM (SELECT target_id FROM sequence_sends GROUP BY target_id HAVING count(*) > 1) d) AS twice,
            (SELECT count(*)::int FROM sequence_targets t JOIN sequences s ON s.id = t.sequence_id AND s.status_id = 2
              WHERE NOT EXISTS (SELECT 1 FROM sequence_sends x WHERE x.target_id = t.id)) AS unplanned,
            (SELECT count(*)::int FROM (SELECT owner_user_id, (due_at AT TIME ZONE 'Europe/Paris')::date FROM sequence_sends GROUP BY 1, 2 HAVING count(*) > $1) o) AS over,
            (SELECT max((due_at AT TIME ZONE 'Europe/Paris')::date)::text FROM sequence_sends) AS last_day`,
    [DEFAULT_DAILY_THRESHOLD],
  );
  const passed = firstSeconds <= GOAL_SECONDS && check!.twice === 0 && check!.unplanned === 0 && check!.over === 0 && second.plannedEmailCount === 0;
  console.log(
    `  first pass:  ${first.plannedEmailCount} e-mails planned in ${firstSeconds.toFixed(2)} s (${Math.round(first.plannedEmailCount / firstSeconds)} targets/s; Node CPU ${nodeCpuSeconds.toFixed(2)} s)`,
  );
  console.log(`  second pass: ${second.plannedEmailCount} planned in ${secondSeconds.toFixed(2)} s (idempotent)`);
  console.log(
    `  checks: ${check!.sends} sends for ${check!.targets} targets, ${check!.twice} planned twice, ${check!.unplanned} left unplanned, ${check!.over} owner-days above ${DEFAULT_DAILY_THRESHOLD}, last day ${check!.last_day}`,
  );
  console.log(`  ${passed ? 'PASS' : 'FAIL'} (goal: ≤ ${GOAL_SECONDS} s, none twice, none left, threshold kept)   load average ${loadavg().map((value) => value.toFixed(1)).join(' ')}`);
  await runCleanups();
  return passed;
}

console.log(
  `sequence planner bench: ${TARGETS} targets, ${USERS} users, ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, load average ${loadavg().map((value) => value.toFixed(1)).join(' ')}, ${new Date().toISOString()}`,
);
let failed = false;
for (const kind of DATABASES) {
  if (kind === 'server' && !(await postgresReachable())) {
    console.log(`\n━━ PostgreSQL: not reachable at ${BENCH_DATABASE_URL}, skipped ━━`);
    continue;
  }
  if (kind !== 'server' && kind !== 'embedded') throw new Error(`BENCH_DATABASES: unknown ${kind}`);
  // The embedded database is reported side by side; the ≤ 5 s goal is PostgreSQL's.
  const passed = await runDatabase(kind);
  if (kind === 'server' && !passed) failed = true;
}
await shutdownBench(failed ? 1 : 0);
