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
  projects: [project('api'), project('gateway'), project('web'), project('tests')],
  testTimeout: 30000,
};
