// drizzle-kit writes SQL migrations from server/db/schema.ts, which gathers server/db/schema/*.ts
// (`npm run db:generate`). The server applies the same folder at start, on PGlite and on PostgreSQL alike.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './server/db/migrations',
  strict: true,
  verbose: true,
});
