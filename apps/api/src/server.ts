import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { createDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { RequestsInFlight } from './lib/requests-in-flight.ts';
import { seedDemoInChild, storeIsEmpty, type SeedReport } from './db/seed/seed-in-child.ts';

const config = loadConfig();
const database = createDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
await migrateToLatest(database.db);

// A first start seeds in a process of its own (seed-demo.ts, built next to this file): drawing
// the pictures and hashing the passwords here left this process 100 MB heavier for good.
let seed: SeedReport | null = null;
if (config.seedDemo && (await storeIsEmpty(database.db))) {
  const entry = new URL(
    import.meta.url.endsWith('.ts') ? './seed-demo.ts' : './seed-demo.mjs',
    import.meta.url,
  );
  try {
    seed = await seedDemoInChild(fileURLToPath(entry));
  } catch (err) {
    console.error((err as Error).message);
    await database.close();
    process.exit(1);
  }
}

const app = await buildApp({ config, database });
if (seed?.seeded) app.log.info({ ...seed.seeded, seedPid: seed.pid }, 'données de démonstration créées');
// Counted from the start: what is under way when SIGTERM comes is what the stop waits for.
const inFlight = new RequestsInFlight(app.server);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  const started = performance.now();
  const elapsedMs = () => Math.round(performance.now() - started);
  // The readiness probe answers 503 from now on, so a balancer stops sending new requests.
  app.readiness.stop();
  const connections = () =>
    new Promise<number>((resolve) => app.server.getConnections((_e, n) => resolve(n ?? 0)));
  const sockets = await connections();
  app.log.info({ signal, connexions: sockets }, `arrêt en cours : ${sockets} connexion(s) ouverte(s)`);
  // Still serving while the balancer's next health check hears the 503 and sends traffic elsewhere;
  // each answer meanwhile closes its connection (app.ts), so none is reused to reach this process.
  // Once a probe has heard it, the live streams are told to come back elsewhere (modules/events).
  if (config.shutdownDrainMs > 0) {
    await new Promise((r) => setTimeout(r, config.shutdownDrainMs));
    // What is left here (streams opened since, requests under way) is what the close waits on.
    app.log.info(
      { connexions: await connections(), requetes: inFlight.count, ms: elapsedMs() },
      'arrêt : fin du drain',
    );
  }
  // Node closes the idle kept-alive connections once, when the server stops listening; one that
  // goes idle after that (its answer sent) would stay open for the balancer to reuse, and only
  // SHUTDOWN_TIMEOUT_MS would end it (13 s instead of 4). Each is closed as soon as it is idle.
  // Node never counts as idle a connection that sent no request yet (a balancer opens some ahead):
  // once nothing is in flight, live streams included (app.close() tells them to come back
  // elsewhere), every connection left is closed, none holds the stop (issue 32 §2).
  const sweep = setInterval(() => {
    if (inFlight.count === 0) app.server.closeAllConnections();
    else app.server.closeIdleConnections();
  }, 100);
  sweep.unref();
  // Past the delay, what still runs is cut and the process leaves anyway.
  const deadline = setTimeout(() => {
    app.log.warn(
      { delaiMs: config.shutdownTimeoutMs },
      'arrêt : délai dépassé, connexions restantes coupées',
    );
    app.server.closeAllConnections();
    process.exit(1);
  }, config.shutdownTimeoutMs);
  deadline.unref();
  try {
    // Closes the live streams left with a reconnect hint (modules/events), stops listening and waits
    // for the requests under way.
    await app.close();
    await database.close();
    app.log.info({ ms: elapsedMs() }, 'arrêt terminé');
    process.exit(0);
  } catch (err) {
    app.log.error({ err }, "échec de l'arrêt propre");
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: config.port, host: config.host });
const address = `http://${config.host === '0.0.0.0' ? '127.0.0.1' : config.host}:${config.port}`;
console.log(`
Comoé Express est prêt : ${address}
  Node.js : ${process.version}
  Base de données : ${database.dialect === 'sqlite' ? `SQLite (${config.dataDir})` : 'PostgreSQL'}
  Documentation de l'API : ${address}/api/docs

Comptes de démonstration (téléphone / mot de passe) :
  ADMIN       0700000000  Admin@2026!
  CLIENT      0700000001  Client@2026
  ENTREPRISE  0700000002  Entreprise@2026
  LIVREUR     0700000003  Livreur@2026
`);
