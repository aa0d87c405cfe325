// jest --filter for `npm test`'s PostgreSQL pass: the test files that reach the server, and no
// others. A file reaches it when it reads process.env.TEST_DATABASE_URL, or imports (through
// relative imports, at any depth) a module that does: db/testing.ts and testing/seeded-image.ts,
// behind test-api.ts and the integration services. The others (pure functions, `npm start` on its
// embedded database) would only run a second time exactly as in the PGlite pass.
// CommonJS: jest loads a filter as its module's default export.
const { readFileSync, statSync } = require('node:fs');
const { dirname, resolve } = require('node:path');

// `from './x.js'` (imports and re-exports), `import('./x.js')` and `import './x.js'`.
const relativeImport = /(?:from\s+|import\s*\(\s*|import\s+)['"](\.{1,2}\/[^'"]+)['"]/g;

function sourceOf(specifier, importer) {
  const path = resolve(dirname(importer), specifier);
  const stem = path.replace(/\.js$/, '');
  return [path, `${stem}.ts`, `${stem}.tsx`, `${stem}/index.ts`].find((candidate) =>
    statSync(candidate, { throwIfNoEntry: false })?.isFile(),
  );
}

const reaches = new Map();

function reachesServer(file, visiting = new Set()) {
  if (reaches.has(file)) return reaches.get(file);
  if (visiting.has(file)) return false;
  visiting.add(file);
  const text = readFileSync(file, 'utf8');
  let found = text.includes('process.env.TEST_DATABASE_URL');
  for (const [, specifier] of text.matchAll(relativeImport)) {
    if (found) break;
    const source = sourceOf(specifier, file);
    if (source) found = reachesServer(source, visiting);
  }
  visiting.delete(file);
  // A file inside an import cycle is decided with the cycle's rest unknown: only a yes is kept.
  if (found || visiting.size === 0) reaches.set(file, found);
  return found;
}

module.exports = async function postgresqlTests(testPaths) {
  return { filtered: testPaths.filter((path) => reachesServer(path)) };
};
