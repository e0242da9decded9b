import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Pool } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { CsvCopyTarget } from './database';

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

/** `COPY "table" ("a", "b") FROM <source> WITH (FORMAT csv)`; refuses anything but plain snake_case names. */
export function copyStatement(target: CsvCopyTarget, source: string): string {
  for (const name of [target.table, ...target.columns]) {
    if (!IDENTIFIER.test(name)) throw new Error(`copyCsv: "${name}" is not a plain table or column name.`);
  }
  if (target.columns.length === 0) throw new Error('copyCsv: no column.');
  const columns = target.columns.map((column) => `"${column}"`).join(', ');
  return `COPY "${target.table}" (${columns}) FROM ${source} WITH (FORMAT csv)`;
}

/**
 * Server: one `COPY … FROM STDIN` stream (pg-copy-streams) on a pool connection; the chunks are written as they
 * come, with back-pressure. The whole copy is one statement: it is atomic.
 */
export async function copyCsvToServer(
  pool: Pool,
  target: CsvCopyTarget,
  chunks: Iterable<string> | AsyncIterable<string>,
): Promise<number> {
  const statement = copyStatement(target, 'STDIN');
  const client = await pool.connect();
  try {
    const stream = client.query(copyFrom(statement));
    await pipeline(Readable.from(chunks, { objectMode: false }), stream);
    client.release();
    return stream.rowCount ?? 0;
  } catch (error) {
    // A copy that failed half-way may leave the connection out of step: discard it rather than reuse it.
    client.release(error instanceof Error ? error : true);
    throw error;
  }
}

/** Folder of the embedded data dir where chunks are handed to PGlite (each file is deleted once copied). */
export const EMBEDDED_IMPORT_FOLDER = 'pg_cible_import';

/**
 * Embedded PGlite: its socket cannot carry `COPY FROM STDIN` (the protocol loses sync), but PGlite mounts its data
 * dir from the host file system, so each chunk is written into `<dataDir>/pg_cible_import/` and read by a
 * server-side `COPY … FROM '<file>'` (PGlite's user is a superuser) sent through the ordinary pool: it queues like
 * any other statement of the single session. One COPY per chunk; the caller sizes the chunks (a few MB).
 */
export async function copyCsvToEmbedded(
  pool: Pool,
  hostDataDir: string,
  target: CsvCopyTarget,
  chunks: Iterable<string> | AsyncIterable<string>,
): Promise<number> {
  const { rows } = await pool.query<{ dir: string }>("SELECT current_setting('data_directory') AS dir");
  const innerDataDir = rows[0]!.dir;
  // One folder per call, so that two copies at once never delete each other's files.
  const callFolder = `${EMBEDDED_IMPORT_FOLDER}/${randomBytes(6).toString('hex')}`;
  const hostFolder = join(hostDataDir, callFolder);
  mkdirSync(hostFolder, { recursive: true });
  let copied = 0;
  try {
    for await (const chunk of chunks) {
      if (chunk.length === 0) continue;
      const name = `${target.table}-${copied}.csv`;
      const hostFile = join(hostFolder, name);
      writeFileSync(hostFile, chunk);
      try {
        const source = `'${innerDataDir}/${callFolder}/${name}'`;
        const result = await pool.query(copyStatement(target, source));
        copied += result.rowCount ?? 0;
      } finally {
        rmSync(hostFile, { force: true });
      }
    }
  } finally {
    rmSync(hostFolder, { recursive: true, force: true });
  }
  return copied;
}
