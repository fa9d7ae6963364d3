import { spawn } from 'node:child_process';
import type { Database } from '../database.ts';
import type { seedDemoIfEmpty } from './demo.ts';

/** What the seeding process sends back: the counts (null: the store had data) and who wrote them. */
export interface SeedReport {
  seeded: Awaited<ReturnType<typeof seedDemoIfEmpty>>;
  pid: number;
}

/** A first start: no city yet (the demo seed writes them first, and every later start has some). */
export async function storeIsEmpty(db: Database): Promise<boolean> {
  return !(await db.selectFrom('villes').select('id').limit(1).executeTakeFirst());
}

/**
 * Runs `entry` (seed-demo.ts, or its build) in a node process of its own, with this process's
 * flags (tsx's loader in development, the start script's memory flags) and environment, and
 * waits for it. A debugger flag stays here: the child would fight for its port.
 */
export function seedDemoInChild(entry: string): Promise<SeedReport | null> {
  const flags = process.execArgv.filter((f) => !f.startsWith('--inspect'));
  const child = spawn(process.execPath, [...flags, entry], {
    env: process.env,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  let report: SeedReport | null = null;
  child.on('message', (message) => {
    report = message as SeedReport;
  });
  return new Promise((resolve, reject) => {
    child.once('error', (err) =>
      reject(new Error(`Impossible de lancer la création des données de démonstration : ${err.message}`)),
    );
    child.once('exit', (code, signal) => {
      if (code === 0) return resolve(report);
      reject(
        new Error(
          `La création des données de démonstration a échoué (${signal ?? `code ${code}`}, détails ci-dessus). ` +
            'Corrigez la cause puis relancez, ou démarrez sans elles avec SEED_DEMO=false.',
        ),
      );
    });
  });
}
