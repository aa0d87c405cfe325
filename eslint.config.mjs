import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
  {
    files: ['*.config.{ts,js,mjs,cjs}', '**/*.config.{ts,js,mjs,cjs}', 'relay.config.js', 'jest.config.cjs', 'web/jest/*.cjs'],
    rules: { 'no-restricted-exports': 'off', '@typescript-eslint/no-require-imports': 'off' },
  },
);
