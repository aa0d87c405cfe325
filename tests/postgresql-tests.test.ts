// npm test's PostgreSQL pass takes the test files that reach the server (scripts/postgresql-tests.cjs):
// a file that reads TEST_DATABASE_URL, or imports at any depth a module that does.
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const file = (path: string) => join(root, path);

test('files that reach the server through the test api or the stack are kept; pure ones and npm start on its own database are not', async () => {
  const { default: postgresqlTests } = (await import(file('scripts/postgresql-tests.cjs'))) as {
    default: (paths: string[]) => Promise<{ filtered: string[] }>;
  };
  const paths = [
    'api/src/terms/terms.test.ts', // useTestApi → test-api.ts → seeded-image.ts
    'api/src/db/migrations.test.ts', // reads TEST_DATABASE_URL itself
    'tests/integration/employer-tables.test.ts', // startStack → services.ts
    'api/src/config.test.ts',
    'api/src/benefits/pay.test.ts',
    'tests/integration/npm-start.test.ts',
  ].map(file);
  expect((await postgresqlTests(paths)).filtered).toEqual(paths.slice(0, 3));
});
