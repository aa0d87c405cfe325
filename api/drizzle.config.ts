// Read by drizzle-kit (npm run db:generate); migrations are checked in under api/drizzle/.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // The tables are split by subject across schema-*.ts.
  schema: './api/src/db/schema*.ts',
  out: './api/drizzle',
});
