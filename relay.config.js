// CommonJS on purpose: relay-compiler loads this with require(). Paths are absolute because the
// compiler resolves relative ones against the working directory, not this file.
const path = require('node:path');

module.exports = {
  src: path.join(__dirname, 'web/src'),
  schema: path.join(__dirname, 'schema.graphql'),
  language: 'typescript',
  artifactDirectory: path.join(__dirname, 'web/src/__generated__'),
  excludes: ['**/node_modules/**', '**/__generated__/**'],
  eagerEsModules: true,
  persistConfig: {
    file: path.join(__dirname, 'gateway/persisted-queries.json'),
    algorithm: 'SHA256',
  },
};
