// The demo data of a first start, written by a short-lived process that server.ts starts and
// waits for: the pictures drawn and the passwords hashed here leave with this process, so the
// serving one weighs after a first start what it weighs after a restart (issue 23 §5).
import { loadConfig } from './config.ts';
import { createDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { seedDemoIfEmpty } from './db/seed/demo.ts';
import { createFileStore } from './lib/file-store/create-file-store.ts';
import type { SeedReport } from './db/seed/seed-in-child.ts';

const config = loadConfig();
const database = createDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
const store = createFileStore(config);
try {
  await migrateToLatest(database.db);
  const report: SeedReport = { seeded: await seedDemoIfEmpty(database.db, store), pid: process.pid };
  // The parent logs the counts as it did when it seeded itself.
  await new Promise<void>((resolve, reject) => {
    if (!process.send) return resolve();
    process.send(report, (err: Error | null) => (err ? reject(err) : resolve()));
  });
} finally {
  store.close();
  await database.close();
}
