// ESLint for the whole repository (ADR 027): `npm run lint`, zero warnings allowed.
// The plugins come through the @nimbus/lint workspace (tools/lint), which holds the TypeScript
// 6.0 typescript-eslint needs; the repository's TypeScript 7 has no compiler API (ADR 004).
import { defineConfig, globalIgnores } from 'eslint/config';
import { comments, globals, js, nimbus, prettierOff, reactHooks, tseslint } from '@nimbus/lint/plugins';

/** The TypeScript files that belong to a workspace's tsconfig: only these get the typed rules. */
const typed = ['shared/{src,test}/**/*.ts', 'server/{src,test,bench}/**/*.ts', 'client/{src,build}/**/*.{ts,tsx}', 'client/{vite,vitest}.config.ts'];

// ---- Import boundaries (STYLE 13 and 19). Every import in the repository is a relative path
// with its extension or a package name, so the rules match the import's text.
const serverRuntime = [
  {
    regex: '^@nimbus/server(/|$)',
    allowTypeImports: true,
    message: 'The client takes only types from the server: `import type { AppRouter } from "@nimbus/server/router"`.',
  },
  { regex: '^(\\.\\./)+server/', message: 'The client never reaches into the server workspace.' },
];
const notFromShared = [
  { regex: '^@nimbus/(server|client)(/|$)', message: 'shared is the bottom layer: it imports neither the server nor the client.' },
  { regex: '^(\\.\\./)+(server|client)/', message: 'shared is the bottom layer: it imports neither the server nor the client.' },
  { regex: '^node:', message: 'shared runs in the browser too: no Node built-ins.' },
];
const notTheClient = [{ regex: '^@nimbus/client(/|$)|^(\\.\\./)+client/', message: 'The server never imports the client.' }];

/** One `no-restricted-imports` per group of files: a later config object replaces the rule, so each group lists all of its patterns. */
const restrict = (files, patterns) => ({
  files,
  rules: { 'no-restricted-imports': 'off', '@typescript-eslint/no-restricted-imports': ['error', { patterns }] },
});

const boundaries = [
  restrict(['client/**'], serverRuntime),
  // routes -> features -> components -> lib -> shared.
  restrict(
    ['client/src/features/**'],
    [
      ...serverRuntime,
      {
        regex: '^\\.\\./(?!\\.\\./)|(^|/)features/',
        message: 'Features do not import each other (STYLE 13): move the shared piece to components/ or lib/, or assemble both in the route.',
      },
      { regex: '(^|/)routes/', message: 'Routes assemble features, not the other way round.' },
    ],
  ),
  restrict(
    ['client/src/components/**'],
    [...serverRuntime, { regex: '(^|/)(features|routes)/', message: 'components/ holds pieces any feature may use: it imports no feature and no route.' }],
  ),
  restrict(
    ['client/src/lib/**'],
    [...serverRuntime, { regex: '(^|/)(features|components|routes)/', message: 'lib/ is below the screens: it imports no route, feature or component.' }],
  ),
  restrict(['shared/**'], notFromShared),
  restrict(['server/**'], notTheClient),
  // routers/rest -> services -> db. The adapters parse, call a service and map its errors; the
  // queries and tables live in the services.
  restrict(
    ['server/src/routers/**', 'server/src/rest/**'],
    [
      ...notTheClient,
      {
        regex: '(^|/)db/(?!client\\.ts$)',
        allowTypeImports: true,
        message: 'Routers and REST handlers go through a service: no tables, seeds or other database modules here (db/client.ts, the handle, is allowed).',
      },
      { regex: '^drizzle-orm(/|$)', allowTypeImports: true, message: 'Queries belong in a service, not in a router or a REST handler.' },
    ],
  ),
  restrict(
    ['server/src/{services,db,lib,auth,cache}/**'],
    [
      ...notTheClient,
      {
        regex: '(^|/)(routers|rest|http)/|(^|/)trpc/(init|router)\\.ts$',
        message: 'Services and the layers below them do not import the adapters (routers, REST, HTTP plumbing, procedures).',
      },
    ],
  ),
];

export default defineConfig([
  globalIgnores([
    '**/node_modules/',
    '**/dist/',
    '**/dist-render/',
    'client/src/routeTree.gen.ts',
    'drizzle/',
    'coverage/',
    'test-results/',
    'e2e-artifacts/',
    'data/',
    '.data*/',
  ]),
  {
    linterOptions: { reportUnusedDisableDirectives: 'error', reportUnusedInlineConfigs: 'error' },
    languageOptions: { ecmaVersion: 'latest', sourceType: 'module', globals: { ...globals.node } },
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  tseslint.configs.strict,
  comments.recommended,
  {
    rules: {
      // A disable comment says why after `--` (STYLE 19), names its rules, and is reported when unused.
      '@eslint-community/eslint-comments/require-description': 'error',
      '@eslint-community/eslint-comments/no-unlimited-disable': 'error',
      '@eslint-community/eslint-comments/disable-enable-pair': ['error', { allowWholeFile: true }],
      '@eslint-community/eslint-comments/no-unused-disable': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
      // With noUncheckedIndexedAccess, `rows[0]!` after a check the compiler cannot follow is the
      // house idiom (250 places); a `!` is reviewed like any other assertion.
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: typed,
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/no-unnecessary-type-assertion': 'error',
    },
  },
  {
    files: ['client/src/**', 'client/public/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['client/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // Every screen in the reader's language (ADR 046): texts come from the catalogues.
    files: ['client/src/**/*.tsx'],
    ignores: ['client/src/**/*.test.tsx'],
    plugins: { nimbus },
    rules: { 'nimbus/no-literal-text': ['error', { allow: ['PayPal', 'Telegram', 'WhatsApp', 'Nimbus TV', 'USDT', 'TRC20', 'OK', 'CSV', 'PDF', 'QR'] }] },
  },
  {
    files: ['client/e2e/**'],
    languageOptions: { globals: { ...globals.browser } },
  },
  ...boundaries,
  prettierOff,
]);
