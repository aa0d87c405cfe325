import js from '@eslint/js';
import graphqlPlugin from '@graphql-eslint/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// One domain, one folder, on the api and the gateway (README "Domains"): a domain depends on the
// shared layers (db, http, auth, rest, shared…), never on another domain, so that a newcomer can
// change one without reading five. What two domains share moves down into a shared layer.
const apiDomains = ['activation', 'approvals', 'benefit-takeup', 'benefits', 'contact', 'content', 'data-loads', 'employee-insights', 'employees', 'family', 'home', 'life-events', 'masquerade', 'password-reset', 'platform-settings', 'profile', 'reports', 'session', 'site', 'sso', 'terms', 'total-reward', 'two-factor', 'vouchers'];
const gatewayDomains = ['access', 'activation', 'approvals', 'benefit-takeup', 'benefits', 'captcha', 'contact', 'content', 'data-loads', 'employee-insights', 'employees', 'family', 'home', 'life-events', 'masquerade', 'node', 'password-reset', 'platform-settings', 'profile', 'reports', 'session', 'site', 'sso', 'terms', 'total-reward', 'two-factor', 'vouchers'];
const noOtherDomain = (domains) => ({
  'no-restricted-imports': [
    'error',
    { patterns: [{ regex: `^\\.\\./(${domains.join('|')})/`, message: 'A domain never imports another domain: move what both need into a shared layer.' }] },
  ],
});

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/__generated__/**', 'data/**', 'tests/.artifacts/**', 'api/drizzle/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Named exports only (STYLE.md 14); config files that tools load are the exception below.
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
  { files: gatewayDomains.map((domain) => `gateway/src/schema/${domain}/**/*.ts`), rules: noOtherDomain(gatewayDomains) },
  // The gateway's schema documents itself: every type, field, argument, input field and enum
  // value says what it means to the product (GraphiQL shows it), and the recommended schema rules
  // that fit a Relay schema hold.
  {
    files: ['gateway/src/schema/*/*.graphql'],
    languageOptions: { parser: graphqlPlugin.parser, parserOptions: { graphQLConfig: { schema: 'gateway/src/schema/*/*.graphql' } } },
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
        { types: true, rootField: true, FieldDefinition: true, InputValueDefinition: true, EnumValueDefinition: true, DirectiveDefinition: true },
      ],
    },
  },
  {
    files: ['*.config.{ts,js,mjs,cjs}', '**/*.config.{ts,js,mjs,cjs}', 'relay.config.js', 'jest.config.cjs', 'web/jest/*.cjs', 'scripts/postgresql-tests.cjs'],
    rules: { 'no-restricted-exports': 'off', '@typescript-eslint/no-require-imports': 'off' },
  },
);
