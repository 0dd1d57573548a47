import { defineConfig } from 'drizzle-kit';

// Migrations are generated from server/db/schema.ts and committed; both PGlite and
// PostgreSQL apply the same files on open (server/db/connect.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './server/db/migrations',
  strict: true,
  verbose: false,
});
