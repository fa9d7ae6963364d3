// `npm run backup` / `npm run restore` (issue 23 §5): the database (an online SQLite copy, or
// pg_dump) and DATA_DIR's files in one dated folder with a manifest. Run by scripts/backup.mjs
// and scripts/restore.mjs; the API suite runs these functions on both stores.
import { execFile } from 'node:child_process';
import { copyFile, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { existsSync, readdirSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import Sqlite from 'better-sqlite3';
import pg from 'pg';
import { createFileStore } from '../lib/file-store/create-file-store.ts';
import { copyFiles, removeStoredFiles } from '../lib/file-store/copy-files.ts';
import { createDiskStore } from '../lib/file-store/disk-store.ts';
import { STORE_PREFIXES, type FileStore } from '../lib/file-store/file-store.ts';
import type { S3Settings } from '../lib/file-store/s3-store.ts';

/** Where a backup reads from or restores into: the server's DATA_DIR, its database and its files. */
export interface BackupTarget {
  dataDir: string;
  databaseUrl?: string | undefined;
  /** The bucket that holds the files instead of DATA_DIR (S3_ENDPOINT). */
  s3?: S3Settings | undefined;
}

/** The target's files: its bucket, or its DATA_DIR. */
function filesOf(t: BackupTarget): FileStore {
  return createFileStore({ dataDir: t.dataDir, s3: t.s3 });
}

async function withFiles<T>(t: BackupTarget, work: (store: FileStore) => Promise<T>): Promise<T> {
  const store = filesOf(t);
  try {
    return await work(store);
  } finally {
    store.close();
  }
}

export interface BackupManifest {
  format: 1;
  store: 'sqlite' | 'postgres';
  /** ISO date of the backup. */
  date: string;
  /** The last migration the database had run (db/migrations), null when none. */
  migration: string | null;
  /** Uploaded and private files copied. */
  files: number;
}

/** A refusal or failure told to the operator as it is (French), exit code 1. */
export class BackupError extends Error {}

const SQLITE_FILE = 'comoe.sqlite';
const PG_DUMP = 'database.pgdump';
/** Public pictures, and private files (licences, ID cards, proofs), as config.ts and lib/stored-files.ts place them. */
const FILE_DIRS = ['uploads', 'private'];
/** The session secret and the Web Push keys: without them sessions end and push subscriptions die. */
const KEY_FILES = ['jwt-secret', 'vapid.json'];
const MIGRATIONS_DIR = fileURLToPath(new URL('../db/migrations/', import.meta.url));

const storeOf = (t: BackupTarget): BackupManifest['store'] => (t.databaseUrl ? 'postgres' : 'sqlite');

function run(cmd: string, args: string[]): Promise<void> {
  return new Promise((done, fail) => {
    execFile(cmd, args, { maxBuffer: 16 * 1024 * 1024 }, (err, _stdout, stderr) => {
      if (!err) return done();
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') {
        return fail(
          new BackupError(`${cmd} est introuvable : installez le client PostgreSQL (postgresql-client).`),
        );
      }
      fail(new BackupError(`${cmd} a échoué : ${stderr.trim() || err.message}`));
    });
  });
}

async function withPg<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Kysely's migration table: in the working schema, or the only one the database has. */
async function pgMigration(url: string): Promise<string | null> {
  return withPg(url, async (c) => {
    const { rows } = await c.query<{ schema: string }>(
      `select table_schema as schema from information_schema.tables where table_name = 'kysely_migration'
       order by (table_schema = current_schema()) desc`,
    );
    if (rows.length === 0) return null;
    const table = `${c.escapeIdentifier(rows[0]!.schema)}.kysely_migration`;
    const last = await c.query<{ name: string }>(`select name from ${table} order by name desc limit 1`);
    return last.rows[0]?.name ?? null;
  });
}

/** The copy's last migration; the copy leaves WAL mode so that it is one self-contained file. */
function sqliteMigration(file: string): string | null {
  const db = new Sqlite(file, { fileMustExist: true });
  try {
    db.pragma('journal_mode = DELETE');
    const table = db
      .prepare(`select 1 from sqlite_master where type = 'table' and name = 'kysely_migration'`)
      .get();
    if (!table) return null;
    const row = db.prepare('select name from kysely_migration order by name desc limit 1').get() as
      { name: string } | undefined;
    return row?.name ?? null;
  } finally {
    db.close();
  }
}

/** A name free under `root`: the date to the second, and a number when two backups share it. */
function freeName(root: string, date: Date, store: string): string {
  const stamp = date.toISOString().slice(0, 19).replace(/:/g, '-');
  for (let n = 1; ; n++) {
    const name = `comoe-${store}-${stamp}${n > 1 ? `-${n}` : ''}`;
    if (!existsSync(join(root, name)) && !existsSync(join(root, `${name}.partial`))) return name;
  }
}

/**
 * Copies the store and the files into `<backupRoot>/comoe-<store>-<date>/`. Safe while the
 * server runs: SQLite's backup API copies a consistent state page by page (WAL included), and
 * pg_dump reads one snapshot. Written as `.partial` first: a folder without it is complete.
 */
export async function createBackup(
  target: BackupTarget,
  backupRoot: string,
): Promise<{ dir: string; manifest: BackupManifest }> {
  const store = storeOf(target);
  const date = new Date();
  await mkdir(backupRoot, { recursive: true, mode: 0o700 });
  const name = freeName(backupRoot, date, store);
  const partial = join(backupRoot, `${name}.partial`);
  await mkdir(partial, { mode: 0o700 });
  try {
    let migration: string | null;
    if (target.databaseUrl) {
      await run('pg_dump', [
        '--format=custom',
        '--no-owner',
        '--no-privileges',
        `--file=${join(partial, PG_DUMP)}`,
        `--dbname=${target.databaseUrl}`,
      ]);
      migration = await pgMigration(target.databaseUrl);
    } else {
      const file = join(target.dataDir, SQLITE_FILE);
      if (!existsSync(file)) throw new BackupError(`Aucune base à sauvegarder : ${file} n'existe pas.`);
      const db = new Sqlite(file, { fileMustExist: true });
      try {
        await db.backup(join(partial, SQLITE_FILE));
      } finally {
        db.close();
      }
      migration = sqliteMigration(join(partial, SQLITE_FILE));
    }
    // From the bucket when the files are there: a backup holds everything a restore needs.
    const copied = await withFiles(target, (store) => copyFiles(store, createDiskStore(partial)));
    const files = copied.copied + copied.present;
    for (const key of KEY_FILES) {
      if (existsSync(join(target.dataDir, key)))
        await copyFile(join(target.dataDir, key), join(partial, key));
    }
    const manifest: BackupManifest = { format: 1, store, date: date.toISOString(), migration, files };
    await writeFile(join(partial, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    const dir = join(backupRoot, name);
    await rename(partial, dir);
    return { dir, manifest };
  } catch (err) {
    await rm(partial, { recursive: true, force: true });
    throw err;
  }
}

async function readManifest(dir: string): Promise<BackupManifest> {
  const file = join(dir, 'manifest.json');
  if (!existsSync(file)) throw new BackupError(`${dir} n'est pas une sauvegarde (manifest.json manquant).`);
  const manifest = JSON.parse(await readFile(file, 'utf8')) as BackupManifest;
  if (manifest.format !== 1)
    throw new BackupError(`Format de sauvegarde inconnu (${String(manifest.format)}).`);
  return manifest;
}

/** What the target already holds, in words; empty when nothing would be overwritten. */
async function targetContents(target: BackupTarget): Promise<string[]> {
  const found: string[] = [];
  if (target.databaseUrl) {
    const tables = await withPg(target.databaseUrl, async (c) => {
      const { rows } = await c.query<{ n: number }>(
        `select count(*)::int as n from information_schema.tables
         where table_schema not in ('pg_catalog', 'information_schema')`,
      );
      return rows[0]?.n ?? 0;
    });
    if (tables > 0) found.push(`la base PostgreSQL contient ${tables} table(s)`);
  } else {
    const file = join(target.dataDir, SQLITE_FILE);
    if (existsSync(file) && (await stat(file)).size > 0) {
      const db = new Sqlite(file, { readonly: true });
      const { n } = db.prepare(`select count(*) as n from sqlite_master where type = 'table'`).get() as {
        n: number;
      };
      db.close();
      if (n > 0) found.push(`${file} contient ${n} table(s)`);
    }
  }
  await withFiles(target, async (store) => {
    for (const prefix of STORE_PREFIXES) {
      const n = (await store.list(prefix)).length;
      const where = target.s3
        ? `le bucket ${target.s3.bucket} (${prefix})`
        : join(target.dataDir, prefix.slice(0, -1));
      if (n > 0) found.push(`${where} contient ${n} fichier(s)`);
    }
  });
  return found;
}

/** The migrations this version of the app knows (db/migrations), by name. */
function knownMigrations(): string[] {
  return readdirSync(MIGRATIONS_DIR)
    .filter((f) => f.endsWith('.ts'))
    .map((f) => basename(f, '.ts'));
}

/**
 * Puts a backup back into an empty DATA_DIR and an empty database; refuses a target that holds
 * data unless `force` (then the store and the files are replaced). The server must be stopped.
 * A backup of an older version is fine: the next start runs the missing migrations.
 */
export async function restoreBackup(
  backupDir: string,
  target: BackupTarget,
  opts: { force?: boolean } = {},
): Promise<BackupManifest> {
  const dir = resolve(backupDir);
  const manifest = await readManifest(dir);
  const store = storeOf(target);
  if (manifest.store !== store) {
    throw new BackupError(
      manifest.store === 'postgres'
        ? 'Cette sauvegarde vient de PostgreSQL : définissez DATABASE_URL pour la restaurer.'
        : 'Cette sauvegarde vient de SQLite : retirez DATABASE_URL pour la restaurer dans DATA_DIR.',
    );
  }
  if (manifest.migration && !knownMigrations().includes(manifest.migration)) {
    throw new BackupError(
      `Cette sauvegarde vient d'une version plus récente de l'application (migration ${manifest.migration}) : mettez l'application à jour d'abord.`,
    );
  }
  const present = await targetContents(target);
  if (present.length > 0 && !opts.force) {
    throw new BackupError(
      `La cible n'est pas vide (${present.join(' ; ')}). Restaurez dans un DATA_DIR et une base vides, ` +
        'ou ajoutez --force pour tout remplacer (serveur arrêté).',
    );
  }

  await mkdir(target.dataDir, { recursive: true });
  if (target.databaseUrl) {
    await run('pg_restore', [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      '--single-transaction',
      ...(opts.force ? ['--clean', '--if-exists'] : []),
      `--dbname=${target.databaseUrl}`,
      join(dir, PG_DUMP),
    ]);
  } else {
    const file = join(target.dataDir, SQLITE_FILE);
    const incoming = `${file}.restoring`;
    await copyFile(join(dir, SQLITE_FILE), incoming);
    // A journal left by the replaced base would be replayed into the restored one.
    for (const suffix of ['', '-wal', '-shm']) await rm(`${file}${suffix}`, { force: true });
    await rename(incoming, file);
  }
  for (const name of FILE_DIRS) {
    await rm(join(target.dataDir, name), { recursive: true, force: true });
    await mkdir(join(target.dataDir, name), { recursive: true });
  }
  await withFiles(target, async (store) => {
    // Refused above unless forced: then the backup's files replace the bucket's.
    if (target.s3) await removeStoredFiles(store);
    await copyFiles(createDiskStore(dir), store);
  });
  for (const key of KEY_FILES) {
    if (existsSync(join(dir, key))) await copyFile(join(dir, key), join(target.dataDir, key));
  }
  return manifest;
}
