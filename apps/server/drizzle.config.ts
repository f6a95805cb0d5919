import { defineConfig } from 'drizzle-kit';

// Only used by `npm run db:generate` to write forward-only SQL migrations from the schema.
export default defineConfig({
  dialect: 'postgresql',
  // One file per area (schema.ts holds accounts and the ledger; schema-<area>.ts the rest).
  schema: './src/db/schema*.ts',
  out: './src/db/migrations',
});
