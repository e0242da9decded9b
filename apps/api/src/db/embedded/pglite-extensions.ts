import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';

/**
 * The contrib extensions PGlite must load when it opens the data dir, so that the migrations'
 * `CREATE EXTENSION pg_trgm / unaccent` succeed (PGlite ships them as separate bundles).
 */
export const PGLITE_EXTENSIONS = { pg_trgm, unaccent };
