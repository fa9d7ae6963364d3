// `npm run bench:web`: what the landing page costs a phone: the JavaScript it downloads
// (gzipped) and its Lighthouse mobile performance score, on the real server and build.
import { execSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { landingScripts } from './lib/landing-js.ts';
import { signedInRouteScripts } from './lib/route-js.ts';
import { lighthouseRun, type LighthouseRun } from './lib/lighthouse.ts';
import { fmt, table, verdict, writeResults } from './lib/report.ts';
import { startServer } from './lib/server.ts';

const BUDGET_JS_KB = 90;
/**
 * The courier area's own JavaScript (issue 8), on top of the shell every page loads: with its
 * map since issue 22 (tile-view, our own small tile map, loaded after the missions).
 */
const BUDGET_COURIER_JS_KB = 140;
const DEMO_CLIENT = { telephone: '0700000001', motDePasse: 'Client@2026' };
/** The map's files (the tile map and the components around it): never in a client's browsing pages. */
const MAP_FILE = /\/(tile-view|live-map|courier-tracking)-[\w-]+\.js$/;
const DEMO_COURIER = { telephone: '0700000003', motDePasse: 'Livreur@2026' };
/** The business owner's dashboard (issue 21): the orders tab it opens on, beyond the shell. */
const BUDGET_BUSINESS_JS_KB = 150;
const DEMO_BUSINESS = { telephone: '0700000002', motDePasse: 'Entreprise@2026' };
const BUDGET_SCORE = 95;
const LIGHTHOUSE_RUNS = 3;
/** Kilobytes as Vite prints them. */
const KB = 1000;

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DEFAULT_DIST = join(ROOT, 'apps/web/dist');
// Same variable as the app's: measure another build by pointing WEB_DIST at it.
const webDist = resolve(process.env.WEB_DIST ?? DEFAULT_DIST);

if (!existsSync(join(webDist, 'index.html'))) {
  if (webDist !== DEFAULT_DIST) throw new Error(`Aucun index.html dans ${webDist}.`);
  console.log("Construction de l'application web…");
  execSync('npm run build -w @comoe/web', { cwd: ROOT, stdio: 'inherit' });
}

// A build older than the sources measures yesterday's app: its date is printed for that reason.
console.log(`Build : ${webDist} (${statSync(join(webDist, 'index.html')).mtime.toLocaleString('fr-FR')})\n`);

const kb = (bytes: number) => fmt(bytes / KB);
const server = await startServer({ webDist });

try {
  const url = `${server.baseUrl}/`;

  const scripts = await landingScripts(url);
  const totalGzip = scripts.reduce((n, s) => n + s.gzipBytes, 0);
  const totalRaw = scripts.reduce((n, s) => n + s.rawBytes, 0);
  const jsPass = scripts.length > 0 && totalGzip <= BUDGET_JS_KB * KB;
  const count = `${scripts.length} fichier${scripts.length > 1 ? 's' : ''}`;
  console.log(`JavaScript chargé par ${new URL(url).pathname} (${count})\n`);
  console.log(
    table([
      ['fichier', 'brut KB', 'gzip KB'],
      ...scripts.map((s) => [new URL(s.url).pathname, kb(s.rawBytes), kb(s.gzipBytes)]),
      ['total', kb(totalRaw), kb(totalGzip)],
    ]),
  );
  console.log(`budget: JS gzip ${kb(totalGzip)} KB ≤ ${BUDGET_JS_KB} KB → ${verdict(jsPass)}\n`);

  // Each dashboard, for its demo account: what it loads beyond the shell the landing loaded.
  const shell = new Set(scripts.map((s) => new URL(s.url).pathname));
  const areaScripts = async (path: string, account: typeof DEMO_COURIER, ready: string, budgetKb: number) => {
    const all = await signedInRouteScripts(server.baseUrl, path, account, ready);
    const files = all.filter((s) => !shell.has(new URL(s.url).pathname));
    const totalGzipBytes = files.reduce((n, s) => n + s.gzipBytes, 0);
    const pass = files.length > 0 && totalGzipBytes <= budgetKb * KB;
    console.log(`JavaScript propre à ${path} (${files.length} fichiers, hors coquille)\n`);
    console.log(
      table([
        ['fichier', 'brut KB', 'gzip KB'],
        ...files.map((s) => [new URL(s.url).pathname, kb(s.rawBytes), kb(s.gzipBytes)]),
        ['total', kb(files.reduce((n, s) => n + s.rawBytes, 0)), kb(totalGzipBytes)],
      ]),
    );
    return { files, totalGzipBytes, budgetKb, pass };
  };
  // Available, as he is on the road: his dashboard then shows the missions' map (issue 22 §1),
  // which the budget counts.
  const courierLogin = await fetch(`${server.baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_COURIER),
  });
  const { token: courierToken } = (await courierLogin.json()) as { token: string };
  const availability = await fetch(`${server.baseUrl}/api/livreurs/disponibilite`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${courierToken}` },
    body: JSON.stringify({ disponible: true }),
  });
  if (!availability.ok) throw new Error(`Disponibilité du livreur refusée : ${availability.status}.`);
  const courier = await areaScripts(
    '/delivery-dashboard',
    DEMO_COURIER,
    '[role=tablist]',
    BUDGET_COURIER_JS_KB,
  );
  console.log(
    `budget: JS gzip de l'espace livreur ${kb(courier.totalGzipBytes)} KB ≤ ${BUDGET_COURIER_JS_KB} KB → ${verdict(courier.pass)}\n`,
  );
  // Issue 22 §1: the map loads with the courier's area and the client's tracking only. The landing,
  // the city page and a business's menu page must not carry one byte of it.
  const courierMapFiles = courier.files.filter((f) => MAP_FILE.test(new URL(f.url).pathname));
  console.log(
    `contrôle: carte chargée par l'espace livreur (${courierMapFiles.length} fichiers) → ${verdict(courierMapFiles.length > 0)}`,
  );
  const businessLogin = await fetch(`${server.baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_BUSINESS),
  });
  const { token: businessToken } = (await businessLogin.json()) as { token: string };
  const ownBusiness = await fetch(`${server.baseUrl}/api/entreprises/me`, {
    headers: { authorization: `Bearer ${businessToken}` },
  });
  const { id: menuId } = (await ownBusiness.json()) as { id: number };
  const mapFree: Array<{ page: string; mapFiles: string[] }> = [
    { page: '/', mapFiles: scripts.map((f) => new URL(f.url).pathname).filter((p) => MAP_FILE.test(p)) },
  ];
  for (const path of ['/city/bassam', `/business/${menuId}`]) {
    const files = await signedInRouteScripts(server.baseUrl, path, DEMO_CLIENT, 'h1');
    mapFree.push({
      page: path,
      mapFiles: files.map((f) => new URL(f.url).pathname).filter((p) => MAP_FILE.test(p)),
    });
  }
  for (const { page, mapFiles } of mapFree) {
    console.log(
      `contrôle: aucun octet de carte sur ${page} (${mapFiles.length ? mapFiles.join(', ') : '0 fichier'}) → ${verdict(mapFiles.length === 0)}`,
    );
  }
  console.log('');

  const business = await areaScripts(
    '/business-dashboard',
    DEMO_BUSINESS,
    'section[aria-label="Commandes"]',
    BUDGET_BUSINESS_JS_KB,
  );
  console.log(
    `budget: JS gzip de l'espace entreprise ${kb(business.totalGzipBytes)} KB ≤ ${BUDGET_BUSINESS_JS_KB} KB → ${verdict(business.pass)}\n`,
  );

  const runs: LighthouseRun[] = [];
  for (let i = 1; i <= LIGHTHOUSE_RUNS; i++) {
    const run = await lighthouseRun(url);
    runs.push(run);
    console.log(`Lighthouse ${i}/${LIGHTHOUSE_RUNS} : ${run.score}`);
    for (const warning of run.warnings) console.log(`  ! ${warning}`);
  }
  const median = [...runs].sort((a, b) => a.score - b.score)[Math.floor(runs.length / 2)]!;
  const scorePass = median.score >= BUDGET_SCORE;
  console.log(
    `médiane ${median.score} : FCP ${fmt(median.fcpMs, 0)} ms, LCP ${fmt(median.lcpMs, 0)} ms, ` +
      `TBT ${fmt(median.tbtMs, 0)} ms, CLS ${fmt(median.cls, 3)}`,
  );
  for (const o of median.opportunities.slice(0, 3)) console.log(`  ${o.title} : ~${fmt(o.savingsMs, 0)} ms`);
  console.log(`budget: Lighthouse mobile ${median.score} ≥ ${BUDGET_SCORE} → ${verdict(scorePass)}`);

  const file = writeResults('web', {
    url,
    webDist,
    javascript: {
      files: scripts,
      totalRawBytes: totalRaw,
      totalGzipBytes: totalGzip,
      budgetKb: BUDGET_JS_KB,
      pass: jsPass,
    },
    courierJavascript: courier,
    mapFreePages: mapFree.map(({ page, mapFiles }) => ({ page, mapFiles, pass: mapFiles.length === 0 })),
    businessJavascript: business,
    lighthouse: { runs, median, budget: BUDGET_SCORE, pass: scorePass },
  });
  console.log(`\nRésultats : ${file}`);
} finally {
  await server.close();
}
