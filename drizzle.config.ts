import { defineConfig } from 'drizzle-kit';

// Generates the committed SQL migrations from the schema; no database connection needed.
export default defineConfig({
  dialect: 'postgresql',
  schema: './provider/src/db/schema.ts',
  out: './provider/src/db/migrations',
});
