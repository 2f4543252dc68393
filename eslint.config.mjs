// Lint rules. The layering rules are the ones that matter most: the core runtime (src/) imports nothing
// from elements/ or host-page/, and an element never reaches into another element's folder.
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'test-results/', 'playwright-report/', '.data/', 'custom-elements.json'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      eqeqeq: ['error', 'always'],
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    files: ['**/*.mjs', 'sandbox/**', 'host-page/server/**', 'scripts/**', 'test/node/**', 'test/e2e/**'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx'],
    languageOptions: { globals: { ...globals.mocha } },
  },
  {
    files: ['src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/elements/**', '**/elements'], message: 'src/ is the core: it must not import elements.' },
            { group: ['**/host-page/**'], message: 'src/ is the core: it must not import the host page.' },
          ],
        },
      ],
    },
  },
  {
    files: ['elements/**'],
    ignores: ['elements/**/*.test.ts', 'elements/**/*.test.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['../mc-*', '../mc-*/**'], message: 'An element never imports another element; share through src/.' },
            { group: ['../../src/*/**', '!../../src/index.js'], message: 'Elements import the runtime through src/index.ts only.' },
            { group: ['**/host-page/**'], message: 'Elements must not import the host page.' },
          ],
        },
      ],
    },
  },
);
