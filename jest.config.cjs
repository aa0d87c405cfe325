// One jest run for the unit and integration suites of every workspace (ESM through @swc/jest;
// `npm run test:unit` sets --experimental-vm-modules so ESM-only packages such as got load).
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'es6' },
  },
];

const webTransform = ['<rootDir>/web/jest/relay-transform.cjs', swc[1]];

const project = (name, extra = {}) => ({
  displayName: name,
  rootDir: __dirname,
  roots: [`<rootDir>/${name}`],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '/e2e/'],
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  transform: { '^.+\\.(t|j)sx?$': swc },
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  testEnvironment: 'node',
  ...extra,
});

module.exports = {
  projects: [
    project('contract'),
    project('api'),
    project('gateway'),
    // Pure web logic runs in node; component tests (*.test.tsx) in jsdom. Both turn graphql``
    // tags into relay-compiler's artifacts first, as the Vite build does.
    project('web', { testMatch: ['**/*.test.ts'], transform: { '^.+\\.(t|j)sx?$': webTransform } }),
    project('web', {
      displayName: 'web-dom',
      testMatch: ['**/*.test.tsx'],
      testEnvironment: 'jsdom',
      transform: { '^.+\\.(t|j)sx?$': webTransform },
      moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1', '\\.css$': '<rootDir>/web/jest/style-stub.cjs' },
      setupFilesAfterEnv: ['<rootDir>/web/src/testing/setup.ts'],
    }),
    project('tests'),
  ],
  // Two workers on the two-core machines: the PGlite suites are CPU-bound, one file at a time left a
  // core idle and took 18 minutes.
  maxWorkers: 2,
  // A worker keeps every test file's modules (and PGlite's memory) it has run: its heap grew from 70
  // to 600 MB over the api project alone, and each later file ran slower (4 s alone, 20-30 s late
  // in the full run). A worker past this much after a file is replaced by a fresh one.
  workerIdleMemoryLimit: '300MB',
  testTimeout: 30000,
};
