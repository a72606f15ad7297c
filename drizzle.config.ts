import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // Every area's tables (server/tables.ts re-exports db/schema.ts and each area's schema.ts).
  schema: './server/tables.ts',
  out: './server/db/migrations',
});
