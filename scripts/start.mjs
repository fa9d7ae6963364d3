// `npm start`: builds the web app and the API when a build is missing or older than its sources,
// then runs the built API with plain node: it migrates, seeds on first start and serves the app
// on one port.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { API_BUILD, apiIsStale, buildApi } from './build-api.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const builtIndex = join(root, 'apps/web/dist/index.html');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
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
  return sources.some((s) => {
    const p = join(root, s);
    if (!existsSync(p)) return false;
    return (statSync(p).isDirectory() ? newestMtime(p) : statSync(p).mtimeMs) > built;
  });
}

if (webIsStale()) {
  console.log("Construction de l'application web…");
  execSync('npm run build -w @comoe/web', { cwd: root, stdio: 'inherit' });
}

if (apiIsStale()) {
  console.log("Construction de l'API…");
  await buildApi();
}

await import(pathToFileURL(API_BUILD).href);
