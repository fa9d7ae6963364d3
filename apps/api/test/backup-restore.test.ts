import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database, type DatabaseHandle } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { BackupError, createBackup, restoreBackup, type BackupTarget } from '../src/ops/backup.ts';
import { createEntreprise, createProduit, createUser, createVille } from './helpers/factories.ts';
import { store } from './helpers/app.ts';

// `npm run backup` / `npm run restore` (ops/backup.ts) on the suite's store: SQLite through its
// online backup while a connection writes, PostgreSQL through pg_dump / pg_restore into a
// database of this file's own. The restored target must hold the same rows and the same files.

const cleanups: Array<() => Promise<void> | void> = [];
afterAll(async () => {
  for (const clean of cleanups.reverse()) await clean();
});

function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

const baseUrl = process.env.TEST_DATABASE_URL;

async function adminQuery(query: string): Promise<void> {
  const admin = new Kysely<unknown>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: baseUrl, max: 1 }) }),
  });
  try {
    await sql.raw(query).execute(admin);
  } finally {
    await admin.destroy();
  }
}

/** An empty DATA_DIR and an empty store: a fresh PostgreSQL database when the suite runs there. */
async function freshTarget(): Promise<BackupTarget> {
  const dataDir = tempDir('comoe-backup-data-');
  if (store !== 'postgres') return { dataDir };
  if (!baseUrl) throw new Error('TEST_STORE=postgres demande TEST_DATABASE_URL');
  const name = `comoe_bk_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await adminQuery(`create database ${name}`);
  cleanups.push(() => adminQuery(`drop database if exists ${name} with (force)`));
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return { dataDir, databaseUrl: url.toString() };
}

function open(target: BackupTarget): DatabaseHandle {
  const handle = createDatabase(target);
  cleanups.push(() => handle.close());
  return handle;
}

async function snapshot(db: Database) {
  const count = async (table: 'villes' | 'utilisateurs' | 'entreprises' | 'produits') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    villes: await count('villes'),
    utilisateurs: await count('utilisateurs'),
    entreprises: await count('entreprises'),
    produits: await count('produits'),
  };
}

const files = {
  'uploads/product/plat.webp': randomBytes(2048),
  'uploads/product/plat-320.webp': randomBytes(512),
  'private/licence/permis.webp': randomBytes(1024),
};

/** A source with a few rows and files, its connection left open (the server running). */
async function seededSource() {
  const target = await freshTarget();
  const { db } = open(target);
  await migrateToLatest(db);
  const ville = await createVille(db, 'Grand-Bassam');
  const owner = await createUser(db, 'ENTREPRISE', { villeId: ville.id });
  const client = await createUser(db, 'CLIENT', { villeId: ville.id, prenom: 'Adjoua' });
  const entreprise = await createEntreprise(db, owner, { nom: 'Maquis de la lagune' });
  await createProduit(db, entreprise.id, { nom: 'Attiéké poisson', prix: 2500 });
  await createProduit(db, entreprise.id, { nom: 'Bissap', prix: 500 });
  for (const [path, bytes] of Object.entries(files)) {
    mkdirSync(join(target.dataDir, path, '..'), { recursive: true });
    writeFileSync(join(target.dataDir, path), bytes);
  }
  writeFileSync(join(target.dataDir, 'jwt-secret'), 'secret-de-la-source');
  return { target, db, client };
}

describe(`backup and restore (${store})`, () => {
  it('restores the same rows and the same files into an empty target', async () => {
    const source = await seededSource();
    const before = await snapshot(source.db);
    const backupRoot = tempDir('comoe-backups-');
    const { dir, manifest } = await createBackup(source.target, backupRoot);

    expect(dir.startsWith(backupRoot)).toBe(true);
    expect(manifest).toMatchObject({ format: 1, store, files: 3 });
    expect(manifest.migration).toMatch(/^\d{3}-/);
    expect(JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8'))).toEqual(manifest);
    expect(existsSync(`${dir}.partial`)).toBe(false);

    // Written after the backup: must not come back.
    await createVille(source.db, 'Après la sauvegarde');

    const target = await freshTarget();
    expect(await restoreBackup(dir, target)).toEqual(manifest);

    const { db } = open(target);
    expect(await snapshot(db)).toEqual(before);
    const client = await db
      .selectFrom('utilisateurs')
      .select(['prenom', 'telephone', 'role'])
      .where('id', '=', source.client.id)
      .executeTakeFirstOrThrow();
    expect(client).toEqual({ prenom: 'Adjoua', telephone: source.client.telephone, role: 'CLIENT' });
    for (const [path, bytes] of Object.entries(files)) {
      expect(readFileSync(join(target.dataDir, path)).equals(bytes)).toBe(true);
    }
    expect(readFileSync(join(target.dataDir, 'jwt-secret'), 'utf8')).toBe('secret-de-la-source');
    // The restored store takes the app's next migrations and writes as before.
    await migrateToLatest(db);
    await createVille(db, 'Après la restauration');
  }, 60_000);

  it('refuses a target holding data unless forced, and then replaces it', async () => {
    const source = await seededSource();
    const { dir } = await createBackup(source.target, tempDir('comoe-backups-'));

    const target = await freshTarget();
    const { db } = open(target);
    await migrateToLatest(db);
    await createVille(db, 'Déjà là');
    mkdirSync(join(target.dataDir, 'uploads', 'old'), { recursive: true });
    writeFileSync(join(target.dataDir, 'uploads', 'old', 'photo.webp'), 'ancienne');

    const refusal = restoreBackup(dir, target);
    await expect(refusal).rejects.toBeInstanceOf(BackupError);
    await expect(refusal).rejects.toThrow(/n'est pas vide.*--force/);
    expect(await db.selectFrom('villes').select('nom').execute()).toEqual([{ nom: 'Déjà là' }]);

    // Files alone make a target non-empty too.
    const onlyFiles = await freshTarget();
    mkdirSync(join(onlyFiles.dataDir, 'private', 'cni'), { recursive: true });
    writeFileSync(join(onlyFiles.dataDir, 'private', 'cni', 'recto.webp'), 'x');
    await expect(restoreBackup(dir, onlyFiles)).rejects.toThrow(/private contient 1 fichier/);

    await db.destroy();
    await restoreBackup(dir, target, { force: true });
    const restored = open(target).db;
    expect((await restored.selectFrom('villes').select('nom').execute()).map((v) => v.nom)).toEqual([
      'Grand-Bassam',
    ]);
    expect(existsSync(join(target.dataDir, 'uploads', 'old', 'photo.webp'))).toBe(false);
    expect(readFileSync(join(target.dataDir, 'private/licence/permis.webp')).length).toBe(1024);
  }, 60_000);

  it('refuses what is not a backup, another store, or a newer version of the app', async () => {
    // Refused before the target is looked at: the suite's own database is never touched.
    const target: BackupTarget = {
      dataDir: tempDir('comoe-backup-data-'),
      databaseUrl: store === 'postgres' ? baseUrl : undefined,
    };
    const notBackup = tempDir('comoe-not-backup-');
    await expect(restoreBackup(notBackup, target)).rejects.toThrow(/n'est pas une sauvegarde/);

    const other = tempDir('comoe-other-store-');
    const otherStore = store === 'postgres' ? 'sqlite' : 'postgres';
    writeFileSync(
      join(other, 'manifest.json'),
      JSON.stringify({
        format: 1,
        store: otherStore,
        date: new Date().toISOString(),
        migration: null,
        files: 0,
      }),
    );
    await expect(restoreBackup(other, target)).rejects.toThrow(
      store === 'postgres' ? /vient de SQLite/ : /vient de PostgreSQL/,
    );

    const newer = tempDir('comoe-newer-');
    writeFileSync(
      join(newer, 'manifest.json'),
      JSON.stringify({ format: 1, store, date: new Date().toISOString(), migration: '999-demain', files: 0 }),
    );
    await expect(restoreBackup(newer, target)).rejects.toThrow(/version plus récente/);
  });

  it('says so when there is no database to back up', async () => {
    if (store === 'postgres') {
      const url = new URL(baseUrl!);
      url.pathname = '/comoe_absente';
      const missing = { dataDir: tempDir('comoe-backup-data-'), databaseUrl: url.toString() };
      await expect(createBackup(missing, tempDir('comoe-backups-'))).rejects.toThrow(/pg_dump a échoué/);
    } else {
      const empty = tempDir('comoe-backup-empty-');
      await expect(createBackup({ dataDir: empty }, tempDir('comoe-backups-'))).rejects.toThrow(
        /Aucune base à sauvegarder/,
      );
    }
  });
});
