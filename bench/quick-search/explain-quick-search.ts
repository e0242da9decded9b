/**
 * EXPLAIN ANALYZE of each column statement of one quick search (a diagnosis aid for bench-quick-search.ts):
 * `node --conditions=@cible/source --import tsx bench/quick-search/explain-quick-search.ts "<text>" [columns] [limit] [offset]`
 * against BENCH_REUSE_DATABASE_URL (an already loaded PostgreSQL database). Prints each column's time and plan.
 */
import pg from 'pg';
import type { Database } from '../../apps/api/src/db/database';
import { createQuickSearchRepository } from '../../apps/api/src/modules/quick-search/quick-search-repository';
import { searchWords } from '../../apps/api/src/modules/quick-search/quick-search-service';

const url = process.env.BENCH_REUSE_DATABASE_URL;
if (!url) throw new Error('BENCH_REUSE_DATABASE_URL: an already loaded PostgreSQL database');
const [text = 'de la', only = 'companies,contacts,news,conferences', limit = '6', offset = '0'] = process.argv.slice(2);
const client = new pg.Client({ connectionString: url });
await client.connect();
const explain = process.env.EXPLAIN !== '0';
// A Database whose column statements are explained (the preparation and statistics statements run as they are).
const db = {
  async query(sql: string, params: unknown[] = []) {
    if (!explain || !sql.trimStart().startsWith('WITH')) return (await client.query(sql, params)).rows;
    const plan = await client.query(`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${sql}`, params);
    const lines = plan.rows.map((row: Record<string, string>) => row['QUERY PLAN']);
    console.log(lines.join('\n'));
    return (await client.query(sql, params)).rows;
  },
} as unknown as Database;
const repository = createQuickSearchRepository(db);
const terms = { words: searchWords(text), text };
const repeat = Number(process.env.REPEAT ?? 1);
for (const column of only.split(',') as ('companies' | 'contacts' | 'news' | 'conferences')[]) {
  console.log(`\n── ${column} "${text}"`);
  const times: number[] = [];
  let answer: { rows: unknown[]; total: number; partial?: boolean } | undefined;
  for (let run = 0; run < repeat; run += 1) {
    const started = performance.now();
    // A new terms object each time: the preparation statement runs again, as in a real search.
    answer = await repository[column]({ ...terms }, { limit: Number(limit), offset: Number(offset) }, 1001);
    times.push(performance.now() - started);
  }
  const sorted = times.sort((a, b) => a - b);
  console.log(`── ${column}: ${answer!.rows.length} rows, total ${answer!.total}${answer!.partial ? '+' : ''}, best ${sorted[0]!.toFixed(1)} ms, median ${sorted[Math.floor(sorted.length / 2)]!.toFixed(1)} ms${explain ? ' (with EXPLAIN)' : ''}`);
}
await client.end();
