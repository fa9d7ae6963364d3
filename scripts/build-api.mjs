// Builds the API into one JavaScript file (esbuild, like the web build), so that `npm start`
// runs plain `node` with no TypeScript compiler at run time. Packages stay in node_modules;
// the workspace's own sources (apps/api, packages/shared) go into the bundle.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
export const API_ENTRY = join(root, 'apps/api/src/server.ts');
export const API_BUILD = join(root, 'apps/api/dist/server.mjs');
const SOURCES = ['apps/api/src', 'packages/shared/src', 'apps/api/package.json', 'packages/shared/package.json'];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    newest = Math.max(newest, newestMtime(join(path, entry.name)));
  }
  return newest;
}

/** Missing, or older than one of its sources (the API's or the shared package's). */
export function apiIsStale() {
  if (!existsSync(API_BUILD)) return true;
  const built = statSync(API_BUILD).mtimeMs;
  return SOURCES.some((s) => newestMtime(join(root, s)) > built);
}

/** Workspace packages are TypeScript sources: bundled. Everything else is loaded from node_modules. */
const externalPackages = {
  name: 'external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@comoe/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

export async function buildApi() {
  const { build } = await import('esbuild');
  await build({
    entryPoints: [API_ENTRY],
    outfile: API_BUILD,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    sourcemap: 'linked',
    // Class and function names stay readable in logs and errors.
    keepNames: true,
    legalComments: 'none',
    logLevel: 'warning',
    plugins: [externalPackages],
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await buildApi();
  console.log(`API construite : ${API_BUILD}`);
}
