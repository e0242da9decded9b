// drizzle-kit configuration: `npm run -w @cible/api db:generate -- --name=<change>` writes SQL migrations from
// src/db/schema.ts into src/db/migrations (no database needed). Migrations are applied by the server at start-up
// (src/db/migrate-database.ts), never by `drizzle-kit migrate` (it cannot load PGlite's extensions).
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './src/db/migrations',
  strict: true,
  verbose: true,
});
