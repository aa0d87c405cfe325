import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import graphqlPlugin from '@graphql-eslint/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// One domain, one folder, on every tier (README "Domains"): a domain depends on the shared layers
// (db, http, auth, rest, shared, shell, forms…), never on another domain, so that a newcomer can
// change one without reading five. What two domains share moves down into a shared layer; a web
// screen that shows several domains is composed by its route module in web/src/pages/.
// The domains are the folders themselves, read when this config loads: every folder is a domain
// but the shared layers named here, so a new domain is held to the rule the day it is created.
const domainsIn = (folder, sharedLayers = []) =>
  readdirSync(new URL(folder, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('__') && !sharedLayers.includes(entry.name))
    .map((entry) => entry.name)
    .sort();
const apiDomains = domainsIn('api/src/', [
  'access',
  'auth',
  'db',
  'http',
  'jobs',
  'mail',
  'routes',
  'secrets',
  'seed',
  'testing',
]);
const gatewayDomains = domainsIn('gateway/src/schema/', ['shared']);
const webDomains = domainsIn('web/src/features/');
// A path that climbs out of the domain's folder (from any depth inside it) into another's.
const otherDomains = (domains) => ({
  regex: `^(\\.\\./)+(${domains.join('|')})/`,
  message:
    'A domain never imports another domain: move what both need into a shared layer, or compose them in a route module of web/src/pages/.',
});
const noOtherDomain = (domains) => ({ 'no-restricted-imports': ['error', { patterns: [otherDomains(domains)] }] });

// REST shapes stay out of the browser: it speaks GraphQL, and its types are relay-compiler's. What
// it may take from the REST contract (@portal/contract) is the spec's constants and the shared
// field rules (constants, fields) whole, and from a domain's module only what is listed here: its
// limits, its messages, and the rules it writes for the web's forms. Never a request or response
// shape (a body, an answer, an endpoint) nor its type: a name joins this list only if it is none.
const contractModulesForWeb = ['constants', 'fields'];
const contractNamesForWeb = {
  contact: ['commentsMaxLength', 'correctErrorsMessage', 'enquiryForm'],
  'expression-of-wish': [
    'maxBeneficiaries',
    'beneficiaryNameMaxLength',
    'beneficiaryRelationshipMaxLength',
    'wishMessages',
  ],
  'data-loads': ['dataLoadEmptyMessage', 'dataLoadFileTypeMessage', 'dataLoadMaxBytes', 'dataLoadTooLargeMessage'],
  family: [
    'earliestFamilyDate',
    'familyMessages',
    'familyNameMaxLength',
    'familyTitles',
    'isCalendarDate',
    'todayInUk',
  ],
  'life-events': ['addDays', 'lifeEventDaysAhead', 'lifeEventFormSchema', 'lifeEventMessages'],
  masquerade: ['masqueradeReasonMaxLength'],
  'platform-settings': ['supportEmailMaxLength', 'supportNumber', 'supportNumberMaxLength'],
  reports: ['reportFormatMessage', 'reportMonthMessage', 'reportYearMessage'],
};
const restShapes =
  'The web takes from @portal/contract its constants, field rules, limits and messages only (eslint.config.mjs, contractNamesForWeb): type a form by its mutation input, from web/src/__generated__.';
const webImports = (domains = []) => ({
  'no-restricted-imports': [
    'error',
    {
      paths: Object.entries(contractNamesForWeb).map(([module, names]) => ({
        name: `@portal/contract/${module}`,
        allowImportNames: names,
        message: restShapes,
      })),
      patterns: [
        {
          regex: `^@portal/contract/(?!(${[...contractModulesForWeb, ...Object.keys(contractNamesForWeb)].join('|')})$)`,
          message: restShapes,
        },
        ...(domains.length > 0 ? [otherDomains(domains)] : []),
      ],
    },
  ],
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      '**/__generated__/**',
      'data/**',
      'tests/.artifacts/**',
      'api/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Named exports only; config files that tools load are the exception below.
      'no-restricted-exports': ['error', { restrictDefaultExports: { direct: true } }],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  { files: apiDomains.map((domain) => `api/src/${domain}/**/*.ts`), rules: noOtherDomain(apiDomains) },
  {
    files: gatewayDomains.map((domain) => `gateway/src/schema/${domain}/**/*.ts`),
    rules: noOtherDomain(gatewayDomains),
  },
  // The gateway's schema documents itself: every type, field, argument, input field and enum
  // value says what it means to the product (GraphiQL shows it), and the recommended schema rules
  // that fit a Relay schema hold.
  {
    files: ['gateway/src/schema/*/*.graphql'],
    languageOptions: {
      parser: graphqlPlugin.parser,
      parserOptions: { graphQLConfig: { schema: 'gateway/src/schema/*/*.graphql' } },
    },
    plugins: { '@graphql-eslint': graphqlPlugin },
    rules: {
      ...graphqlPlugin.configs['flat/schema-recommended'].rules,
      // A one-line description is a plain string, a long one a block string: both read well.
      '@graphql-eslint/description-style': 'off',
      // Payloads, summaries and value types are no Relay nodes: only Node types carry an id.
      '@graphql-eslint/strict-id-in-types': 'off',
      // The spec names these fields and types (clientName, familyMemberId, benefitId, a life event type).
      '@graphql-eslint/no-typename-prefix': 'off',
      '@graphql-eslint/naming-convention': 'off',
      '@graphql-eslint/require-description': [
        'error',
        {
          types: true,
          rootField: true,
          FieldDefinition: true,
          InputValueDefinition: true,
          EnumValueDefinition: true,
          DirectiveDefinition: true,
        },
      ],
    },
  },
  { files: ['web/src/**/*.{ts,tsx}'], rules: webImports() },
  { files: webDomains.map((domain) => `web/src/features/${domain}/**/*.{ts,tsx}`), rules: webImports(webDomains) },
  {
    files: [
      '*.config.{ts,js,mjs,cjs}',
      '**/*.config.{ts,js,mjs,cjs}',
      'relay.config.js',
      'jest.config.cjs',
      'web/jest/*.cjs',
      'scripts/postgresql-tests.cjs',
      'bench/count-connects.cjs',
    ],
    rules: { 'no-restricted-exports': 'off', '@typescript-eslint/no-require-imports': 'off' },
  },
);
