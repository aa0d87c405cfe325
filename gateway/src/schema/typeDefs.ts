import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { mergeTypeDefs } from '@graphql-tools/merge';
import { print } from 'graphql';

const schemaDir = dirname(fileURLToPath(import.meta.url));

/** Every domain folder's `<domain>.graphql`, merged into one SDL document. */
export function loadTypeDefs(): string {
  const sources = readdirSync(schemaDir, { withFileTypes: true })
    // __generated__ holds what codegen made from these files, not a domain.
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('__'))
    .map((entry) => join(schemaDir, entry.name, `${entry.name}.graphql`))
    .sort()
    .map((file) => readFileSync(file, 'utf8'));
  return print(mergeTypeDefs(sources, { sort: true }));
}
