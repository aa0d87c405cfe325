import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { mergeTypeDefs } from '@graphql-tools/merge';
import { print } from 'graphql';

const schemaDir = dirname(fileURLToPath(import.meta.url));

/** Every domain folder's `.graphql` files (`<domain>.graphql` and any part of it), merged into one SDL document. */
export function loadTypeDefs(): string {
  const sources = readdirSync(schemaDir, { withFileTypes: true })
    // __generated__ holds what codegen made from these files, not a domain.
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('__'))
    .flatMap((entry) =>
      readdirSync(join(schemaDir, entry.name))
        .filter((file) => file.endsWith('.graphql'))
        .map((file) => join(schemaDir, entry.name, file)),
    )
    .sort()
    .map((file) => readFileSync(file, 'utf8'));
  return print(mergeTypeDefs(sources, { sort: true }));
}
