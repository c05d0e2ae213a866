// ESLint flat config: typescript-eslint (recommended, not type-aware: fast enough for a busy
// machine; `tsc` already does the type checking), React hooks, and the layer boundaries of
// docs/architecture.md (Layers) enforced with `no-restricted-imports` patterns per folder.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const UI_PACKAGES = [
  { regex: '^react(-dom)?(/|$)', message: 'api/ does not import React: UI belongs to components/ and features/.' },
  { regex: '^@mantine/', message: 'api/ does not import Mantine (no UI, no notifications).' },
  { regex: '^@tabler/', message: 'api/ does not import icons.' },
  { regex: '^react-router', message: 'api/ does not import the router.' },
];

/** An import that climbs out of the current folder into one of the app's top-level folders. */
const upInto = (folders, message) => ({ regex: `^(\\.\\./)+(${folders.join('|')})(/|$)`, message });

/**
 * A feature never imports another feature, nor app/, and imports the forms module through its
 * index only. Relative imports only say where they go together with the importing file's depth,
 * so the rule is written per feature and per depth below it: from src/features/F/<d folders>/file,
 * `../` repeated d+1 times is src/features/.
 */
const FEATURES = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const MAX_FEATURE_DEPTH = 5;
const featureBoundaries = FEATURES.flatMap((feature) =>
  Array.from({ length: MAX_FEATURE_DEPTH }, (_, depth) => {
    const toFeatures = `(\\.\\./){${depth + 1}}`;
    const toSrc = `(\\.\\./){${depth + 2}}`;
    return {
      files: [`src/features/${feature}/${'*/'.repeat(depth)}*.{ts,tsx}`],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              {
                regex: `^(${toFeatures}|${toSrc}features/)(?!${feature}(/|$))[^./][^/]*`,
                message: `A feature never imports another feature: move what ${feature} shares into entities/ or components/.`,
              },
              {
                regex: `^${toSrc}app(/|$)`,
                message: 'A feature does not import app/: app/ wires the features together.',
              },
              // The sign-in page is in the first load (not a lazy chunk): it takes the two inputs it
              // uses from their own files, so the rest of the forms module (the shell, zod behind
              // it) stays out of the sign-in budget (bench/budgets.json, signin.js).
              ...(feature === 'sign-in'
                ? []
                : [
                    {
                      regex: `^${toSrc}components/form/`,
                      message: 'A feature imports the forms module through its index (components/form), never one of its files.',
                    },
                  ]),
            ],
          },
        ],
      },
    };
  }),
);

/**
 * No member whose name starts with one underscore (`control._subjects`, `form['_getWatch']`,
 * `const { _formState } = control`): those are react-hook-form's private internals, which a minor
 * release may change and break every form silently (package.json says ^7). Nothing else of the
 * app's code or its libraries is read that way; `window.__NAME__` hooks (two underscores) stay open.
 */
const NO_PRIVATE_MEMBERS_MESSAGE =
  "No underscore member: react-hook-form's private internals change in minor releases. Use its public API: the form's subscribe, getValues, getFieldState, useWatch, useFormState (see components/form/).";
const NO_PRIVATE_MEMBERS = [
  { selector: 'MemberExpression[computed=false][property.name=/^_[A-Za-z]/]', message: NO_PRIVATE_MEMBERS_MESSAGE },
  { selector: 'MemberExpression[computed=true][property.value=/^_[A-Za-z]/]', message: NO_PRIVATE_MEMBERS_MESSAGE },
  { selector: 'ObjectPattern > Property[key.name=/^_[A-Za-z]/]', message: NO_PRIVATE_MEMBERS_MESSAGE },
];

export default tseslint.config(
  {
    // Every build output and test artefact (the same list as .prettierignore and .gitignore):
    // `npm run build` then `npm test` must not lint the built console or server.
    ignores: [
      'dist/**', // npm run build: the SPA
      'dist-server/**', // npm run build: the production server
      'bench/**/dist/**', // npm run bench: the floor app
      'node_modules/**', // includes the e2e builds (node_modules/.e2e-build-<port>)
      'test-results/**', // Playwright (E2E_OUTPUT_DIR)
      'playwright-report/**',
      'blob-report/**',
      'screenshots/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'bench/floor/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'e2e/**/*.ts', 'scripts/**/*.ts', 'bench/**/*.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...NO_PRIVATE_MEMBERS] },
  },
  {
    files: ['src/contract/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            upInto(
              ['api', 'components', 'features', 'session', 'entities', 'app'],
              'contract/ imports nothing of the app: it is the one declaration everything else derives from.',
            ),
            { regex: '^react(-dom)?(/|$)|^@mantine/|^@tanstack/', message: 'contract/ holds no UI or data-fetching code.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/api/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            upInto(
              ['components', 'features', 'session', 'entities', 'app'],
              'api/ imports contract/ only: the session binds itself to the clients (session/bindApi.ts), not the other way round.',
            ),
            ...UI_PACKAGES,
          ],
        },
      ],
    },
  },
  {
    files: ['src/session/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            upInto(
              ['components', 'entities', 'features', 'app'],
              'session/ imports api/ and contract/ only: it is what every feature and component uses, below them (the sign-in pages are features/sign-in/).',
            ),
          ],
        },
      ],
    },
  },
  {
    files: ['src/components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [upInto(['entities', 'features', 'app'], 'components/ imports session/, api/ and contract/, never entities/, features/ or app/.')],
        },
      ],
    },
  },
  {
    files: ['src/entities/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [upInto(['features', 'app'], 'entities/ imports components/, session/, api/ and contract/, never features/ or app/.')],
        },
      ],
    },
  },
  ...featureBoundaries,
  {
    // The sign-in page and the app's frame are the first load (npm run bench): zod and its resolver
    // come with the first form that needs them, not with these (features/sign-in/signInChecks.ts).
    // typescript-eslint's copy of the rule, so that it adds to the layer rules above instead of
    // replacing them (a file has one set of options per rule).
    files: [
      'src/app/**/*.{ts,tsx}',
      'src/features/sign-in/pages/SignInPage.tsx',
      'src/features/sign-in/forms/CredentialsForm.tsx',
      'src/features/sign-in/signInChecks.ts',
    ],
    ignores: ['**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^zod(/|$)|^@hookform/resolvers',
              message: 'The sign-in page is the first load: check its fields in features/sign-in/signInChecks.ts, without zod (docs/performance.md).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['emulator/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+src/(?!contract(/|$))',
              message: 'The emulator imports only src/contract from the app.',
            },
            { regex: '^(\\.\\./)+(server|e2e|scripts|bench)(/|$)', message: 'The emulator imports only src/contract from the app.' },
            { regex: '^react(-dom)?(/|$)|^@mantine/|^@tanstack/', message: 'The emulator holds no UI code.' },
          ],
        },
      ],
    },
  },
);
