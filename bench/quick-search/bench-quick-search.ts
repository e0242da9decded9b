/**
 * Quick-search benchmark: `npm run bench:quick-search` (from the repository root).
 *
 * For each database (BENCH_DATABASES, default `server,embedded`; loopback only; the whole run stops itself after
 * BENCH_TIMEOUT_S, default 1200 s):
 *   1. a fresh database: on PostgreSQL a scratch `cible_bench_qs_<random>` database at BENCH_DATABASE_URL (default the
 *      tests' postgres://postgres@127.0.0.1:5432/test) created and dropped (skipped when no server answers); embedded:
 *      PGlite in a temp data dir, removed at the end;
 *   2. loads the generated `large` data set (BENCH_SIZE to change it) and the demo accounts;
 *   3. starts the real HTTP server in this process (buildServer, as main.ts) and logs in as sales@atlas.demo;
 *   4. builds ≥ 370 varied texts from the data (one letter, common words, company prefixes, accented company names
 *      typed without accents, full contact names, job titles, name + job, multi-word news and conference words, and
 *      since issue 13 texts made only of short common French words, hyphenated first names alone or with a surname's
 *      first letters, two letters, accented words, cities; and since its third round a word being typed, one to three
 *      letters, after whole ones: first name + surname, the commonest surnames + first name, company and news words);
 *   5. one warm-up pass, then each text once, sequentially: server time of the full four-column answer
 *      (Fastify's reply.elapsedTime, onResponse) p50/p95/p99, and the client's round trip, by kind, and the
 *      BENCH_SHOW_SLOWEST (default 12) slowest texts;
 *   6. BENCH_CLIENTS (default 4) concurrent clients looping over the texts for BENCH_THROUGHPUT_S (default 20 s):
 *      requests per second and server-time percentiles;
 *   7. an event-loop probe all along steps 5 and 6 (a 10 ms timer): its worst lateness shows whether a search blocks
 *      the server's event loop.
 * To iterate without reloading `large` each time: BENCH_REUSE_DATABASE_URL (an already loaded PostgreSQL database,
 * kept) and BENCH_REUSE_DATA_DIR (an already loaded DATA_DIR for PGlite, kept); the migrations still run on them.
 */
import { cpus, loadavg } from 'node:os';
import {
  BENCH_DATABASE_URL,
  latencySummary,
  limitBenchDuration,
  postgresReachable,
  runCleanups,
  shutdownBench,
} from '../support/bench-harness';
import { openLoadedBenchDatabase } from '../support/open-loaded-bench-database';
import { startBenchServer } from '../support/start-bench-server';
import type { Database } from '../../apps/api/src/db/database';

const env = process.env;
const DATABASES = (env.BENCH_DATABASES ?? 'server,embedded').split(',');
const SIZE = (env.BENCH_SIZE ?? 'large') as 'large' | 'small';
const CLIENTS = Number(env.BENCH_CLIENTS ?? 4);
const THROUGHPUT_S = Number(env.BENCH_THROUGHPUT_S ?? 20);
const TIMEOUT_S = Number(env.BENCH_TIMEOUT_S ?? 1200);
const REUSE_DATABASE_URL = env.BENCH_REUSE_DATABASE_URL;
const REUSE_DATA_DIR = env.BENCH_REUSE_DATA_DIR;
/** How many of the slowest texts of the sequential pass to print (their server time in ms). */
const SHOW_SLOWEST = Number(env.BENCH_SHOW_SLOWEST ?? 12);

limitBenchDuration(TIMEOUT_S);

/**
 * Event-loop responsiveness: a 10 ms interval timer in the server's process (the bench runs the server in-process);
 * its lateness is how long the loop was busy. A search that blocked the loop would show as a lateness of its duration.
 */
function eventLoopProbe(): { stop(): string } {
  const lateness: number[] = [];
  let expected = performance.now() + 10;
  const timer = setInterval(() => {
    const now = performance.now();
    lateness.push(Math.max(0, now - expected));
    expected = now + 10;
  }, 10);
  return {
    stop() {
      clearInterval(timer);
      return latencySummary(lateness);
    },
  };
}

const stripAccents = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '');

