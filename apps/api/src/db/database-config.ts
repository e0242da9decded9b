/**
 * Where the data lives.
 * - `embedded`: PGlite (PostgreSQL compiled to WASM) with its files under `dataDir`, run in a worker thread.
 * - `server`: a PostgreSQL server reached with a connection URL (the scale-out setup).
 */
export type DatabaseConfig =
  | { readonly kind: 'embedded'; readonly dataDir: string }
  | { readonly kind: 'server'; readonly url: string; readonly poolMax: number };
