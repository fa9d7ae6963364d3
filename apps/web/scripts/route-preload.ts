import type { OutputBundle, OutputChunk } from 'rolldown';
import { earlyStart, type RouteFiles } from '../src/lib/early-start.ts';
import { builtPagePlugin } from './built-page-plugin.ts';

/**
 * Each deep link's own code, by the source file of its route module: index.html preloads these
 * files (and starts the page's data, see src/lib/early-start.ts) while the bundle downloads.
 */
const ROUTES: Array<[pattern: string, module: string]> = [
  ['^/client-dashboard/?$', 'src/app/areas/client/client-dashboard-route.tsx'],
  ['^/city/[^/]+/?$', 'src/app/areas/client/city-route.tsx'],
  ['^/business/\\d+/?$', 'src/app/areas/client/business-page-route.tsx'],
  ['^/orders_client/?$', 'src/app/areas/client/orders-client-route.tsx'],
  ['^/cart(?:_client)?/?$', 'src/app/areas/client/cart-route.tsx'],
  ['^/profile_client/?$', 'src/app/areas/client/profile-client-route.tsx'],
  ['^/business-dashboard/?$', 'src/features/entreprises/business-area.tsx'],
  ['^/delivery-dashboard/?$', 'src/features/livreurs/delivery-area.tsx'],
  ['^/login/?$', 'src/features/auth/login-page.tsx'],
  ['^/register/?$', 'src/features/auth/register-page.tsx'],
];
/** Every address but the landing page goes through the route table. */
const ROUTE_TABLE = 'src/app/app-routes.tsx';
/** The header of a signed-in user, preloaded when a session is stored. */
const SIGNED_IN_HEADER = 'src/components/layout/signed-in-header.tsx';

/** Stands for the prepaint script's hashed name in the early-start call until it is known. */
export const PREPAINT_FILE = '__comoe_prepaint_file__';

function chunkOf(bundle: OutputBundle, module: string): OutputChunk {
  const chunk = Object.values(bundle).find(
    (c): c is OutputChunk =>
      c.type === 'chunk' && (c.facadeModuleId?.replaceAll('\\', '/').endsWith(module) ?? false),
  );
  if (!chunk) throw new Error(`Aucun fichier produit pour ${module} : tableau ROUTES à mettre à jour.`);
  return chunk;
}

/** The chunk and everything it imports statically, but what the page's own bundle already has. */
function filesOf(bundle: OutputBundle, chunk: OutputChunk, shell: Set<string>, base: string): string[] {
  const seen = new Set<string>();
  const visit = (name: string) => {
    if (seen.has(name) || shell.has(name)) return;
    seen.add(name);
    const c = bundle[name];
    if (c?.type === 'chunk') c.imports.forEach(visit);
  };
  visit(chunk.fileName);
  return [...seen].map((name) => `${base}${name}`);
}

export const routePreload = builtPagePlugin('comoe:route-preload', (html, bundle) => {
  const entry = Object.values(bundle).find((c): c is OutputChunk => c.type === 'chunk' && c.isEntry);
  if (!entry) throw new Error("Pas de point d'entrée dans le bundle.");
  const shell = new Set([entry.fileName, ...entry.imports]);
  const common = filesOf(bundle, chunkOf(bundle, ROUTE_TABLE), shell, '/');
  const routes: RouteFiles = ROUTES.map(([pattern, module]) => [
    pattern,
    filesOf(bundle, chunkOf(bundle, module), shell, '/').filter((f) => !common.includes(f)),
  ]);
  const signedIn = filesOf(bundle, chunkOf(bundle, SIGNED_IN_HEADER), shell, '/').filter(
    (f) => !common.includes(f),
  );
  // The prepaint script's name is known later (scripts/prerendered-html.ts puts it in).
  const args = [routes, common, signedIn, PREPAINT_FILE].map((a) => JSON.stringify(a)).join(',');
  const script = `<script>(${earlyStart.toString()})(${args})</script>`;
  // Right after the bundle's tag, so the bundle is asked for first, and before the style sheet:
  // an inline script waits for the style sheets above it, which would hold the data back.
  const bundleTag = /<script type="module"[^>]*><\/script>/.exec(html);
  if (!bundleTag) throw new Error('index.html sans script de module : script de préchargement non placé.');
  const at = bundleTag.index + bundleTag[0].length;
  return `${html.slice(0, at)}\n    ${script}${html.slice(at)}`;
});