/** ≥ 370 varied texts, drawn deterministically from the loaded data. */
async function benchTexts(db: Database): Promise<{ kind: string; text: string }[]> {
  const texts: { kind: string; text: string }[] = [];
  const add = (kind: string, values: readonly string[]) => {
    for (const text of values) if (text.trim() !== '') texts.push({ kind, text: text.slice(0, 200) });
  };
  add('one letter', 'abcdefghijlmnoprstv'.split(''));
  add('common word', ['groupe', 'société', 'services', 'france', 'conseil', 'industrie', 'transports', 'paris', 'lyon', 'salon', 'nommé', 'recrute', 'directeur', 'martin', 'bernard', 'marie', 'jean', 'sas', 'immobilier', 'digital']);
  const companyNames = await db.query<{ name: string }>('SELECT name FROM companies WHERE id % 997 = 1 ORDER BY id LIMIT 40');
  add('company name', companyNames.map((row) => row.name));
  add('company prefix', companyNames.slice(0, 20).map((row) => row.name.slice(0, 4)));
  const accented = await db.query<{ name: string }>("SELECT name FROM companies WHERE name ~ '[éèêàçôî]' AND id % 499 = 3 ORDER BY id LIMIT 20");
  add('accented company, typed without accents', accented.map((row) => stripAccents(row.name).toLowerCase()));
  const people = await db.query<{ first_name: string; last_name: string; job_label: string | null }>(
    'SELECT first_name, last_name, job_label FROM contacts WHERE active AND id % 4999 = 7 ORDER BY id LIMIT 40',
  );
  add('full name', people.map((row) => `${row.first_name} ${row.last_name}`));
  add('last name + first-name prefix', people.slice(0, 15).map((row) => `${row.last_name} ${row.first_name.slice(0, 2)}`));
  add('name + job word', people.slice(15, 30).map((row) => `${row.last_name} ${(row.job_label ?? 'directeur').split(' ')[0]}`));
  add('job title', ['directeur commercial', 'directrice financière', 'responsable marketing', 'chef de projet', 'président', 'DRH', 'directeur général', 'responsable achats', 'ingénieur', 'comptable']);
  const news = await db.query<{ title: string }>('SELECT title FROM news WHERE id % 9973 = 5 ORDER BY id LIMIT 15');
  add('news words', news.map((row) => row.title.split(' ').slice(0, 3).join(' ')));
  const conferences = await db.query<{ name: string }>('SELECT name FROM conferences WHERE id % 997 = 2 ORDER BY id LIMIT 10');
  add('conference name', conferences.map((row) => row.name));
  add('odd input', ['😀', "'; DROP TABLE companies; --", '.*(a|b)+$', 'a b c d e f g h', 'zzzzqx']);
  // What users type that the kinds above missed (the slowest of an independent mix, issue 13): texts made only of
  // short, very common French words; hyphenated first names, alone or with a surname's first letters; two letters;
  // accented words typed with or without accents; cities and compound place names.
  add('short common words only', ['de la', 'le', 'du', 'la', 'les', 'des', 'de', 'et', 'en', 'au', 'de l', 'l', 'd', 'la de', 'du la', 'le la', 'et de', 'sa de', 'de la des', 'les de la', 'à la', 'aux', 'un', 'sur le']);
  add('two letters', ['ma', 'je', 'sa', 'co', 'mo', 'ge', 'pa', 'ri', 'be', 'lu']);
  const hyphenated = await db.query<{ first_name: string; last_name: string }>(
    "SELECT first_name, min(last_name) AS last_name FROM contacts WHERE active AND first_name LIKE '%-%' GROUP BY first_name ORDER BY count(*) DESC, first_name LIMIT 16",
  );
  add('hyphenated first name', ['Jean-Pierre', 'Marie-Claire', 'jean-luc', 'Anne-Sophie', 'marie-christine', 'Jean-François', 'pierre-yves', 'Marie-Hélène', ...hyphenated.map((row) => row.first_name)]);
  add('hyphenated first name + surname', [
    'Jean-Pierre Mar', 'marie-claire d', 'jean-marc le', 'Anne-Marie Be',
    ...hyphenated.slice(0, 10).map((row) => `${row.first_name} ${row.last_name.slice(0, 3)}`),
  ]);
  add('accented text', ['été', 'Élodie', 'hélène', 'françois', 'société générale', 'île-de-france', 'génération', 'crème', 'Hôtel de la Gare', 'bâtiment', 'séverine', 'andré']);
  add('city', ['paris', 'lyon', 'marseille', 'saint-étienne', 'aix-en-provence', 'boulogne-billancourt', 'la défense', 'le havre', 'lille', 'nantes', 'toulouse', 'saint-denis']);
  // A word being typed after a whole one (issue 13, third round): the last word is one to three letters, the prefixes
  // the GIN index answered by merging thousands of posting lists ("Martin Ch", "Robert Ma" were the slowest), in the
  // orders people type: first name then surname, the commonest surnames, a company's or a title's first words.
  const short = (word: string, index: number) => word.slice(0, 1 + (index % 3));
  add('first name + surname prefix', people.slice(0, 15).map((row, index) => `${row.first_name} ${short(row.last_name, index)}`));
  const commonSurnames = await db.query<{ last_name: string; first_name: string }>(
    'SELECT last_name, min(first_name) AS first_name FROM contacts WHERE active GROUP BY last_name ORDER BY count(*) DESC, last_name LIMIT 12',
  );
  add('common surname + first-name prefix', commonSurnames.map((row, index) => `${row.last_name} ${short(row.first_name, index + 1)}`));
  const multiWordCompanies = await db.query<{ name: string }>(
    "SELECT name FROM companies WHERE name ~ '^[^ ]{3,} [^ ]{3,}' AND id % 991 = 4 ORDER BY id LIMIT 12",
  );
  add('company words + short prefix', multiWordCompanies.map((row, index) => {
    const [first = '', second = ''] = row.name.split(' ');
    return `${first} ${short(second, index)}`;
  }));
  const titles = await db.query<{ title: string }>("SELECT title FROM news WHERE title ~ '^[^ ]+ [^ ]+ [^ ]{3,}' AND id % 9967 = 11 ORDER BY id LIMIT 12");
  add('news words + short prefix', titles.map((row, index) => {
    const [first = '', second = '', third = ''] = row.title.split(' ');
    return `${first} ${second} ${short(third, index)}`;
  }));
  add('short words mixed', ['sa groupe', 'de paris', 'la poste', 'le bon', 'ma de', 'je ma', 'sa lyon', 'co ge', 'et fils', 'du nord']);
  return texts;
}

