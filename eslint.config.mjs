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
    files: ['**/*.mjs', 'sandbox/**', 'host-page/server/**', 'scripts/**', 'test/node/**', 'test/e2e/**', 'test/consumers/*.mjs'],
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
    files: ['host-page/app/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['../../src/*.js', '../../src/*/*', '!../../src/*/index.js'], message: "The host page imports the core through a concern's face, src/<concern>/index.js." },
          ],
        },
      ],
    },
  },
  {
    // The app's entry runs before the page's configuration is recorded, so it imports the one module it needs,
    // which imports nothing: the concern's face would bring modules that read the configuration as they load.
    files: ['host-page/app/boot.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['../../src/*.js', '../../src/*/*', '!../../src/install/install-event.js'], message: 'The entry imports only the install-offer catcher.' }] },
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
            // Each concern of the core has one face, src/<concern>/index.ts; what lies behind it may change freely.
            // src/index.ts is the package's public surface for integrators, not for elements.
            { group: ['../../src/*.js', '../../src/*/*', '!../../src/*/index.js'], message: "Elements import the core through a concern's face, src/<concern>/index.js." },
            { group: ['**/host-page/**'], message: 'Elements must not import the host page.' },
          ],
        },
      ],
    },
  },
);
