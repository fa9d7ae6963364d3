// Builds the API into one JavaScript file (esbuild, like the web build), so that `npm start`
// runs plain `node` with no TypeScript compiler at run time. The packages go into the bundle
// too: reading one file instead of resolving some 900 modules saves a third of the start-up.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
export const API_ENTRY = join(root, 'apps/api/src/server.ts');
export const API_BUILD = join(root, 'apps/api/dist/server.mjs');
/** The first start's demo data, written by a short-lived process of its own (server.ts). */
const SEED_ENTRY = join(root, 'apps/api/src/seed-demo.ts');
const SEED_BUILD = join(root, 'apps/api/dist/seed-demo.mjs');
const SOURCES = [
  'apps/api/src',
  'packages/shared/src',
  'apps/api/package.json',
  'packages/shared/package.json',
];

function walk(path) {
  const stat = statSync(path, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const child = join(path, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? walk(child) : statSync(child).mtimeMs);
  }
  return newest;
}

/** Each tree is walked once per start, though the web's and the API's builds both read the shared package. */
const newest = new Map();
/** The newest modification time under `path` (a file or a folder; 0 when it is missing). */
export function newestMtime(path) {
  let mtime = newest.get(path);
  if (mtime === undefined) newest.set(path, (mtime = walk(path)));
  return mtime;
}

/** Missing, or older than one of its sources (the API's or the shared package's). */
export function apiIsStale() {
  if (!existsSync(API_BUILD) || !existsSync(SEED_BUILD)) return true;
  const built = statSync(API_BUILD).mtimeMs;
  return SOURCES.some((s) => newestMtime(join(root, s)) > built);
}

/**
 * What Fastify requires only when asked: its own schema compilers (ajv, fast-json-stringify and
 * their dependencies, 0.8 million characters), which zod replaces in the app (app.ts), and
 * `inject`; only the documentation's own instance uses them, from its first visit on
 * (plugins/docs.ts). Bundled, V8 kept their source in memory and scanned it at every start.
 */
const DOCS_ONLY = ['@fastify/ajv-compiler', '@fastify/fast-json-stringify-compiler', 'light-my-request'];

/**
 * Loaded from node_modules at run time: native addons (better-sqlite3, sharp, argon2), packages
 * loaded only when needed (lib/lazy-module.ts, web-push), and those that read files next to
 * their own code (the docs' static files, pino's worker threads).
 */
const EXTERNAL = [
  'better-sqlite3',
  'sharp',
  '@node-rs/argon2',
  'pg',
  'ioredis',
  'web-push',
  '@fastify/swagger-ui',
  'pino',
  'thread-stream',
  'pino-pretty',
  ...DOCS_ONLY,
];

/**
 * Fastify requires node:https and node:http2 at load time for servers this app never opens (it
 * speaks plain HTTP/1.1, TLS ends at the proxy); with node:tls behind them they cost some 60 ms
 * of every start. In the bundle they are required when such a server is created, if ever.
 */
const LAZY_BUILTINS = {
  filter: /[\\/]node_modules[\\/]fastify[\\/]lib[\\/]server\.js$/,
  replace: [
    [
      "const https = require('node:https')",
      "const https = { createServer: (...a) => require('node:https').createServer(...a) }",
    ],
    [
      "const http2 = require('node:http2')",
      "const http2 = { createServer: (...a) => require('node:http2').createServer(...a), createSecureServer: (...a) => require('node:http2').createSecureServer(...a) }",
    ],
  ],
};

const lazyBuiltins = {
  name: 'lazy-builtins',
  setup(build) {
    build.onLoad({ filter: LAZY_BUILTINS.filter }, ({ path }) => {
      let contents = readFileSync(path, 'utf8');
      for (const [from, to] of LAZY_BUILTINS.replace) {
        // A Fastify that words it otherwise: say so rather than ship the slow start unnoticed.
        if (!contents.includes(from)) throw new Error(`build-api: « ${from} » introuvable dans ${path}`);
        contents = contents.replace(from, to);
      }
      return { contents, loader: 'js' };
    });
  },
};

/**
 * V8 checks the syntax of every regular expression while it parses the file, and one with \p{…}
 * or the `iu` flags makes ICU build Unicode tables it keeps for good. Met in the middle of the
 * bundle, they were allocated amid the parser's scratch memory (some 14 MB), which malloc then
 * could not give back below them: the server stayed 9 MB heavier at rest, one start in two or
 * more. Met first, at the top of the file, they sit below it. One expression covers what the
 * bundle's expressions use: general categories (\p{L}…), a binary property (\p{Diacritic}),
 * case folding (i with u).
 */
const UNICODE_TABLES_FIRST = '/[\\p{L}\\p{Diacritic}\\w]/iu;';

/** Builds server.mjs and seed-demo.mjs into `outdir` (apps/api/dist; a test may build elsewhere). */
export async function buildApi({ outdir = dirname(API_BUILD) } = {}) {
  const esbuild = await import('esbuild');
  await esbuild.build({
    entryPoints: [API_ENTRY, SEED_ENTRY],
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24.22',
    sourcemap: 'linked',
    // Identifiers are not renamed, so names stay readable in logs and errors without `keepNames`,
    // whose helper ran on every closure created per request (4 % of a small route's time).
    legalComments: 'none',
    // V8 keeps a module's source in memory (lazy compilation): a smaller file is a lighter server.
    // Renaming the identifiers too (full minify) measured 9 MB heavier, not lighter.
    // ASCII output (esbuild's default) keeps the source at one byte per character in V8; esbuild
    // escapes strings but not regular expressions: write `\u` escapes there (built-server test).
    charset: 'ascii',
    minifyWhitespace: true,
    minifySyntax: true,
    logLevel: 'warning',
    external: EXTERNAL,
    plugins: [lazyBuiltins],
    // CommonJS packages in an ES module bundle still call require() for Node's own modules.
    banner: {
      js: `import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);\n${UNICODE_TABLES_FIRST}`,
    },
  });
  // The build service would otherwise live on beside the server.
  await esbuild.stop();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await buildApi();
  console.log(`API construite : ${API_BUILD}`);
}
