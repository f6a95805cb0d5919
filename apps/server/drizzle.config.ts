import { defineConfig } from 'drizzle-kit';

// Only used by `npm run db:generate` to write forward-only SQL migrations from the schema.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './src/db/migrations',
});
