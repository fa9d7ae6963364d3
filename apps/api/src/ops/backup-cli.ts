// The two commands around ops/backup.ts: the environment read as the server reads it
// (config.ts), the outcome or the refusal printed in French, an exit code for scripts.
import { resolve } from 'node:path';
import { loadConfig } from '../config.ts';
import { BackupError, createBackup, restoreBackup, type BackupManifest } from './backup.ts';

function describe(m: BackupManifest): string {
  const store = m.store === 'sqlite' ? 'SQLite' : 'PostgreSQL';
  return `${store}, migration ${m.migration ?? 'aucune'}, ${m.files} fichier(s), du ${m.date}`;
}

async function guarded(work: () => Promise<void>): Promise<number> {
  try {
    await work();
    return 0;
  } catch (err) {
    if (!(err instanceof BackupError)) throw err;
    console.error(err.message);
    return 1;
  }
}

/** `npm run backup`: into BACKUP_DIR (default ./backups). */
export function backupCommand(env: NodeJS.ProcessEnv = process.env): Promise<number> {
  return guarded(async () => {
    const config = loadConfig(env);
    const root = resolve(env.BACKUP_DIR || './backups');
    const { dir, manifest } = await createBackup(config, root);
    console.log(`Sauvegarde créée : ${dir}\n  ${describe(manifest)}`);
  });
}

/** `npm run restore -- <dossier de sauvegarde> [--force]`. */
export function restoreCommand(args: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  return guarded(async () => {
    const force = args.includes('--force');
    const [dir, ...extra] = args.filter((a) => a !== '--force');
    if (!dir || extra.length > 0) {
      throw new BackupError('Usage : npm run restore -- <dossier de sauvegarde> [--force]');
    }
    const config = loadConfig(env);
    const manifest = await restoreBackup(dir, config, { force });
    const where = config.databaseUrl ? 'la base PostgreSQL' : config.dataDir;
    console.log(`Sauvegarde restaurée dans ${where} : ${describe(manifest)}`);
  });
}
