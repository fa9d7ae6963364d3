import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import tseslint from 'typescript-eslint';

const WEB_SRC = join(import.meta.dirname, 'apps/web/src');
/** Read at every run, so that a new feature folder is fenced in from its first file. */
const WEB_FEATURES = readdirSync(join(WEB_SRC, 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const WEB_SHARED = ['components', 'hooks', 'lib', 'api', 'test'];

/**
 * bulletproof-react's unidirectional layers: shared folders ← features ← app. A feature never
 * imports another feature (what two need moves down to a shared folder, and app/ composes them),
 * shared folders never import a feature or the app, and features never import the app.
 */
const webBoundaryZones = [
  ...WEB_FEATURES.map((feature) => ({
    target: `features/${feature}`,
    from: 'features',
    except: [`./${feature}`],
    message:
      'A feature never imports another feature: move what both need to components/, lib/, hooks/ or api/, or compose them in app/.',
  })),
  {
    target: 'features',
    from: 'app',
    message: 'A feature never imports the app: app/ composes features, not the other way round.',
  },
  {
    target: WEB_SHARED,
    from: ['features', 'app'],
    message: 'Shared code never imports a feature or the app: pass what it needs in, or move it down.',
  },
];

/** Style rule 3: in the API's modules and plugins, SQL lives in `*.repository.ts` files only. */
const SQL_OUTSIDE_REPOSITORY =
  'Only repositories speak SQL: move this query to a *.repository.ts file (style rule 3).';
/** Kysely's ways into a query; none of these names means anything else in the API. */
const QUERY_STARTERS = [
  'selectFrom',
  'selectNoFrom',
  'insertInto',
  'replaceInto',
  'updateTable',
  'deleteFrom',
  'mergeInto',
  'executeQuery',
];
const sqlOutsideRepositories = [
  `CallExpression[callee.type='MemberExpression'][callee.property.name=/^(${QUERY_STARTERS.join('|')})$/]`,
  // A CTE, db.with('name', (db) => …); Array#with(index, value) takes no function and stays allowed.
  "CallExpression[callee.type='MemberExpression'][callee.property.name=/^with(Recursive)?$/][arguments.1.type=/FunctionExpression$/]",
  // sql`…` and sql<T>`…`, and sql.ref(), sql.raw(), sql.join()…
  "TaggedTemplateExpression[tag.type='Identifier'][tag.name='sql']",
  "CallExpression[callee.type='MemberExpression'][callee.object.type='Identifier'][callee.object.name='sql']",
].map((selector) => ({ selector, message: SQL_OUTSIDE_REPOSITORY }));

const API_SRC = join(import.meta.dirname, 'apps/api/src');

/**
 * The API's modules, lower first: a module imports only modules before it, so that no two
 * modules import each other and no circle runs through them. A new module takes its place here.
 */
const API_MODULE_ORDER = [
  'villes',
  'carte',
  'notifications',
  'events',
  'health',
  'contact',
  'entreprises',
  'users',
  'menu',
  'payouts',
  'files',
  'commandes',
  'livreurs',
  'admin',
  'auth',
];
/** What a module names public beside its services (`*.service.ts`): what others may import. */
const API_PUBLIC_FILES = {
  commandes: ['order-transitions.ts', 'order-codes.ts', 'order-views.ts', 'order-views.repository.ts'],
  entreprises: [
    'entreprises.repository.ts',
    'entreprise-access.ts',
    'categorie-named.ts',
    'catalog.repository.ts',
    'product-options.repository.ts',
  ],
  livreurs: ['livreurs.repository.ts', 'gains.repository.ts'],
  notifications: ['notifier.ts'],
  users: ['users.repository.ts'],
  villes: ['villes.repository.ts'],
};
const API_MODULES = readdirSync(join(API_SRC, 'modules'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const unplaced = API_MODULES.filter((name) => !API_MODULE_ORDER.includes(name));
if (unplaced.length > 0) {
  throw new Error(`eslint.config.js: place the API module(s) ${unplaced.join(', ')} in API_MODULE_ORDER.`);
}
const publicFilesOf = (name) => [
  ...readdirSync(join(API_SRC, 'modules', name)).filter((file) => file.endsWith('.service.ts')),
  ...(API_PUBLIC_FILES[name] ?? []),
];

/** Style rules 3, 11 and 12 for the API: layers below the modules, and modules through their doors. */
const apiBoundaryZones = [
  {
    target: ['db', 'lib', 'plugins', 'config', 'config.ts', 'types.ts'],
    from: 'modules',
    message:
      'db/, lib/, plugins/, config/, config.ts and types.ts never import a module: move what they need down, or declare it beside the module.',
  },
  {
    target: 'lib',
    from: 'db',
    message:
      'lib/ holds tools that know no table: db/ builds on lib/, never the reverse. A repository lives under db/ or in its module.',
  },
  ...API_MODULE_ORDER.flatMap((name, rank) =>
    API_MODULE_ORDER.filter((other) => other !== name).map((other) =>
      API_MODULE_ORDER.indexOf(other) < rank
        ? {
            target: `modules/${name}`,
            from: `modules/${other}`,
            except: publicFilesOf(other).map((file) => `./${file}`),
            message: `A module uses modules/${other} only through its services or the files it names public (API_PUBLIC_FILES).`,
          }
        : {
            target: `modules/${name}`,
            from: `modules/${other}`,
            message: `modules/${name} comes before modules/${other} in API_MODULE_ORDER: it may not import it (no two modules import each other).`,
          },
    ),
  ),
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', '**/*.js', '**/*.mjs', 'test-results/**'] },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      ecmaVersion: 2023,
      globals: { ...globals.node, ...globals.browser },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/only-throw-error': 'off',
      // Fastify plugins are async by contract, whether or not they await.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'react-refresh': reactRefresh },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-refresh/only-export-components': ['warn', { allowConstantExport: true }],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // Resolves the '@/' alias of apps/web/tsconfig.json, so that the zones see aliased imports too.
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: join(import.meta.dirname, 'apps/web/tsconfig.json') }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: WEB_SRC, zones: webBoundaryZones }],
    },
  },
  {
    files: ['apps/api/src/modules/**/*.ts', 'apps/api/src/plugins/**/*.ts'],
    ignores: ['**/*.repository.ts', '**/*.test.ts'],
    rules: {
      'no-restricted-syntax': ['error', ...sqlOutsideRepositories],
      // Also catches `sql` imported under another name.
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'kysely', importNames: ['sql'], message: SQL_OUTSIDE_REPOSITORY }] },
      ],
    },
  },
  {
    files: ['apps/api/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: join(import.meta.dirname, 'apps/api/tsconfig.json') }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: API_SRC, zones: apiBoundaryZones }],
      'import-x/no-cycle': 'error',
    },
  },
);