async function runDatabase(kind: 'server' | 'embedded'): Promise<void> {
  const { config, db, logger } = await openLoadedBenchDatabase({ kind, name: 'qs', size: SIZE, reuseDatabaseUrl: REUSE_DATABASE_URL, reuseDataDir: REUSE_DATA_DIR });

  const { baseUrl, jwt, serverTimes } = await startBenchServer({ config, db, logger, login: 'sales@atlas.demo', timed: (url) => url.startsWith('/v1/quick-search') });

  const texts = await benchTexts(db);
  const call = async (text: string): Promise<number> => {
    const started = performance.now();
    const answer = await fetch(`${baseUrl}/v1/quick-search?text=${encodeURIComponent(text)}`, { headers: { authorization: `Bearer ${jwt}` } });
    await answer.arrayBuffer();
    if (answer.status !== 200) throw new Error(`"${text}" answered ${answer.status}`);
    return performance.now() - started;
  };

  console.log(`  ${texts.length} texts (${[...new Set(texts.map((text) => text.kind))].join(', ')})`);
  for (const { text } of texts) await call(text); // warm-up
  serverTimes.length = 0;
  const probe = eventLoopProbe();
  const roundTrips: number[] = [];
  const byKind = new Map<string, number[]>();
  const byText: { text: string; ms: number }[] = [];
  for (const { kind, text } of texts) {
    roundTrips.push(await call(text));
    const list = byKind.get(kind) ?? [];
    list.push(serverTimes.at(-1)!);
    byKind.set(kind, list);
    byText.push({ text, ms: serverTimes.at(-1)! });
  }
  console.log(`  sequential, server time:  ${latencySummary(serverTimes)} (load average ${loadavg().map((value) => value.toFixed(1)).join(' ')})`);
  console.log(`  sequential, round trip:   ${latencySummary(roundTrips)}`);
  for (const [kind, values] of byKind) console.log(`    ${kind.padEnd(40)} ${latencySummary(values)}`);
  const slowest = byText.sort((a, b) => b.ms - a.ms).slice(0, SHOW_SLOWEST);
  if (slowest.length > 0) console.log(`  slowest texts: ${slowest.map(({ text, ms }) => `${JSON.stringify(text)} ${ms.toFixed(1)}`).join(', ')}`);

  serverTimes.length = 0;
  let done = 0;
  const stopAt = performance.now() + THROUGHPUT_S * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, client) => {
      for (let index = client * 37; performance.now() < stopAt; index += 1) {
        await call(texts[index % texts.length]!.text);
        done += 1;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  console.log(`  ${CLIENTS} concurrent clients, ${seconds.toFixed(1)} s: ${done} requests, ${(done / seconds).toFixed(1)} req/s`);
  console.log(`    server time under load:  ${latencySummary(serverTimes)}`);
  console.log(`  event loop during the searches (10 ms timer lateness): ${probe.stop()}`);

  await runCleanups();
}

console.log(
  `quick-search bench: ${SIZE} data set, ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, load average ${loadavg().map((value) => value.toFixed(1)).join(' ')}, ${new Date().toISOString()}`,
);
for (const kind of DATABASES) {
  if (kind === 'server' && !(await postgresReachable())) {
    console.log(`\n━━ PostgreSQL: not reachable at ${BENCH_DATABASE_URL}, skipped ━━`);
    continue;
  }
  if (kind !== 'server' && kind !== 'embedded') throw new Error(`BENCH_DATABASES: unknown ${kind}`);
  await runDatabase(kind);
}
await shutdownBench(0);
