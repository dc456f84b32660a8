// drizzle-kit: `npm run db:generate` writes SQL migrations from the schema. Column names
// are explicit snake_case in the schema, so no `casing` option is needed.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './src/db/migrations',
  strict: true,
  verbose: true,
});
